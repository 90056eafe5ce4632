import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mf-marketing', 'mf-auth', 'mf-workspace', 'mf-billing'];

/** Imports that would couple one deployable to another's source. */
function boundary(files, forbidden, message) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidden.flatMap((name) => [
            { group: [`@platform/${name}`, `@platform/${name}/*`], message },
            { group: [`**/${name}/src/**`], message },
          ]),
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.turbo/**',
      'prisma/generated/**',
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
  ...remotes.map((remote) =>
    boundary(
      [`${remote}/**/*.{ts,tsx}`],
      ['shell', ...remotes.filter((other) => other !== remote)],
      'A remote imports neither the shell nor another remote: use the platform contract from @platform/shared-ui.',
    ),
  ),
  boundary(
    ['shared-ui/**/*.{ts,tsx}'],
    ['shell', 'api', ...remotes],
    'shared-ui is imported by apps, never the other way round.',
  ),
  boundary(
    ['api/**/*.ts', 'prisma/**/*.ts'],
    ['shell', ...remotes],
    'The API does not depend on front-end code.',
  ),
);
