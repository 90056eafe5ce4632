import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { REMOTE_PACKAGES } from '@platform/contract';

const remotes = REMOTE_PACKAGES;
/** Every workspace package, by folder; each is `@platform/<folder>`. */
const packages = ['shell', ...remotes, 'shared-ui', 'contract', 'api', 'prisma', 'e2e', 'bench'];
const frontEnds = ['shell', ...remotes, 'shared-ui'];

const messages = {
  shellRemote: 'The shell loads remotes at runtime through the registry; it never imports one.',
  remote:
    'A remote imports neither the shell nor another remote: use the platform contract from @platform/shared-ui.',
  backEnd:
    'Front ends reach the API over HTTP (the generated types in @platform/shared-ui), never its code or the database.',
  sharedUi: 'shared-ui is imported by apps, never the other way round.',
  api: 'The API does not depend on front-end code.',
  deep: 'Import another package by its name and exports, not from inside its src/.',
  page: 'A page does not import another page: move what both need into a module of the feature.',
  contract:
    '@platform/contract holds plain facts both sides share; it imports no other package and no React.',
};

/** Import patterns that reach `folder`'s package, whole or deep. */
const packagePatterns = (folder, message) => [
  { group: [`@platform/${folder}`, `@platform/${folder}/*`], message },
  { group: [`**/${folder}/src/**`], message },
];

/** Deep imports into every package but `own`. */
const deepPatterns = (own) =>
  packages
    .filter((folder) => folder !== own)
    .map((folder) => ({
      group: [`@platform/${folder}/src/**`, `**/${folder}/src/**`],
      message: messages.deep,
    }));

/** Which packages each package may not import, with the reason. */
const forbiddenImports = {
  shell: [
    ...remotes.map((remote) => [remote, messages.shellRemote]),
    ['api', messages.backEnd],
    ['prisma', messages.backEnd],
  ],
  'shared-ui': [
    ...['shell', ...remotes].map((app) => [app, messages.sharedUi]),
    ['api', messages.backEnd],
    ['prisma', messages.backEnd],
  ],
  api: frontEnds.map((frontEnd) => [frontEnd, messages.api]),
  prisma: frontEnds.map((frontEnd) => [frontEnd, messages.api]),
  contract: ['shell', ...remotes, 'shared-ui', 'api', 'prisma'].map((other) => [other, messages.contract]),
  ...Object.fromEntries(
    remotes.map((remote) => [
      remote,
      [
        ...['shell', ...remotes.filter((other) => other !== remote)].map((app) => [app, messages.remote]),
        ['api', messages.backEnd],
        ['prisma', messages.backEnd],
      ],
    ]),
  ),
};

