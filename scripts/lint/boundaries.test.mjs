// Each boundary of eslint.config.js fails on a deliberate violation (run by `npm test`).
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The no-restricted-imports messages for `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

const violations = [
  [
    'the contract imports shared-ui',
    'contract/src/fields.js',
    "import { toast } from '@platform/shared-ui';",
    'imports no other package',
  ],
  [
    'the contract imports React',
    'contract/src/fields.js',
    "import { useState } from 'react';",
    'imports no other package',
  ],
  [
    'the shell imports a remote',
    'shell/src/app.tsx',
    "import { pages } from '@platform/mf-auth';",
    'never imports one',
  ],
  [
    'the shell imports a remote by path',
    'shell/src/app.tsx',
    "import { pages } from '../../mf-auth/src/pages';",
    'never imports one',
  ],
  [
    'a remote imports another remote',
    'mf-billing/src/pages.ts',
    "import { pages } from '@platform/mf-workspace';",
    'A remote imports neither',
  ],
  [
    'a remote imports the shell',
    'mf-auth/src/pages.ts',
    "import { routes } from '@platform/shell';",
    'A remote imports neither',
  ],
  [
    'a remote imports the API',
    'mf-workspace/src/pages.ts',
    "import type { App } from '@platform/api';",
    'Front ends reach the API over HTTP',
  ],
  [
    'the shell imports the database',
    'shell/src/app.tsx',
    "import type { PrismaClient } from '@platform/prisma';",
    'never its code or the database',
  ],
  [
    'shared-ui imports the database',
    'shared-ui/src/project.ts',
    "import type { Project } from '@platform/prisma';",
    'never its code or the database',
  ],
  [
    'shared-ui imports an app',
    'shared-ui/src/project.ts',
    "import { routes } from '@platform/shell';",
    'shared-ui is imported by apps',
  ],
  [
    'the API imports front-end code',
    'api/src/app.ts',
    "import { Button } from '@platform/shared-ui';",
    'does not depend on front-end code',
  ],
  [
    'a deep import into another package',
    'mf-billing/src/pages.ts',
    "import { Button } from '@platform/shared-ui/src/components/button';",
    'not from inside its src/',
  ],
  [
    'a deep relative import into another package',
    'api/src/app.ts',
    "import { migrate } from '../../prisma/src/migrate';",
    'not from inside its src/',
  ],
  [
    'a page imports another page',
    'mf-marketing/src/requests/requests-page.tsx',
    "import type { LetsTalkPrefill } from '../lets-talk/lets-talk-page';",
    'A page does not import another page',
  ],
];

describe('import boundaries', () => {
  for (const [name, filePath, code, expected] of violations) {
    it(`fails when ${name}`, async () => {
      const errors = await boundaryErrors(filePath, code);
      assert.ok(
        errors.some((message) => message.includes(expected)),
        `expected "${expected}", got ${JSON.stringify(errors)}`,
      );
    });
  }

  it('allows what the boundaries permit', async () => {
    const allowed = [
      [
        'mf-marketing/src/requests/requests-page.tsx',
        "import type { LetsTalkPrefill } from '../lets-talk/lets-talk-prefill';",
      ],
      ['mf-marketing/src/pages.ts', "import LetsTalkPage from './lets-talk/lets-talk-page';"],
      [
        'mf-workspace/src/tasks/tasks-page.tsx',
        "import { WorkspacePage } from '../workspace/workspace-page';",
      ],
      ['mf-billing/src/pages.ts', "import { Button } from '@platform/shared-ui';"],
      ['api/src/app.ts', "import type { PrismaClient } from '@platform/prisma';"],
    ];
    for (const [filePath, code] of allowed)
      assert.deepEqual(await boundaryErrors(filePath, code), [], filePath);
  });
});
