import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnvironment } from '../src/platform/config/environment.js';
import { rollbackRuleFromEnv } from '../src/platform/config/server-config.js';
import { DEFAULT_ROLLBACK_RULE, buildHealth, judgeCanary } from '../src/platform/remotes/rollback-rule.js';

const rule = { enabled: true, windowMinutes: 10, marginPoints: 5, minSessions: 30 };
const health = (sessions: number, errors: number) => ({ sessions, errors });

describe('the automatic rollback rule', () => {
  it('drops a canary whose error rate is above the live build by more than the margin, with enough sessions', () => {
    const verdict = judgeCanary(health(40, 8), health(400, 4), rule);
    expect(verdict).toEqual({
      rollback: true,
      reason:
        "canary error rate 20.0% over 40 sessions against the live build's 1.0% over 400, in the last 10 minutes: " +
        'more than 5 points worse',
    });
  });

  it('keeps a canary within the margin, or exactly at it', () => {
    expect(judgeCanary(health(100, 6), health(1000, 10), rule).rollback).toBe(false);
    expect(judgeCanary(health(100, 6), health(100, 1), rule).rollback).toBe(false);
    expect(judgeCanary(health(100, 7), health(100, 1), rule).rollback).toBe(true);
  });

  it('does not judge on too few sessions, however bad they look', () => {
    const verdict = judgeCanary(health(29, 29), health(500, 0), rule);
    expect(verdict.rollback).toBe(false);
    expect(verdict.reason).toMatch(/^too few sessions to judge .*30 needed\)$/);
    expect(judgeCanary(health(30, 30), health(500, 0), rule).rollback).toBe(true);
  });

  it('compares with a live build that has no sessions as with one that has no errors', () => {
    expect(judgeCanary(health(30, 2), health(0, 0), rule).rollback).toBe(true);
    expect(judgeCanary(health(30, 1), health(0, 0), rule).rollback).toBe(false);
  });

  it('does nothing when turned off', () => {
    expect(judgeCanary(health(100, 100), health(100, 0), { ...rule, enabled: false }).rollback).toBe(false);
  });

  it('counts every error kind against the sessions', () => {
    const totals = {
      session: { count: 10, sum: 0 },
      'load-failure': { count: 1, sum: 0 },
      'render-error': { count: 2, sum: 0 },
      'uncaught-error': { count: 3, sum: 0 },
      lcp: { count: 9, sum: 9000 },
    };
    expect(buildHealth(totals)).toEqual({ sessions: 10, errors: 6 });
    expect(buildHealth(undefined)).toEqual({ sessions: 0, errors: 0 });
  });
});

describe('rollbackRuleFromEnv', () => {
  it('has the documented defaults', () => {
    expect(rollbackRuleFromEnv(parseEnvironment({}))).toEqual(DEFAULT_ROLLBACK_RULE);
    expect(DEFAULT_ROLLBACK_RULE).toEqual({
      enabled: true,
      windowMinutes: 10,
      marginPoints: 5,
      minSessions: 30,
    });
  });

  it('takes overrides and refuses nonsense', () => {
    expect(
      rollbackRuleFromEnv(
        parseEnvironment({
          ROLLBACK_AUTOMATIC: 'off',
          ROLLBACK_WINDOW_MINUTES: '15',
          ROLLBACK_MARGIN_POINTS: '10',
          ROLLBACK_MIN_SESSIONS: '3',
        }),
      ),
    ).toEqual({ enabled: false, windowMinutes: 15, marginPoints: 10, minSessions: 3 });
    expect(() => parseEnvironment({ ROLLBACK_WINDOW_MINUTES: '0' })).toThrow(
      'ROLLBACK_WINDOW_MINUTES must be a whole number from 1 to 60, not "0".',
    );
    expect(() => parseEnvironment({ ROLLBACK_MIN_SESSIONS: 'many' })).toThrow(ConfigError);
    expect(() => parseEnvironment({ ROLLBACK_AUTOMATIC: 'yes' })).toThrow(
      'ROLLBACK_AUTOMATIC must be "on" or "off", not "yes".',
    );
  });
});
