import { useApiGet } from '@platform/shared-ui';
import type { Contract, Onboarding, TeamProposal } from './hire-api';
import { contractPath, onboardingPath, teamProposalPath } from './hire-api';

/* The hire pages' reads; each reloads on demand after a change. */

export const useTeamProposal = (projectId: string) => useApiGet<TeamProposal>(teamProposalPath(projectId));
export const useContract = (projectId: string) => useApiGet<Contract>(contractPath(projectId));
export const useOnboarding = (projectId: string) => useApiGet<Onboarding>(onboardingPath(projectId));
