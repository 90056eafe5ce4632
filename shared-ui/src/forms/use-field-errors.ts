import { useCallback, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@platform/shared-ui/core';
import { problemErrors, type FieldErrors, type FormProblem } from './form-problem';
import { useHydrating } from './use-hydrating';

const NO_ERRORS: FieldErrors = {};

/**
 * The errors shown at a form's fields: a broken rule of our own (`showProblem`) or the API's `errors` map
 * (`showFailure`). Each time errors are shown, focus moves to the first marked control of the form that
 * `formRef` is attached to, in page order, so keyboard and screen-reader users land on what to fix (the
 * control's description reads the error; `Field` also announces it). Editing a control clears the error
 * of its `name`: spread `form` on the `<form>` and name each control after its error's key. A prerendered
 * form is inert until hydrated, so nothing typed before the page is alive is lost.
 */
export function useFieldErrors() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  // A counter rather than the errors themselves, so the same errors shown twice still move focus.
  const [shownTimes, setShownTimes] = useState(0);

  // A layout effect moves focus in the same commit that shows the errors, so nothing (a person typing, a
  // test reading focus) sees the errors before the focus has moved to them.
  useLayoutEffect(() => {
    if (shownTimes === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [shownTimes]);

  const show = useCallback((next: FieldErrors) => {
    setErrors(next);
    setShownTimes((times) => times + 1);
  }, []);

  const showProblem = useCallback((problem: FormProblem) => show(problemErrors(problem)), [show]);

  /** A refused call's field errors; other failures (network, 5xx) clear them. */
  const showFailure = useCallback(
    (error: unknown) => show(error instanceof ApiError ? error.errors : NO_ERRORS),
    [show],
  );

  const clearField = useCallback((field: string) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest: Record<string, string> = { ...current };
      delete rest[field];
      return rest;
    });
  }, []);

  const clear = useCallback(() => setErrors(NO_ERRORS), []);

  const hydrating = useHydrating();
  const form = useMemo(
    () => ({
      ref: formRef,
      inert: hydrating,
      onChange: (event: FormEvent<HTMLFormElement>) => {
        const control = event.target;
        if ('name' in control && typeof control.name === 'string') clearField(control.name);
      },
    }),
    [clearField, hydrating],
  );

  const errorFor = useCallback((field: string): string | undefined => errors[field], [errors]);

  return { form, formRef, errors, errorFor, show, showProblem, showFailure, clearField, clear };
}

export type FieldErrorsState = ReturnType<typeof useFieldErrors>;
