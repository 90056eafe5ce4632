// npm test: lint and format, types, unit + API + component tests, then end-to-end in Chromium.
// `--without-api-suite`: all but the API package's tests, which .ci/run runs beside these steps (docs/decisions.md).
import { existsSync } from 'node:fs';
import { runSteps } from './run-command.mjs';

const withoutApiSuite = process.argv.includes('--without-api-suite');
const typesAndTests = ['turbo', 'run', 'typecheck', 'test', '--concurrency=2', '--output-logs=new-only'];

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium is missing at ${chromium}: install it with apt-get install -y chromium`);
  process.exit(1);
}

await runSteps([
  ['npx', ['eslint', '.', '--max-warnings=0']],
  [
    'node',
    [
      '--test',
      'scripts/lint/boundaries.test.mjs',
      'scripts/ci/failure-summary.test.mjs',
      'scripts/ci/database-tests.test.mjs',
      'scripts/lint/environment-docs.test.mjs',
      'scripts/rspack/react-router-exports.test.mjs',
      'scripts/rspack/contract-range.test.mjs',
      'scripts/rspack/page-chunks.test.mjs',
      'scripts/prerender/page-style.test.mjs',
      'scripts/precompress/precompress.test.mjs',
      'scripts/rspack/federation-runtime-modules.test.mjs',
      'scripts/rspack/shakeable-router.test.mjs',
    ],
  ],
  ['npx', ['prettier', '--check', '.', '--log-level=warn']],
  ...(withoutApiSuite
    ? [
        ['npx', [...typesAndTests, '--filter=!@platform/api']],
        ['npx', ['turbo', 'run', 'typecheck', '--filter=@platform/api', '--output-logs=new-only']],
      ]
    : [['npx', typesAndTests]]),
  ['npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
]);
