import { Button, Card, Checkbox, Form, Input, type FieldErrorsState } from '@platform/shared-ui';
import { useState } from 'react';
import { SIGN_AGREEMENT } from './hire-api';
import styles from './hire.module.css';

export interface SignatureFormProps {
  onSign: (fullName: string, agree: boolean) => void;
  signing: boolean;
  /** The signature's field errors (`useSignature`): the server's checks of `full_name` and `agree`. */
  fieldErrors: FieldErrorsState;
}

/** Signing: the typed full name and the agreement tick; the server checks both again. */
export function SignatureForm({ onSign, signing, fieldErrors }: SignatureFormProps) {
  const [fullName, setFullName] = useState('');
  const [agree, setAgree] = useState(false);
  return (
    <Card as="section" className={styles.section} aria-labelledby="sign-contract">
      <h2 id="sign-contract">Sign the contract</h2>
      <Form className={styles.signature} onSubmit={() => onSign(fullName, agree)} fieldErrors={fieldErrors}>
        <Input
          label="Full name"
          name="full_name"
          maxLength={200}
          autoComplete="name"
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
          required
        />
        <Checkbox
          label={SIGN_AGREEMENT}
          name="agree"
          checked={agree}
          onChange={(event) => setAgree(event.target.checked)}
        />
        <Button type="submit" loading={signing}>
          Sign Contract
        </Button>
      </Form>
    </Card>
  );
}
