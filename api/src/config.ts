import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseConfigFromEnv } from '@platform/prisma';
import type { DatabaseConfig } from '@platform/prisma';
import { rollbackRuleFromEnv, type RollbackRule } from './remotes/rollback-rule.js';

/** The repository root: `api/src/` and the built `api/dist/` both sit two levels below it. */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A setting the server cannot start with; its message is all the operator needs. */
export class ConfigError extends Error {}

export interface ServerConfig {
  port: number;
  /** Interface to listen on: this machine only unless HOST says otherwise (`0.0.0.0`, `::`...). */
  host: string;
  /** NODE_ENV=production; anything else is development (demo data, generated secret). */
  production: boolean;
  database: DatabaseConfig;
  /** APP_SECRET as given; see app-secret.ts for the development fallback. */
  appSecret: string | undefined;
  releasesDir: string;
  shellDist: string;
  devRemotesRoot: string | null;
  /** API processes `npm run start:cluster` runs on the port (WORKERS); each is a full API. */
  workers: number;
  /** METRICS_TOKEN: bearer token of `GET /metrics` (unset: loopback only). */
  metricsToken: string | null;
  /** OPS_TOKEN: bearer token of the ops page (unset: no ops page). */
  opsToken: string | null;
  /** ROLLBACK_*: when a canary is dropped automatically (docs/operations.md). */
  rollbackRule: RollbackRule;
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new ConfigError(`PORT must be a port number, not "${value}".`);
  }
  return parsed;
}

function workers(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 64) {
    throw new ConfigError(`WORKERS must be a whole number from 1 to 64, not "${value}".`);
  }
  return parsed;
}

function rollbackRule(env: NodeJS.ProcessEnv): RollbackRule {
  try {
    return rollbackRuleFromEnv(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

/** A token from the environment: unset is null; a short one is refused, as it could be guessed. */
function secretToken(name: string, value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (value.length < 16 || /\s/.test(value)) {
    throw new ConfigError(`${name} must be at least 16 characters without spaces.`);
  }
  return value;
}

const path = (value: string | undefined, fallback: string) => resolve(value || fallback);

/** Everything the server reads from the environment; README lists the variables. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: port(env.PORT),
    host: env.HOST || '127.0.0.1',
    production: env.NODE_ENV === 'production',
    database: databaseConfigFromEnv(env),
    appSecret: env.APP_SECRET || undefined,
    releasesDir: path(env.RELEASES_DIR, `${repoRoot}/releases`),
    shellDist: path(env.SHELL_DIST, `${repoRoot}/shell/dist`),
    devRemotesRoot: env.REMOTES_DEV === '1' ? repoRoot : null,
    workers: workers(env.WORKERS, availableParallelism()),
    metricsToken: secretToken('METRICS_TOKEN', env.METRICS_TOKEN),
    opsToken: secretToken('OPS_TOKEN', env.OPS_TOKEN),
    rollbackRule: rollbackRule(env),
  };
}
