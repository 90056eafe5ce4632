// Generates the Prisma client into prisma/generated without network access.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const prismaCli = createRequire(import.meta.url).resolve('prisma/build/index.js');

const result = spawnSync(process.execPath, [prismaCli, 'generate', '--schema', 'schema.prisma'], {
  cwd: packageDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    // `prisma generate` insists on a schema engine binary and would download one, though it never runs
    // it; naming any existing file satisfies the check, so this works offline.
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? fileURLToPath(import.meta.url),
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    CHECKPOINT_DISABLE: '1',
  },
});
process.exit(result.status ?? 1);
