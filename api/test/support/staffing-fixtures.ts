import type { Project } from '@platform/prisma';
import type { PlanChange } from '../../src/staff/staffing/proposal-plan.js';
import {
  sendProposalChange,
  sendStartingProposal as sendAsProposed,
} from '../../src/staff/staffing/starting-proposal.js';
import type { Harness } from './harness.js';

const operations = (senderId: string) => ({ id: senderId, name: 'Tolu Operations (Operations)' });

/**
 * Operations' review done the short way, for the client-side tests: the starting plan saved and sent as it is,
 * by the store the staff calls use (api/test/staffing.test.ts tests those).
 */
export const sendStartingProposal = (h: Harness, project: Project, senderId: string) =>
  sendAsProposed(h.deps, project, operations(senderId));

/** Saves `change` as the draft and sends it, as Operations do in the console. */
export const sendChange = (h: Harness, project: Project, change: PlanChange, senderId: string) =>
  sendProposalChange(h.deps, project, change, operations(senderId));
