import { useState, type ChangeEvent } from 'react';
import type { TextValues } from './form-rules';

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a text control needs to show and change one value. */
export interface FieldBinding {
  /** The value's key, which is also the key of its error in the API's `errors`. */
  name: string;
  value: string;
  onChange: (event: ChangeEvent<TextControl>) => void;
}

/** The values of a text form, with `field(name)` wiring a control to one of them. */
export function useFormValues<T extends TextValues<T>>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const set = (name: keyof T, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const field = (name: keyof T & string): FieldBinding => ({
    name,
    value: values[name],
    onChange: (event) => set(name, event.target.value),
  });
  return { values, set, field, reset: setValues };
}
