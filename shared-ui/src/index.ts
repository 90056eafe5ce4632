// The whole platform contract: the core entry (core.ts, a shared singleton of its own) and the rest.
export * from '@platform/shared-ui/core';
// The typed client is an entry of its own, by its name, so its code (openapi-fetch) is in one chunk, and this
// entry does not load the query cache (TanStack Query): a page that takes a form from here and calls the API
// with the typed client loads no query library (core-entry.test.ts).
export {
  apiFetchClient,
  typedApi,
  useTypedApi,
  type ApiCallOptions,
  type ApiOperation,
  type ApiPath,
  type ApiResult,
  type TypedApi,
} from '@platform/shared-ui/typed-api';
export type { components as ApiSchemas, paths as ApiPaths } from './http/api-types';
export { isReload, liveStream, useLiveEvents, usePresence } from './live/use-live-events';
export { useLiveInvalidation } from './live/use-live-invalidation';
export { LiveStream, type LiveEvent, type LiveMessage, type PresentPerson } from './live/live-stream';
export {
  CURRENT_PROJECT_KEY,
  getCurrentProject,
  setCurrentProject,
  useCurrentProject,
  type CurrentProject,
} from './project';
export { setUserDetails, useUserDetails } from './user-details';
export {
  formatDay,
  formatMoment,
  IN_NIGERIA,
  PRODUCT_TIME_ZONE,
  viewerTimeZone,
  type MonthStyle,
} from './dates/dates';
export { formProblem, problemErrors, type FieldErrors, type FormProblem } from './forms/form-problem';
export { FieldErrorsContext } from './forms/field-errors-context';
export { useFieldErrors, type FieldErrorsState } from './forms/use-field-errors';
export {
  failureMessage,
  FORM_ERROR_TOAST,
  FORM_SUCCESS_TOAST,
  FORM_TOAST,
  type FailureTexts,
} from './forms/form-toast';
export { useSubmit, type SubmitOptions } from './forms/use-submit';
export { FormDialog, type FormDialogProps } from './forms/form-dialog';
export { Form, type FormProps } from './forms/form';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { Field, type FieldControlProps, type FieldProps } from './components/field';
export { HoneypotField, type HoneypotFieldProps } from './components/honeypot-field';
export { Input, type InputProps } from './components/input';
export { Select, type SelectProps } from './components/select';
export { TextArea, type TextAreaProps } from './components/text-area';
export { Modal, type ModalProps } from './components/modal';
export { PlanCatalogue, type PlanCatalogueProps } from './components/plan-catalogue';
