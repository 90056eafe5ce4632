import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../scripts/rspack/create-config.mjs';

export default (_env, argv) =>
  createAppConfig({
    appDir: path.dirname(fileURLToPath(import.meta.url)),
    name: 'shell',
    kind: 'host',
    mode: argv.mode ?? 'production',
  });
