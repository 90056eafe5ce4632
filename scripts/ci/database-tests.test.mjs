// Which API test files .ci/run runs a second time on PostgreSQL (run by `npm test`).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { databaseTestFiles } from './database-tests.mjs';

function apiFolder(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'database-tests-'));
  for (const [name, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), source);
  }
  return root;
}

describe('databaseTestFiles', () => {
  it('takes the files that reach the test database or its URL, through test modules too', () => {
    const root = apiFolder({
      'test/support/harness.ts': "import { openTestDatabase } from '@platform/prisma/testing';\n",
      'test/support/calls.ts': "export { useHarness } from './harness.js';\n",
      'test/support/types-only.ts': "import type { TestDatabaseTemplate } from '@platform/prisma/testing';\n",
      'test/support/test-environment.ts': 'export const testDatabaseUrl = undefined;\n',
      'test/direct.test.ts': "import {\n  bearer,\n  useHarness,\n} from './support/harness.js';\n",
      'test/race/indirect.test.ts': "import { call } from '../support/calls.js';\n",
      'test/server.test.ts': "import { searchPath, testDatabaseUrl } from './support/test-environment.js';\n",
      'test/pure.test.ts': "import { expect } from 'vitest';\nimport { money } from '../src/money.js';\n",
      'test/typed.test.ts':
        "import type { Harness } from './support/harness.js';\nimport './support/types-only.js';\n",
      'test/own-embedded.test.ts': "import { openDatabase } from '@platform/prisma';\n",
      'test/path-only.test.ts': "import { searchPath } from './support/test-environment.js';\n",
    });
    assert.deepEqual(databaseTestFiles(root), [
      'test/direct.test.ts',
      'test/race/indirect.test.ts',
      'test/server.test.ts',
    ]);
  });

  it("keeps the API's suites on the harness and leaves out the assistants' evaluations", () => {
    const files = databaseTestFiles();
    assert.ok(files.includes('test/registration.test.ts'));
    assert.ok(files.includes('test/fuzz/fuzz.test.ts'));
    assert.ok(!files.includes('test/intake-evaluation.test.ts'));
    assert.ok(!files.includes('test/money.test.ts'));
  });
});
