import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { searchPath } from './support/test-environment.js';

/* `npm run start:cluster` (api/dist/cluster.js): the checks it makes before forking anything. */

const clusterEntry = fileURLToPath(new URL('../src/cluster.ts', import.meta.url));

describe('start:cluster', () => {
  it('refuses the embedded database, which serves one process, and says what it needs', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', clusterEntry], {
      env: { ...searchPath, WORKERS: '2' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('WORKERS needs a PostgreSQL server (DATABASE_URL)');
  });
});
