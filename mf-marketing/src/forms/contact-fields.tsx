import { Input } from '@platform/shared-ui';
import type { FieldBinding } from './use-form-values';

export interface ContactFieldsProps {
  field: (name: 'fullname' | 'email') => FieldBinding;
}

/** Full Name and Email Address, which every public form starts with. */
export function ContactFields({ field }: ContactFieldsProps) {
  return (
    <>
      <Input label="Full Name" autoComplete="name" {...field('fullname')} />
      <Input label="Email Address" type="email" autoComplete="email" {...field('email')} />
    </>
  );
}
