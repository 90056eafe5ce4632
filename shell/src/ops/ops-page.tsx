import { Button, Spinner } from '@platform/shared-ui/core';
import { useCallback, useEffect, useState } from 'react';
import { OPS_TOKEN_KEY } from './ops-api';
import { OpsAreaCard } from './ops-area-card';
import styles from './ops-page.module.css';
import { OpsTokenForm } from './ops-token-form';
import { useOpsOverview } from './use-ops-overview';

function OpsDashboard({ token, onRefused }: { token: string; onRefused: (problem: string) => void }) {
  const { overview, problem, refused, readAt, refresh, act } = useOpsOverview(token);
  useEffect(() => {
    if (refused) onRefused(problem ?? 'That ops token was refused.');
  }, [refused, problem, onRefused]);
  if (refused) return null;
  if (!overview) return <Spinner label="Loading..." />;
  const { rule } = overview;
  return (
    <>
      <h1>Operations</h1>
      <p className={styles.muted}>
        The last hour of every area. Automatic rollback {rule.enabled ? 'is on' : 'is off'}: a canary is
        dropped when its error rate over {rule.windowMinutes} minutes is more than {rule.marginPoints} points
        above the live build's, after {rule.minSessions} sessions.
      </p>
      <p className={styles.muted}>
        {readAt ? `As of ${readAt.toLocaleTimeString('en-GB')}. ` : null}
        <Button size="sm" variant="secondary" onClick={refresh}>
          Refresh
        </Button>
      </p>
      {problem && <p role="alert">{problem}</p>}
      {overview.areas.map((area) => (
        <OpsAreaCard key={area.remote} area={area} act={act} />
      ))}
    </>
  );
}

/**
 * `/ops`: not linked from the product. The server refuses every ops call without its OPS_TOKEN; the page
 * asks for it and keeps it in this tab's session storage.
 */
export default function OpsPage() {
  const [token, setToken] = useState(() => window.sessionStorage.getItem(OPS_TOKEN_KEY));
  const [problem, setProblem] = useState<string | null>(null);
  const open = (next: string) => {
    window.sessionStorage.setItem(OPS_TOKEN_KEY, next);
    setProblem(null);
    setToken(next);
  };
  const refuse = useCallback((message: string) => {
    window.sessionStorage.removeItem(OPS_TOKEN_KEY);
    setProblem(message);
    setToken(null);
  }, []);
  return (
    <div className={styles.page}>
      {token ? (
        <OpsDashboard token={token} onRefused={refuse} />
      ) : (
        <OpsTokenForm problem={problem} onToken={open} />
      )}
    </div>
  );
}
