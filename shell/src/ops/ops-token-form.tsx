import { Button, Input } from '@platform/shared-ui';
import { useState, type FormEvent } from 'react';
import styles from './ops-page.module.css';

/** Asks for the ops token (OPS_TOKEN of the server); kept for this tab only. */
export function OpsTokenForm({
  problem,
  onToken,
}: {
  problem: string | null;
  onToken: (token: string) => void;
}) {
  const [token, setToken] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (token.trim()) onToken(token.trim());
  };
  return (
    <form className={styles.tokenForm} onSubmit={submit}>
      <h1>Operations</h1>
      <Input
        label="Ops token"
        type="password"
        autoComplete="off"
        value={token}
        onChange={(event) => setToken(event.target.value)}
        error={problem ?? undefined}
      />
      <Button type="submit">Open</Button>
    </form>
  );
}
