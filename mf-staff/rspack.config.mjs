import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@platform/rspack-config';

export default (_env, argv) =>
  createAppConfig({
    appDir: path.dirname(fileURLToPath(import.meta.url)),
    name: 'mf_staff',
    kind: 'remote',
    exposes: { './pages': './src/pages.ts' },
    mode: argv.mode ?? 'production',
  });
