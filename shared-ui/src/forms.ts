// What a page of forms needs beside the core: the forms and their fields (Form, useSubmit, the field errors,
// Field, Input, Select, TextArea, Checkbox, the honeypot) and the typed client that sends them (openapi-fetch over
// the platform's client). A shared singleton of its own, which the full entry and the query entry re-export by its
// name, so a page of forms (the login page) loads neither the query library nor the rest of the platform (the live
// stream, the dialogs, the dates; issue #33, docs/architecture.md). One entry, not two: each shared entry costs
// the home page's first scripts a line of every build's share table.
export * from './http/typed-api';
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
export { Form, type FormProps } from './forms/form';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { Field, type FieldControlProps, type FieldProps } from './components/field';
export { HoneypotField, type HoneypotFieldProps } from './components/honeypot-field';
export { Input, type InputProps } from './components/input';
export { Select, type SelectProps } from './components/select';
export { TextArea, type TextAreaProps } from './components/text-area';
