// Starts the product as `npm start` serves it, on a private port, database and release folder.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

export async function waitFor(url, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * `dataDir`: a database prepared beforehand; a fresh one otherwise. `env`: more variables (DATABASE_URL).
 * `stdout`: keep the server's standard output (its request log) readable as the result's `stdout`.
 */
export async function startProduct(port, { dataDir, env = {}, stdout = false } = {}) {
  const runDir = mkdtempSync(path.join(tmpdir(), 'platform-bench-'));
  const child = spawn('node', ['scripts/start.mjs'], {
    cwd: repoRoot,
    stdio: ['ignore', stdout ? 'pipe' : 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir ?? path.join(runDir, 'data'),
      RELEASES_DIR: path.join(runDir, 'releases'),
      ...env,
    },
    detached: true,
  });
  const baseUrl = `http://localhost:${port}`;
  await waitFor(`${baseUrl}/api/health`);
  return { baseUrl, stdout: child.stdout, stop: () => process.kill(-child.pid, 'SIGTERM') };
}

export function startNodeScript(script, env) {
  const child = spawn('node', [script], { cwd: repoRoot, stdio: 'ignore', env: { ...process.env, ...env } });
  return { pid: child.pid, stop: () => child.kill('SIGTERM') };
}
