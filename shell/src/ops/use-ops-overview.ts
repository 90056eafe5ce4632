import { ApiError, type TypedApi } from '@platform/shared-ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { OPS_CALL_FAILED, opsApi, type OpsOverview } from './ops-api';

/** A promote, rollback or share change, answering its message. */
export type OpsChange = (ops: TypedApi) => Promise<{ message: string }>;

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
  /** Runs a change, then reads the overview again; answers its message. */
  act: (change: OpsChange) => Promise<string | null>;
}

/**
 * The ops overview for `token`: read when the page opens, when its tab comes back into view, after each of its
 * actions and on Refresh. Never on a timer: nothing in the front ends polls (docs/decisions.md, "Live workspace").
 */
export function useOpsOverview(token: string): OpsOverviewState {
  const ops = useMemo(() => opsApi(token), [token]);
  const [overview, setOverview] = useState<OpsOverview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const [readAt, setReadAt] = useState<Date | null>(null);

  const fail = useCallback((error: unknown) => {
    setProblem(error instanceof Error ? error.message : OPS_CALL_FAILED);
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) setRefused(true);
  }, []);

  const read = useCallback(
    () =>
      ops.get('/api/ops/overview', { fallbackMessage: OPS_CALL_FAILED }).then((next) => {
        setOverview(next);
        setReadAt(new Date());
        setProblem(null);
      }, fail),
    [ops, fail],
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
    async (change: OpsChange) => {
      try {
        const { message } = await change(ops);
        await read();
        return message;
      } catch (error) {
        fail(error);
        return null;
      }
    },
    [ops, read, fail],
  );

  const refresh = useCallback(() => void read(), [read]);
  return { overview, problem, refused, readAt, refresh, act };
}
