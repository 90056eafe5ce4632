import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@platform/rspack-config';

export default (_env, argv) =>
  createAppConfig({
    appDir: path.dirname(fileURLToPath(import.meta.url)),
    name: 'shell',
    kind: 'host',
    mode: argv.mode ?? 'production',
  });
