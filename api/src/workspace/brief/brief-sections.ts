/* The four sections of a project brief, by the names the spec's calls and the page assistant use. */

export const briefSections = ['overview', 'objectives', 'key_deliverables', 'target_audience'] as const;
export type BriefSection = (typeof briefSections)[number];

export const sectionLabels: Record<BriefSection, string> = {
  overview: 'Overview',
  objectives: 'Objectives',
  key_deliverables: 'Key Deliverables',
  target_audience: 'Target Audience',
};

/** The brief's columns as stored, in the brief and in each of its versions. */
export interface BriefColumns {
  overview: string;
  objectives: string;
  keyDeliverables: string;
  targetAudience: string;
}

export type BriefContent = Record<BriefSection, string>;

export const briefContent = (brief: BriefColumns): BriefContent => ({
  overview: brief.overview,
  objectives: brief.objectives,
  key_deliverables: brief.keyDeliverables,
  target_audience: brief.targetAudience,
});

export const briefColumns = (content: BriefContent): BriefColumns => ({
  overview: content.overview,
  objectives: content.objectives,
  keyDeliverables: content.key_deliverables,
  targetAudience: content.target_audience,
});
