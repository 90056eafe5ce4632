// npm run dev: every app rebuilds on change; the API serves each remote's dist folder as version "dev".
import { run } from './run-command.mjs';

process.exit(
  await run(
    'npx',
    ['turbo', 'run', 'dev', '--filter=!@platform/e2e', '--concurrency=20', '--env-mode=loose'],
    {
      REMOTES_DEV: '1',
    },
  ),
);
