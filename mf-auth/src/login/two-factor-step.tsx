import { ApiError, Button, type LoginResponse } from '@platform/shared-ui/core';
import { Form, Input, useSubmit, useTypedApi } from '@platform/shared-ui/forms';
import { useState } from 'react';
import styles from '../common/forms.module.css';

/** What the second step says; the answers' messages come from the API. */
export const TWO_FACTOR_STEP_TEXTS = {
  title: 'Two-factor sign-in',
  hint: 'The 6-digit code your authenticator app shows for Buildbay, or one of your recovery codes.',
} as const;

export interface TwoFactorStepProps {
  /** The password step's (or Google's) challenge, sent back with the code. */
  challenge: string;
  onSignedIn(answer: LoginResponse): Promise<void>;
  /** The challenge is no longer good: back to the e-mail and password. */
  onRestart(): void;
}

/** The second step of signing in: the authenticator or a recovery code (`POST /api/login/two-factor/`). */
export function TwoFactorStep({ challenge, onSignedIn, onRestart }: TwoFactorStepProps) {
  const api = useTypedApi();
  const [code, setCode] = useState('');
  const { submitting, submit, fieldErrors } = useSubmit({ busyAfterSuccess: true });

  function onSubmit() {
    void submit(null, async () => {
      const answer = await api
        .post('/api/login/two-factor/', { body: { challenge, code: code.trim() }, auth: 'form' })
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.errors.challenge) onRestart();
          throw error;
        });
      await onSignedIn(answer);
    });
  }

  return (
    <Form
      className={styles.form}
      onSubmit={onSubmit}
      fieldErrors={fieldErrors}
      aria-label={TWO_FACTOR_STEP_TEXTS.title}
    >
      <Input
        label="Authentication code"
        name="code"
        autoComplete="one-time-code"
        hint={TWO_FACTOR_STEP_TEXTS.hint}
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" size="lg" block disabled={code.trim() === ''} loading={submitting}>
        Verify and log in
      </Button>
      <button type="button" className={styles.textButton} onClick={onRestart}>
        Use a different account
      </button>
    </Form>
  );
}
