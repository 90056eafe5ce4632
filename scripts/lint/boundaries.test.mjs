// Each boundary of eslint.config.js fails on a deliberate violation (run by `npm test`).
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The boundary rules' messages for `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) =>
      [
        'no-restricted-imports',
        'no-restricted-syntax',
        'import-x/no-restricted-paths',
        'import-x/no-cycle',
      ].includes(message.ruleId),
    )
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
    'the API platform imports an area',
    'api/src/platform/http/security-headers.ts',
    "import { notify } from '../../workspace/notifications/notify.js';\nexport const send = notify;",
    'The platform imports no area',
  ],
  [
    "an API area imports another area's module that is not public",
    'api/src/billing/payments/refunds.ts',
    "import { recordHistory } from '../../workspace/tasks/task-history.js';\nexport const record = recordHistory;",
    'Another area is reached through its public modules',
  ],
  [
    'an API module closes an import cycle',
    'api/src/platform/errors/domain-errors.ts',
    "import { errorHandler } from '../http/error-handler.js';\nexport const handler = errorHandler;",
    'Dependency cycle detected',
  ],
  [
    'a page imports another page',
    'mf-marketing/src/requests/requests-page.tsx',
    "import type { LetsTalkPrefill } from '../lets-talk/lets-talk-page';",
    'A page does not import another page',
  ],
  [
    'the API reads process.env outside its environment module',
    'api/src/platform/byte-store/byte-store-from-env.ts',
    'export const bucket = process.env.S3_BUCKET;',
    'read in one module per program',
  ],
  [
    "an API test reads process.env outside the tests' environment module",
    'api/test/accounts.test.ts',
    'export const seed = process.env.SEED;',
    'read in one module per program',
  ],
  [
    'a remote imports the database',
    'mf-marketing/src/pages.ts',
    "import type { ServiceRequest } from '@platform/prisma';",
    'never its code or the database',
  ],
  [
    'shared-ui imports the API',
    'shared-ui/src/project.ts',
    "import type { App } from '@platform/api';",
    'Front ends reach the API over HTTP',
  ],
  [
    'the database package takes env from process by destructuring',
    'prisma/src/database-config.ts',
    'const { env } = process;\nexport const url = env.DATABASE_URL;',
    'read in one module per program',
  ],
  [
    'a remote imports env from node:process',
    'mf-auth/src/pages.ts',
    "import { env } from 'node:process';\nexport const mode = env.NODE_ENV;",
    'read in one module per program',
  ],
  [
    'a remote names the answer type of its own API call',
    'mf-billing/src/plans/use-plans.ts',
    "export const plans = (api) => api.get<{ plans: string[] }>('/api/plans/');",
    'takes its types from the OpenAPI document',
  ],
  [
    'the shell names the answer type of a raw request',
    'shell/src/ops/ops-api.ts',
    "export const ops = (api) => api.request<{ ok: boolean }>('/api/ops/', { method: 'POST' });",
    'takes its types from the OpenAPI document',
  ],
  [
    'a remote with the typed-call rule still reads process.env',
    'mf-staff/src/pages.ts',
    'export const mode = process.env.NODE_ENV;',
    'read in one module per program',
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
      [
        'api/src/billing/payments/refunds.ts',
        "import { notify } from '../../workspace/notifications/notify.js';\nexport const send = notify;",
      ],
      ['api/src/platform/config/environment.ts', 'export const read = () => process.env;'],
      ['prisma/src/cli/migrate.ts', 'export const url = process.env.DATABASE_URL;'],
      ['api/test/support/test-environment.ts', 'export const url = process.env.TEST_DATABASE_URL;'],
      ['scripts/test.mjs', 'export const chromium = process.env.CHROMIUM_PATH;'],
      [
        'mf-billing/src/plans/use-plans.ts',
        "export const plans = (api) => api.get('/api/plans/');\nexport const cached = new Map<string, number>().get('x');",
      ],
    ];
    for (const [filePath, code] of allowed)
      assert.deepEqual(await boundaryErrors(filePath, code), [], filePath);
  });
});
