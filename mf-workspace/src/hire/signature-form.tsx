import { Button, Card, Checkbox, Input } from '@platform/shared-ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { SIGN_AGREEMENT } from './hire-api';
import type { FieldErrors } from './use-contract-actions';
import styles from './hire.module.css';

export interface SignatureFormProps {
  onSign: (fullName: string, agree: boolean) => void;
  signing: boolean;
  errors: FieldErrors;
}

/** Signing: the typed full name and the agreement tick; the server checks both again. */
export function SignatureForm({ onSign, signing, errors }: SignatureFormProps) {
  const [fullName, setFullName] = useState('');
  const [agree, setAgree] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSign(fullName, agree);
  };
  return (
    <Card as="section" className={styles.section} aria-labelledby="sign-contract">
      <h2 id="sign-contract">Sign the contract</h2>
      <form className={styles.signature} onSubmit={submit} noValidate>
        <Input
          label="Full name"
          name="full_name"
          autoComplete="name"
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
          error={errors.full_name}
          required
        />
        <Checkbox
          label={SIGN_AGREEMENT}
          name="agree"
          checked={agree}
          onChange={(event) => setAgree(event.target.checked)}
          error={errors.agree}
        />
        <Button type="submit" loading={signing}>
          Sign Contract
        </Button>
      </form>
    </Card>
  );
}
