import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const minimumLength = 32;

function readSecretFile(file: string): string | null {
  try {
    const secret = readFileSync(file, 'utf8').trim();
    return secret.length >= minimumLength ? secret : null;
  } catch {
    return null;
  }
}

/**
 * The key that signs form tokens: APP_SECRET when set (config/environment.ts requires it in production and
 * checks its length). In development one is generated once and kept in `<dataDir>/secret`, so restarts keep
 * tokens valid.
 */
export function resolveAppSecret(options: { appSecret: string | undefined; dataDir: string }) {
  const { appSecret, dataDir } = options;
  if (appSecret !== undefined) return appSecret;
  const file = join(dataDir, 'secret');
  const existing = readSecretFile(file);
  if (existing) return existing;
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
