import type { FILE_ACCESS_LEVELS, FILE_STATUSES } from '@platform/contract';
import type { LinkTarget, ResourceAccess, ResourceKind, ResourceStatus } from '@platform/prisma';

/* The spec's words for what the database keeps in its own (the spec's files screen). */

export type FileAccessLabel = (typeof FILE_ACCESS_LEVELS)[number];

export type FileStatusLabel = (typeof FILE_STATUSES)[number];

export const FILE_TABS = ['files', 'links', 'media'] as const;
export type FileTab = (typeof FILE_TABS)[number];

export const LINK_TARGETS = ['Project', 'Brief', 'Feature', 'Task'] as const;
export type LinkTargetLabel = (typeof LINK_TARGETS)[number];

const accessStored: Record<FileAccessLabel, ResourceAccess> = {
  Public: 'PUBLIC',
  'Feature Based': 'FEATURE_BASED',
  'Task Based': 'TASK_BASED',
  Restricted: 'RESTRICTED',
  Confidential: 'CONFIDENTIAL',
};

const statusStored: Record<FileStatusLabel, ResourceStatus> = {
  Draft: 'DRAFT',
  'In Review': 'IN_REVIEW',
  Approved: 'APPROVED',
  Rejected: 'REJECTED',
};

const tabStored: Record<FileTab, ResourceKind> = { files: 'FILE', links: 'LINK', media: 'MEDIA' };

const targetStored: Record<LinkTargetLabel, LinkTarget> = {
  Project: 'PROJECT',
  Brief: 'BRIEF',
  Feature: 'FEATURE',
  Task: 'TASK',
};

const labelOf = <L extends string, S extends string>(table: Record<L, S>, stored: S): L =>
  (Object.keys(table) as L[]).find((label) => table[label] === stored) as L;

export const toStoredAccess = (label: FileAccessLabel) => accessStored[label];
export const accessLabel = (stored: ResourceAccess) => labelOf(accessStored, stored);
export const statusLabel = (stored: ResourceStatus) => labelOf(statusStored, stored);
export const kindOfTab = (tab: FileTab) => tabStored[tab];
export const tabOfKind = (kind: ResourceKind) => labelOf(tabStored, kind);
export const toStoredTarget = (label: LinkTargetLabel) => targetStored[label];
export const targetLabel = (stored: LinkTarget) => labelOf(targetStored, stored);
