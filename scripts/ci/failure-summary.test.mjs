// .ci/run's last lines name what failed, from the logs the tools print (run by `npm test`).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { failureSummary } from './failure-summary.mjs';

const vitestLog = `
 ❯ test/login.test.ts (2 tests | 1 failed) 12ms
     × refuses a wrong password 5ms
⎯⎯⎯⎯⎯⎯ Failed Suites 1 ⎯⎯⎯⎯⎯⎯⎯
 \x1b[31mFAIL\x1b[39m  test/seed.test.ts [ test/seed.test.ts ]
⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯
 FAIL  test/login.test.ts > POST /api/login/ > refuses a wrong password
AssertionError: expected 401 to be 400
 ✓ test/health.test.ts (1 test) 812ms
⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯
Error: Client was closed and is not queryable
This error originated in "test/comments.test.ts" test file. It doesn't mean the error was thrown inside the file itself, but while it was running.
`;

const frontLog = `
@platform/shell:test:  FAIL  src/routes/home.test.tsx > shows the plans
@platform/shell:typecheck: src/app.tsx(3,4): error TS2322: Type 'number' is not assignable to type 'string'.
  Failed:    @platform/shell#test
    not ok 2 - lists every boundary
  1) [chromium] › tests/login.spec.ts:12:3 › signs in ─────────────

  1 failed
    [chromium] › tests/login.spec.ts:12:3 › signs in ─────────────────
  1 flaky
    [chromium] › tests/board.spec.ts:5:3 › moves a task ──────────────
  46 passed (13.2m)
Step failed (exit 1): npx playwright test -c e2e/playwright.config.ts
`;

describe('failureSummary', () => {
  it('ends with the lane, the step, the exit code and the failing vitest files and tests', () => {
    assert.deepEqual(
      failureSummary({ lane: 'API', step: 'API tests on PostgreSQL', code: '1', log: vitestLog }),
      [
        '==== CI failed ====',
        'Lane: API',
        'Step: API tests on PostgreSQL',
        'Exit code: 1',
        'Failing:',
        '  vitest: test/seed.test.ts [ test/seed.test.ts ]',
        '  vitest: test/login.test.ts > POST /api/login/ > refuses a wrong password',
        '  vitest: unhandled error from test/comments.test.ts',
      ],
    );
  });

  it('names failed journeys (not flaky ones), turbo tasks, type errors and node:test cases', () => {
    assert.deepEqual(failureSummary({ lane: 'front', step: 'npm test', code: '1', log: frontLog }).slice(2), [
      'Step: npm test › npx playwright test -c e2e/playwright.config.ts',
      'Exit code: 1',
      'Failing:',
      '  vitest: src/routes/home.test.tsx > shows the plans',
      "  tsc: src/app.tsx(3,4): error TS2322: Type 'number' is not assignable to type 'string'.",
      '  turbo task failed: @platform/shell#test',
      '  node:test: lists every boundary',
      '  Playwright: [chromium] › tests/login.spec.ts:12:3 › signs in',
    ]);
  });

  it('says so when the log names nothing', () => {
    assert.equal(
      failureSummary({ lane: 'front', step: 'Installing', code: '2', log: '' }).at(-1),
      'Failing: no test names found in the log; the step output above says why.',
    );
  });
});
