import { formProblem, type ApiSchemas, type FormProblem } from '@platform/shared-ui';

// The feature calls (spec part 2 §2.4, §3, §7, §8) as this remote reads them, and the page's texts.

type Schemas = ApiSchemas['schemas'];

export type ProjectFeature = Schemas['ProjectFeature'];
export type FeatureAdded = Schemas['FeatureAdded'];

export const FEATURE_ADDED = 'Feature added successfully!';
export const FEATURE_FAILED = 'An error occurred. Please try again.';
export const FEATURE_REQUIRED = 'Feature name and specification are required.';
export const NO_FEATURES = 'No Project Feature Yet.';
export const NO_SPECIFICATIONS = 'No specifications available';
export const NO_SPRINT = 'Sprint Not Assigned';
export const FEATURE_NAME_MAX = 120;

/** The dialog's fields; the server checks the same. */
export interface FeatureForm {
  name: string;
  description: string;
  specification: string;
  sprint: string;
}

export const hasSpecification = (text: string) =>
  text.split(/\r?\n/).some((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim() !== '');

/** The first broken rule, with its fields named as the API names them (`feature_name`...). */
export function checkFeature(form: FeatureForm): FormProblem | null {
  const missing = [
    ...(form.name.trim() === '' ? ['feature_name'] : []),
    ...(hasSpecification(form.specification) ? [] : ['feature_specification']),
  ];
  if (missing.length > 0) return formProblem(FEATURE_REQUIRED, ...missing);
  if (form.name.trim().length > FEATURE_NAME_MAX) {
    return formProblem(`Feature name must be at most ${FEATURE_NAME_MAX} characters.`, 'feature_name');
  }
  return null;
}
