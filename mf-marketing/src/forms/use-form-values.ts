import { useState, type ChangeEvent } from 'react';
import type { TextValues } from './form-rules';

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The values of a text form, with `field(name)` wiring a control to one of them. */
export function useFormValues<T extends TextValues<T>>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const set = (name: keyof T, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const field = (name: keyof T) => ({
    value: values[name],
    onChange: (event: ChangeEvent<TextControl>) => set(name, event.target.value),
  });
  return { values, set, field, reset: setValues };
}
