// The README's "Environment" tables stay true for the tools and tests (run by `npm test`). The API's table is
// generated from its schema (api/test/environment.test.ts); the hand-written "Tests and tools" table is held here:
// every row is still read by a tool, and every variable a tool reads is in a table or handed over by a script.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Where `process.env` may be read outside the API (eslint.config.js, `environmentReaders`). */
const toolPlaces = [
  'scripts',
  'e2e',
  'bench',
  'api/test/support/test-environment.ts',
  'api/test/fuzz/fuzz-settings.ts',
  'prisma/src/cli',
  'prisma/src/testing',
  'prisma/scripts',
  'prisma/prisma.config.ts',
];

/** Test files that only write `process.env` into code samples. */
const notReaders = new Set(['scripts/lint/boundaries.test.mjs', 'scripts/lint/environment-docs.test.mjs']);

/** Variables a tool reads that nobody sets by hand, with who does. */
const handedOver = {
  CI: 'the CI service',
  PATH: 'the shell',
  PRISMA_SCHEMA_ENGINE_BINARY: "Prisma's own setting, passed through to its CLI",
  PORT: 'bench/run.mjs, for the bare Hono server it measures against',
  REMOTE_VERSION: 'scripts/releases/release.mjs, for the build it publishes',
  E2E_RUN_DIR: "e2e/support/environment.ts, for Playwright's workers (or scripts/scale-out/run.sh)",
  E2E_MAILBOX_URL: "e2e's global setup, for its workers",
  E2E_BASE_URL: 'scripts/scale-out/run.sh: the product already runs behind nginx',
  E2E_PROCESS_URLS: 'scripts/scale-out/run.sh: the API processes behind nginx',
};

function filesUnder(place) {
  const full = path.join(root, place);
  if (/\.(ts|mjs|js|cjs)$/.test(place)) return [place];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|mjs|js|cjs)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter(
      (file) => !file.split(path.sep).some((part) => ['node_modules', 'dist', 'test-results'].includes(part)),
    );
}

const toolSources = toolPlaces
  .flatMap(filesUnder)
  .filter((file) => !notReaders.has(file))
  .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));

const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const environmentSection = readme.slice(
  readme.indexOf('\n## Environment'),
  readme.indexOf('\n## ', readme.indexOf('\n## Environment') + 1),
);
const toolsTable = environmentSection.slice(environmentSection.indexOf('Tests and tools read'));

/** The variables named in the first cell of each row of a markdown table. */
const rowVariables = (table) =>
  table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]));

describe('the README "Environment" tables', () => {
  it('list every variable a tool or test reads, unless a script hands it over', () => {
    const documented = new Set([...rowVariables(environmentSection), ...Object.keys(handedOver)]);
    const undocumented = toolSources.flatMap(({ file, text }) =>
      [...text.matchAll(/process\.env(?:\.|\[['"])([A-Z][A-Z0-9_]*)/g)]
        .map((match) => match[1])
        .filter((name) => !documented.has(name))
        .map((name) => `${name} (${file})`),
    );
    assert.deepEqual(undocumented, [], 'add a row to README "Tests and tools" for each');
  });

  it('name in "Tests and tools" only variables some tool still reads', () => {
    const variables = rowVariables(toolsTable);
    assert.ok(variables.length > 0, 'the "Tests and tools" table was not found');
    const unread = variables.filter((name) => !toolSources.some(({ text }) => text.includes(name)));
    assert.deepEqual(unread, [], 'drop these rows, or read the variables again');
  });
});
