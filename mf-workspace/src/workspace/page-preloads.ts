import type { ApiClient } from '@platform/shared-ui';
import { filesPath } from '../files/files-api';
import { handoverPath } from '../handover/handover-api';
import { browserTimeZone } from '../meetings/meeting-calendar';
import { meetingsPath } from '../meetings/meetings-api';
import { milestonesPath } from '../milestones/milestones-api';

type Get = readonly [path: string, query?: Record<string, string>];

const projectPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/`;

/**
 * The GETs a workspace page makes as it opens, by its path under the project's root ('' is the overview),
 * with the same address and query as its data hooks, so the API client hands their preloaded answers over.
 */
const PAGE_DATA: Readonly<Record<string, (projectId: string) => Get[]>> = {
  '': (id) => [[`${projectPath(id)}team/`], [milestonesPath(id)]],
  'project-brief': (id) => [['/api/get_project_brief/', { project_id: id }]],
  'project-team': (id) => [[`${projectPath(id)}team/`]],
  tasks: (id) => [[`${projectPath(id)}tasks/`]],
  'files-and-resources': (id) => [
    [filesPath(id), { tab: 'files' }],
    [`${projectPath(id)}tasks/`],
    [`${projectPath(id)}team/`],
  ],
  meetings: (id) => [
    [meetingsPath(id), { tab: 'upcoming', tz: browserTimeZone() }],
    [meetingsPath(id), { tab: 'past', tz: browserTimeZone() }],
  ],
  'timeline-and-milestones': (id) => [[milestonesPath(id)]],
  'recent-updates': (id) => [[`${projectPath(id)}recent-updates/`]],
  handover: (id) => [[handoverPath(id)]],
};

/**
 * On hover or focus of a workspace page's link: the project (every page loads it first) and the page's own
 * data start loading, as the shell loads an area's files (issue #31), so the page opens with its data.
 */
export function preloadWorkspacePage(api: ApiClient, projectId: string, page: string): void {
  api.preload(projectPath(projectId));
  for (const [path, query] of PAGE_DATA[page]?.(projectId) ?? []) api.preload(path, query ? { query } : {});
}