/** The page modules a remote's `pages.ts` loads (its page keys' components), relative to the repository. */
function pageFiles(remote) {
  const source = readFileSync(new URL(`./${remote}/src/pages.ts`, import.meta.url), 'utf8');
  const modules = [...source.matchAll(/import\('\.\/([^']+)'\)/g)].map((match) => match[1]);
  return [...new Set(modules)].map((module) => `${remote}/src/${module}.tsx`);
}

function restrictedImports(files, patterns, ignores = []) {
  return { files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

/** One config per package (and per page of a remote), since a later `no-restricted-imports` replaces an earlier one. */
function boundaries() {
  return packages.flatMap((folder) => {
    const own = [
      ...(forbiddenImports[folder] ?? []).flatMap(([other, message]) => packagePatterns(other, message)),
      ...deepPatterns(folder),
      ...(folder === 'contract'
        ? [{ group: ['react', 'react/*', 'react-*'], message: messages.contract }]
        : []),
    ];
    const files = [`${folder}/**/*.{ts,tsx,js,mjs}`];
    if (!remotes.includes(folder)) return [restrictedImports(files, own)];
    const pages = pageFiles(folder);
    return [
      restrictedImports(files, own, pages),
      ...pages.map((page) =>
        restrictedImports(
          [page],
          [
            ...own,
            ...pages
              .filter((other) => other !== page)
              .map((other) => ({ group: [`**/${basename(other, '.tsx')}`], message: messages.page })),
          ],
        ),
      ),
    ];
  });
}

/**
 * Where `process.env` may be read. Each program reads its environment in one module that checks and
 * documents every variable, and passes the parsed values on; tools and tests set environments up for the
 * programs they start.
 */
const environmentReaders = [
  'api/src/platform/config/environment.ts', // the API's one read: its schema, every problem at once, the README table
  'prisma/src/cli/**', // the migrate command, a program of its own (DATABASE_URL, DATA_DIR)
  'prisma/prisma.config.ts', // loaded by Prisma's own CLI (`prisma migrate deploy` takes DATABASE_URL)
  'prisma/scripts/**', // the build's `prisma generate` wrapper hands the environment to Prisma's CLI
  'prisma/src/testing/**', // the test databases' harness picks PGlite or TEST_DATABASE_URL
  'api/test/support/test-environment.ts', // the API tests' one read: their database server, a child's PATH
  'api/test/fuzz/fuzz-settings.ts', // the fuzz suite's knobs (FUZZ_RUNS, FUZZ_SEED, FUZZ_OPERATION, CI)
  'scripts/**', // start, dev, test, release commands: they build the environments of what they run
  'e2e/**', // Playwright starts the product with its own environment (E2E_PORT...)
  'bench/**', // the benchmarks start the product and databases (BENCH_DATABASE_URL...)
];

const environmentMessage =
  "The environment is read in one module per program (the API's is api/src/platform/config/environment.ts), which checks and documents every variable: take the parsed values as a parameter.";

/** `process.env`, `process['env']`, `const { env } = process` and `import { env } from 'node:process'`. */
const environmentReads = [
  "MemberExpression[object.name='process'][property.name='env']",
  "MemberExpression[object.name='process'][property.value='env']",
  "MemberExpression[object.property.name='process'][property.name='env']",
  "VariableDeclarator[init.name='process'] > ObjectPattern > Property[key.name='env']",
  "ImportDeclaration[source.value=/^(node:)?process$/] > ImportSpecifier[imported.name='env']",
].map((selector) => ({ selector, message: environmentMessage }));

const typedCallMessage =
  "A front end's API call takes its types from the OpenAPI document: useApiQuery/useApiMutation (@platform/shared-ui/queries) or useTypedApi(), not a result type of its own.";

/** `api.get<Answer>(...)`, `client.request<Answer>(...)`: a call that names its own answer type. */
const ownAnswerTypes = [
  "CallExpression[typeArguments][callee.type='MemberExpression'][callee.property.name=/^(get|post|put|patch|delete|request)$/]",
].map((selector) => ({ selector, message: typedCallMessage }));

/** The front ends' sources (tests may still stub the client's raw calls). */
const frontEndSources = ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'];

/**
 * The API's areas (docs/architecture.md, "Where things live"). An area imports the platform, and another area
 * only through the modules listed here as that area's public ones: what other areas use of it today. Adding to a
 * list is a decision; what two areas both need usually belongs in `platform/` or in the owning area's module
 * already listed. The platform imports no area (the environment's schema documents one area's default).
 */
const apiAreaPublicModules = {
  accounts: ['auth/password-reset.ts', 'profile/profile-routes.ts'],
  marketing: [
    'requests/request-labels.ts',
    'requests/requested-service.ts',
    'requests/work-estimates.ts',
    'site-chat/chat-at-sign-in.ts',
    'site-chat/site-chat-store.ts',
  ],
  workspace: [
    'assistant/assistant.ts',
    'assistant/embedded/intake-budget.ts',
    'assistant/embedded/team-proposal.ts',
    'assistant/team-proposal.ts',
    'contracts/contract-day.ts',
    'contracts/contract-document.ts',
    'contracts/contract-invoices.ts',
    'events/record-activity.ts',
    'meetings/meeting-time.ts',
    'milestones/milestone-payment.ts',
    'notifications/notify.ts',
    'onboarding/first-payment.ts',
    'permissions/project-permission.ts',
    'projects/project-access.ts',
    'projects/project-delete.ts',
    'projects/project-schemas.ts',
    'projects/project-types.ts',
    'projects/workspace-path.ts',
    'tasks/task-files.ts',
    'team/accept-invitation.ts',
    'team/team-notices.ts',
  ],
  billing: [
    'ledger/journal.ts',
    'payments/payable-key.ts',
    'payments/payment-provider.ts',
    'payments/settle-payment.ts',
    'payments/settlements.ts',
    'payments/start-payment.ts',
    'subscriptions/account-restriction.ts',
    'subscriptions/billing-period.ts',
    'subscriptions/invoice-numbers.ts',
    'subscriptions/issue-invoice.ts',
    'subscriptions/money.ts',
    'subscriptions/plans.ts',
    'subscriptions/seat-taking.ts',
    'subscriptions/subscription.ts',
    'subscriptions/team-invoice-terms.ts',
  ],
  staff: [
    'inbox/inbox-items.ts',
    'inbox/inbox-notices.ts',
    'payouts/milestone-pay.ts',
    'payouts/payout-schemas.ts',
    'payouts/payout-views.ts',
    'payouts/payouts.ts',
    'staffing/client-limits.ts',
    'staffing/proposal-plan.ts',
    'staffing/proposal-versions.ts',
    'talent/team-proposal.ts',
  ],
};
const apiAreas = Object.keys(apiAreaPublicModules);

const apiAreaZones = [
  ...apiAreas.map((area) => ({
    target: 'api/src/platform',
    from: `api/src/${area}`,
    except: area === 'billing' ? ['./payments/paystack-addresses.ts'] : [],
    message: 'The platform imports no area: move what it needs into platform/, or pass it in from app.ts.',
  })),
  ...apiAreas.flatMap((target) =>
    apiAreas
      .filter((from) => from !== target)
      .map((from) => ({
        target: `api/src/${target}`,
        from: `api/src/${from}`,
        except: apiAreaPublicModules[from].map((module) => `./${module}`),
        message: `Another area is reached through its public modules (eslint.config.js, apiAreaPublicModules.${from}).`,
      })),
  ),
];

/** No import cycle in the API, and the areas' boundaries. */
const apiModules = {
  files: ['api/src/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    ...importX.flatConfigs.typescript.settings,
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'api/tsconfig.json' })],
  },
  rules: {
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
    'import-x/no-restricted-paths': ['error', { zones: apiAreaZones }],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/.turbo/**',
      'prisma/generated/**',
      'contract/types/**',
      'releases/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx', 'shared-ui/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...boundaries(),
  apiModules,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: environmentReaders,
    rules: { 'no-restricted-syntax': ['error', ...environmentReads] },
  },
  {
    // After the environment's entry: the one `no-restricted-syntax` of a front-end file holds both lists.
    files: frontEndSources,
    ignores: ['**/*.test.{ts,tsx}', ...environmentReaders],
    rules: { 'no-restricted-syntax': ['error', ...environmentReads, ...ownAnswerTypes] },
  },
);
