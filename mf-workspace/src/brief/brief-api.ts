import { BRIEF_MESSAGES, BRIEF_SECTION_MAX } from '@platform/contract';
import type { ApiSchemas } from '@platform/shared-ui';

// The brief calls (the spec's workspace entities, workspace calls table and workspace error catalogue) as this remote reads them, and the page's texts.

/** The brief in `GET /api/get_project_brief/` and the other brief answers. */
export type ProjectBrief = ApiSchemas['schemas']['ProjectBrief'];

/** The brief edit payload's four sections. */
export interface BriefSections {
  project_overview: string;
  project_objectives: string;
  project_key_deliverables: string;
  project_target_audience: string;
}

export const FETCH_FAILED = 'Failed to fetch project brief.';
export const SAVE_FAILED = 'Failed to save project brief.';
export const GENERATE_FAILED = 'Failed to generate project brief.';
export const BRIEF_SAVED = 'Project brief saved.';

/** The sections in page order: edit field, the brief's field, and the heading. */
export const SECTIONS = [
  { field: 'project_overview', read: 'project_brief_overview', label: 'Overview' },
  { field: 'project_objectives', read: 'project_brief_objectives', label: 'Objectives' },
  { field: 'project_key_deliverables', read: 'project_brief_key_deliverables', label: 'Key Deliverables' },
  { field: 'project_target_audience', read: 'project_brief_target_audience', label: 'Target Audience' },
] as const satisfies readonly { field: keyof BriefSections; read: keyof ProjectBrief; label: string }[];

export const sectionsOf = (brief: ProjectBrief): BriefSections => ({
  project_overview: brief.project_brief_overview,
  project_objectives: brief.project_brief_objectives,
  project_key_deliverables: brief.project_brief_key_deliverables,
  project_target_audience: brief.project_brief_target_audience,
});

/** The trimmed sections and, by field, what is wrong with them (the server checks the same). */
export function checkSections(values: BriefSections): {
  trimmed: BriefSections;
  errors: Partial<Record<keyof BriefSections, string>>;
} {
  const errors: Partial<Record<keyof BriefSections, string>> = {};
  const trimmed = { ...values };
  for (const { field, label } of SECTIONS) {
    trimmed[field] = values[field].trim();
    if (trimmed[field] === '') errors[field] = BRIEF_MESSAGES.required(label);
    else if (trimmed[field].length > BRIEF_SECTION_MAX) errors[field] = BRIEF_MESSAGES.tooLong(label);
  }
  return { trimmed, errors };
}
