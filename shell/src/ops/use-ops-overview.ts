import { useCallback, useEffect, useState } from 'react';
import { opsCall, OpsError, type OpsOverview } from './ops-api';

/** How often the page reads the health again while it is open. */
const refreshMs = 15_000;

export interface OpsOverviewState {
  overview: OpsOverview | null;
  /** The last refusal or failure, for the page to show. */
  problem: string | null;
  /** The token was refused (401) or there is no ops page here (404). */
  refused: boolean;
  /** Runs a promote, rollback or share change, then reads the overview again; answers its message. */
  act: (path: 'promote' | 'rollback' | 'canary-share', body: object) => Promise<string | null>;
}

/** The ops overview for `token`, read now and every 15 seconds. */
export function useOpsOverview(token: string): OpsOverviewState {
  const [overview, setOverview] = useState<OpsOverview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);

  const fail = useCallback((error: unknown) => {
    setProblem(error instanceof Error ? error.message : 'The ops call failed.');
    if (error instanceof OpsError && (error.status === 401 || error.status === 404)) setRefused(true);
  }, []);

  const read = useCallback(
    () =>
      opsCall<OpsOverview>(token, 'overview').then((next) => {
        setOverview(next);
        setProblem(null);
      }, fail),
    [token, fail],
  );

  useEffect(() => {
    void read();
    const timer = setInterval(() => void read(), refreshMs);
    return () => clearInterval(timer);
  }, [read]);

  const act = useCallback(
    async (path: 'promote' | 'rollback' | 'canary-share', body: object) => {
      try {
        const { message } = await opsCall<{ message: string }>(token, path, body);
        await read();
        return message;
      } catch (error) {
        fail(error);
        return null;
      }
    },
    [token, read, fail],
  );

  return { overview, problem, refused, act };
}
