/** The industries a business profile offers (create-profile and Settings), with Other for the rest. */
export const industries = [
  'Agriculture',
  'Education',
  'Finance',
  'Healthcare',
  'Hospitality',
  'Manufacturing',
  'Media and Entertainment',
  'Real Estate',
  'Retail',
  'Technology',
  'Other',
] as const;
