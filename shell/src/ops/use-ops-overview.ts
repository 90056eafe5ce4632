import { useCallback, useEffect, useState } from 'react';
import { opsCall, OpsError, type OpsOverview } from './ops-api';

export interface OpsOverviewState {
  overview: OpsOverview | null;
  /** The last refusal or failure, for the page to show. */
  problem: string | null;
  /** The token was refused (401) or there is no ops page here (404). */
  refused: boolean;
  /** When the overview on screen was read. */
  readAt: Date | null;
  /** Reads it again now (the Refresh button). */
  refresh: () => void;
  /** Runs a promote, rollback or share change, then reads the overview again; answers its message. */
  act: (path: 'promote' | 'rollback' | 'canary-share', body: object) => Promise<string | null>;
}

/**
 * The ops overview for `token`: read when the page opens, when its tab comes back into view, after each of its
 * actions and on Refresh. Never on a timer: nothing in the front ends polls (docs/decisions.md, "Live workspace").
 */
export function useOpsOverview(token: string): OpsOverviewState {
  const [overview, setOverview] = useState<OpsOverview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const [readAt, setReadAt] = useState<Date | null>(null);

  const fail = useCallback((error: unknown) => {
    setProblem(error instanceof Error ? error.message : 'The ops call failed.');
    if (error instanceof OpsError && (error.status === 401 || error.status === 404)) setRefused(true);
  }, []);

  const read = useCallback(
    () =>
      opsCall<OpsOverview>(token, 'overview').then((next) => {
        setOverview(next);
        setReadAt(new Date());
        setProblem(null);
      }, fail),
    [token, fail],
  );

  useEffect(() => {
    void read();
    const again = () => {
      if (document.visibilityState === 'visible') void read();
    };
    document.addEventListener('visibilitychange', again);
    return () => document.removeEventListener('visibilitychange', again);
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

  const refresh = useCallback(() => void read(), [read]);
  return { overview, problem, refused, readAt, refresh, act };
}
