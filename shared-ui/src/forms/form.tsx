import type { ComponentProps } from 'react';
import { FieldErrorsContext } from './field-errors-context';
import type { FieldErrorsState } from './use-field-errors';

const NO_ERRORS = {};

export interface FormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'ref' | 'noValidate'> {
  /** The form's field errors (`useSubmit`'s or `useFieldErrors'`): each named field inside shows its own. */
  fieldErrors?: Pick<FieldErrorsState, 'form' | 'errors'>;
  onSubmit: () => void;
}

/**
 * A form whose rules are ours: the browser's own validation is off (our messages give the spec's texts),
 * errors show under the named fields with focus on the first, and editing a field clears its error.
 */
export function Form({ fieldErrors, onSubmit, children, ...rest }: FormProps) {
  return (
    <form
      {...rest}
      {...fieldErrors?.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FieldErrorsContext.Provider value={fieldErrors?.errors ?? NO_ERRORS}>
        {children}
      </FieldErrorsContext.Provider>
    </form>
  );
}
