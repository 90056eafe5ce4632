import { invalidateApi, useApiQuery } from '@platform/shared-ui/queries';

/* The hire pages' reads, cached by project; a change marks the contract stale (`invalidateContract`). */

const ofProject = (projectId: string) => ({ params: { path: { project_id: projectId } } });
const CONTRACT_PATH = '/api/projects/{project_id}/contract/';

export const useTeamProposal = (projectId: string) =>
  useApiQuery('get', '/api/projects/{project_id}/team-proposal/', ofProject(projectId));
export const useContract = (projectId: string) => useApiQuery('get', CONTRACT_PATH, ofProject(projectId));
export const useOnboarding = (projectId: string) =>
  useApiQuery('get', '/api/projects/{project_id}/onboarding/', ofProject(projectId));

/** Asks for the project's contract again wherever it is shown. */
export const invalidateContract = (projectId: string) =>
  invalidateApi([CONTRACT_PATH], { path: { project_id: projectId } });
