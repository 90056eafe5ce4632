export {
  ApiError,
  createApiClient,
  DEFAULT_ERROR_MESSAGE,
  type ApiClient,
  type ApiClientOptions,
  type AuthMode,
  type CallOptions,
  type QueryValue,
  type RequestOptions,
} from './http/client';
export * from './http/types';
export {
  fillPath,
  typedApi,
  useTypedApi,
  type ApiCallOptions,
  type ApiOperation,
  type ApiPath,
  type ApiResult,
  type TypedApi,
} from './http/typed-api';
export type { components as ApiSchemas, paths as ApiPaths } from './http/api-types';
export { useApiGet, type ApiGetOptions, type ApiQuery } from './http/use-api-get';
export {
  platform,
  providePlatform,
  usePlatform,
  type Platform,
  type PlatformAuth,
  type ToastOptions,
  type ToastPosition,
  type ToastType,
} from './platform/platform';
export {
  CURRENT_PROJECT_KEY,
  getCurrentProject,
  setCurrentProject,
  useCurrentProject,
  type CurrentProject,
} from './project';
export { setUserDetails, useUserDetails } from './user-details';
export { isValidEmail, MIN_ACCOUNT_SCREEN_WIDTH } from '@platform/contract';
export { formatNaira } from '@platform/contract';
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
export { documentTitle, PRODUCT_NAME, PRODUCT_TAGLINE } from './brand/brand';
export { BrandLogo, type BrandLogoProps } from './brand/brand-logo';
export { Badge, type BadgeProps, type BadgeTone } from './components/badge';
export {
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/button';
export { Card, type CardProps } from './components/card';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { Field, type FieldControlProps, type FieldProps } from './components/field';
export { HoneypotField, type HoneypotFieldProps } from './components/honeypot-field';
export { Input, type InputProps } from './components/input';
export { Select, type SelectProps } from './components/select';
export { TextArea, type TextAreaProps } from './components/text-area';
export { Modal, type ModalProps } from './components/modal';
export { PlanCatalogue, type PlanCatalogueProps } from './components/plan-catalogue';
export { Spinner, type SpinnerProps } from './components/spinner';
export {
  foldedNavigation,
  MenuButton,
  type MenuButtonProps,
  type NarrowMenu,
  useNarrowMenu,
} from './navigation/narrow-menu';
export type { RemotePagesModule } from './remote';
