import { ERROR_KINDS } from '../telemetry/telemetry-schema.js';
import type { BuildHealth, BuildTotals } from '../telemetry/telemetry-store.js';

/**
 * When a canary is dropped without asking anyone (docs/operations.md "Automatic rollback"): its error rate
 * over the last `windowMinutes` is above the live build's by more than `marginPoints` percentage points,
 * and it has had at least `minSessions` sessions in that window, so a handful of unlucky page loads
 * never decides.
 */
export interface RollbackRule {
  enabled: boolean;
  windowMinutes: number;
  marginPoints: number;
  minSessions: number;
}

export const DEFAULT_ROLLBACK_RULE: RollbackRule = {
  enabled: true,
  windowMinutes: 10,
  marginPoints: 5,
  minSessions: 30,
};

export function buildHealth(totals: BuildTotals | undefined): BuildHealth {
  const count = (kind: string) => totals?.[kind]?.count ?? 0;
  return { sessions: count('session'), errors: ERROR_KINDS.reduce((sum, kind) => sum + count(kind), 0) };
}

/** Errors per session in percent; no sessions, no errors to speak of. */
export const errorRate = ({ sessions, errors }: BuildHealth) =>
  sessions === 0 ? 0 : (errors / sessions) * 100;

const percent = (value: number) => `${value.toFixed(1)}%`;

/** Whether the rule drops the canary, and the reason the history and the log give. */
export function judgeCanary(
  canary: BuildHealth,
  live: BuildHealth,
  rule: RollbackRule,
): { rollback: boolean; reason: string } {
  const canaryRate = errorRate(canary);
  const liveRate = errorRate(live);
  const facts =
    `canary error rate ${percent(canaryRate)} over ${canary.sessions} sessions against the live build's ` +
    `${percent(liveRate)} over ${live.sessions}, in the last ${rule.windowMinutes} minutes`;
  if (!rule.enabled) return { rollback: false, reason: `automatic rollback is off (${facts})` };
  if (canary.sessions < rule.minSessions) {
    return { rollback: false, reason: `too few sessions to judge (${facts}; ${rule.minSessions} needed)` };
  }
  if (canaryRate - liveRate > rule.marginPoints) {
    return { rollback: true, reason: `${facts}: more than ${rule.marginPoints} points worse` };
  }
  return { rollback: false, reason: `within ${rule.marginPoints} points (${facts})` };
}
