import { Input, type InputProps } from '@platform/shared-ui/forms';

export interface EmailInputProps extends Omit<InputProps, 'label' | 'name' | 'onChange'> {
  value: string;
  onValue: (value: string) => void;
}

/** The accounts forms' e-mail field: "Email", named `email` like the API's field errors. */
export function EmailInput({ value, onValue, ...rest }: EmailInputProps) {
  return (
    <Input
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      {...rest}
      value={value}
      onChange={(event) => onValue(event.target.value)}
    />
  );
}
