import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from './config.js';

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
 * The key that signs form tokens. Production must set APP_SECRET (shared by every API process). In
 * development one is generated once and kept in `<dataDir>/secret`, so restarts keep tokens valid.
 */
export function resolveAppSecret(options: {
  appSecret: string | undefined;
  production: boolean;
  dataDir: string;
}) {
  const { appSecret, production, dataDir } = options;
  if (appSecret !== undefined) {
    if (appSecret.length < minimumLength) {
      throw new ConfigError(`APP_SECRET must be at least ${minimumLength} characters long.`);
    }
    return appSecret;
  }
  if (production) {
    throw new ConfigError(
      'APP_SECRET is required when NODE_ENV=production (e.g. `openssl rand -base64 48`).',
    );
  }
  const file = join(dataDir, 'secret');
  const existing = readSecretFile(file);
  if (existing) return existing;
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
