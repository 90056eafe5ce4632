import { FEATURE_LIMITS, FEATURE_MESSAGES, specificationLines } from '@platform/contract';
import { formProblem, type ApiSchemas, type FormProblem } from '@platform/shared-ui';

// The feature calls (the spec's project features screen, workspace entities, workspace calls table and workspace error catalogue) as this remote reads them, and the page's texts.

type Schemas = ApiSchemas['schemas'];

export type ProjectFeature = Schemas['ProjectFeature'];

export const FEATURE_FAILED = 'An error occurred. Please try again.';
export const NO_FEATURES = 'No Project Feature Yet.';
export const NO_SPECIFICATIONS = 'No specifications available';
export const NO_SPRINT = 'Sprint Not Assigned';

/** The dialog's fields; the rules are @platform/contract's, which the server checks too. */
export interface FeatureForm {
  name: string;
  description: string;
  specification: string;
  sprint: string;
}

/** The first broken rule, with its fields named as the API names them (`feature_name`...). */
export function checkFeature(form: FeatureForm): FormProblem | null {
  const missing = [
    ...(form.name.trim() === '' ? ['feature_name'] : []),
    ...(specificationLines(form.specification).length > 0 ? [] : ['feature_specification']),
  ];
  if (missing.length > 0) return formProblem(FEATURE_MESSAGES.required, ...missing);
  if (form.name.trim().length > FEATURE_LIMITS.name) {
    return formProblem(FEATURE_MESSAGES.nameTooLong, 'feature_name');
  }
  return null;
}
