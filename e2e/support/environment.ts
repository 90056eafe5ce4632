import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const e2ePort = Number(process.env.E2E_PORT ?? 4310);

// Playwright loads this file in the runner and in each worker; the folders are made once and
// handed down through the environment so every process agrees on them.
process.env.E2E_RUN_DIR ??= mkdtempSync(path.join(tmpdir(), 'platform-e2e-'));
const runDir = process.env.E2E_RUN_DIR;

/** The product's data folder (where it also leaves the mailbox token for the user that started it). */
export const e2eDataDir = path.join(runDir, 'data');

export const e2eEnvironment: Record<string, string> = {
  PORT: String(e2ePort),
  DATA_DIR: e2eDataDir,
  RELEASES_DIR: path.join(runDir, 'releases'),
  // The canary journey judges its canary on a handful of page loads (docs/operations.md).
  ROLLBACK_MIN_SESSIONS: '3',
  // The ops page exists only with a token (docs/operations.md).
  OPS_TOKEN: 'e2e-ops-token-0123456789',
};
