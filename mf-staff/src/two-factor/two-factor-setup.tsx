import {
  Button,
  FieldErrorsContext,
  formProblem,
  Input,
  useSubmit,
  useTypedApi,
  type ApiSchemas,
} from '@platform/shared-ui';
import { useState } from 'react';
import styles from '../common/console-page.module.css';
import { PageHeader } from '../common/page-header';
import { TWO_FACTOR_TEXTS } from '../console/console-texts';

type Setup = ApiSchemas['schemas']['TwoFactorSetup'];

/**
 * The console's gate for staff whose two-factor sign-in is not on: the same calls as Settings (start,
 * confirm with the app's first code), then the recovery codes, shown once. Every staff call refuses until
 * it is on (docs/decisions.md, "Staff console").
 */
export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const api = useTypedApi();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);
  const starting = useSubmit();
  const confirming = useSubmit({ successToast: true });

  const start = async () => {
    const answer = await starting.submit(null, () => api.post('/api/two-factor/setup/'));
    if (answer) setSetup(answer);
  };
  const confirm = async () => {
    const problem = code.trim() ? null : formProblem('Enter the code from the app.', 'code');
    const answer = await confirming.submit(problem, () =>
      api.post('/api/two-factor/enable/', { body: { code: code.trim() } }),
    );
    if (answer) setRecoveryCodes(answer.recovery_codes);
  };

  if (recoveryCodes) {
    return (
      <section className={styles.page}>
        <PageHeader title={TWO_FACTOR_TEXTS.codesTitle} subtitle={TWO_FACTOR_TEXTS.codesWhy} />
        <ul aria-label="Recovery codes">
          {recoveryCodes.map((recovery) => (
            <li key={recovery}>
              <code>{recovery}</code>
            </li>
          ))}
        </ul>
        <div>
          <Button onClick={onDone}>{TWO_FACTOR_TEXTS.done}</Button>
        </div>
      </section>
    );
  }

  return (
    <section className={`${styles.page} ${styles.panel}`}>
      <PageHeader title={TWO_FACTOR_TEXTS.title} subtitle={TWO_FACTOR_TEXTS.why} />
      {setup ? (
        <form
          {...confirming.fieldErrors.form}
          className={styles.page}
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <p>{TWO_FACTOR_TEXTS.scan}</p>
          <img src={setup.qr_code} alt={TWO_FACTOR_TEXTS.qrAlt} width={180} height={180} />
          <p>
            {TWO_FACTOR_TEXTS.typeKey} <code data-testid="two-factor-key">{setup.secret}</code>
          </p>
          <FieldErrorsContext.Provider value={confirming.fieldErrors.errors}>
            <Input
              label={TWO_FACTOR_TEXTS.code}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </FieldErrorsContext.Provider>
          <div>
            <Button type="submit" loading={confirming.submitting}>
              {TWO_FACTOR_TEXTS.confirm}
            </Button>
          </div>
        </form>
      ) : (
        <Button onClick={() => void start()} loading={starting.submitting}>
          {TWO_FACTOR_TEXTS.start}
        </Button>
      )}
    </section>
  );
}
