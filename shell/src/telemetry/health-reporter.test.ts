import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildInText, createHealthReporter, type HealthEvent } from './health-reporter';

const canary = { remote: 'mf-billing', version: '2026.2' };
const live = { remote: 'mf-billing', version: '2026.1' };

describe('createHealthReporter', () => {
  let batches: HealthEvent[][];
  beforeEach(() => {
    vi.useFakeTimers();
    batches = [];
  });
  afterEach(() => vi.useRealTimers());

  const reporter = () => createHealthReporter({ send: (events) => batches.push(events), flushDelayMs: 2000 });

  it('sends what a page load saw in one batch after a short wait', () => {
    const health = reporter();
    health.session(canary);
    health.vital(live, 'lcp', 1234.5);
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(2000);
    expect(batches).toEqual([
      [
        { remote: 'mf-billing', version: '2026.2', kind: 'session' },
        { remote: 'mf-billing', version: '2026.1', kind: 'lcp', value: 1234.5 },
      ],
    ]);
  });

  it('by default holds a session past the first seconds of the page, while it becomes interactive', () => {
    const health = createHealthReporter({ send: (events) => batches.push(events) });
    health.session(canary);
    vi.advanceTimersByTime(9_999);
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(batches).toEqual([[{ remote: 'mf-billing', version: '2026.2', kind: 'session' }]]);
  });

  it('sends a failure at once, with the session before it, so a page closed straight away is counted', () => {
    const health = reporter();
    health.session(canary);
    health.renderError(canary);
    expect(batches).toEqual([
      [
        { remote: 'mf-billing', version: '2026.2', kind: 'session' },
        { remote: 'mf-billing', version: '2026.2', kind: 'render-error' },
      ],
    ]);
    health.vital(live, 'lcp', 900);
    vi.advanceTimersByTime(2000);
    expect(batches).toHaveLength(2);
  });

  it('counts each kind once per build and page load', () => {
    const health = reporter();
    health.loadFailure(canary);
    health.loadFailure(canary);
    health.session(canary);
    health.session(canary);
    health.session(live);
    health.flush();
    expect(batches.flat()).toEqual([
      { remote: 'mf-billing', version: '2026.2', kind: 'load-failure' },
      { remote: 'mf-billing', version: '2026.2', kind: 'session' },
      { remote: 'mf-billing', version: '2026.1', kind: 'session' },
    ]);
  });

  it('puts an uncaught error on the remote build its script or stack points into, and drops the rest', () => {
    const health = reporter();
    health.uncaughtError('http://localhost/remotes/mf-auth/a7/static/js/12.js', undefined);
    health.uncaughtError(
      undefined,
      'TypeError: x\n    at f (http://localhost/remotes/mf-workspace/w-3/static/js/9.js:1:20)',
    );
    health.uncaughtError('http://localhost/static/js/main.js', 'at main.js:1:1');
    health.flush();
    expect(batches.flat()).toEqual([
      { remote: 'mf-auth', version: 'a7', kind: 'uncaught-error' },
      { remote: 'mf-workspace', version: 'w-3', kind: 'uncaught-error' },
    ]);
  });

  it('ignores vitals that are not numbers', () => {
    const health = reporter();
    health.vital(live, 'cls', Number.NaN);
    health.vital(live, 'inp', -1);
    health.flush();
    expect(batches).toEqual([]);
  });
});

describe('buildInText', () => {
  it('reads package and version from a remote URL only', () => {
    expect(buildInText('/remotes/mf-billing/1.2.3/mf-manifest.json')).toEqual({
      remote: 'mf-billing',
      version: '1.2.3',
    });
    expect(buildInText('/api/remotes')).toBeNull();
    expect(buildInText(undefined)).toBeNull();
  });
});
