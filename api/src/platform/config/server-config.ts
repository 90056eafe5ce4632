import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseConfigFromEnv } from '@platform/prisma';
import type { DatabaseConfig } from '@platform/prisma';
import type { RollbackRule } from '../remotes/rollback-rule.js';
import type { Environment } from './environment.js';

/** The repository root: `api/src/platform/config/` and the built `api/dist/platform/config/` both sit four levels below it. */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

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
  /** ANSWER_CACHE=on: signed-in reads answer from memory while nothing changed (answer-cache.ts). */
  answerCache: boolean;
  /** METRICS_TOKEN: bearer token of `GET /metrics` (unset: loopback only). */
  metricsToken: string | null;
  /** OPS_TOKEN: bearer token of the ops page (unset: no ops page). */
  opsToken: string | null;
  /** ROLLBACK_*: when a canary is dropped automatically (docs/operations.md). */
  rollbackRule: RollbackRule;
}

/** The rule with the environment's overrides (README "Environment" and environment.ts). */
export function rollbackRuleFromEnv(
  env: Pick<
    Environment,
    'ROLLBACK_AUTOMATIC' | 'ROLLBACK_WINDOW_MINUTES' | 'ROLLBACK_MARGIN_POINTS' | 'ROLLBACK_MIN_SESSIONS'
  >,
): RollbackRule {
  return {
    enabled: env.ROLLBACK_AUTOMATIC === 'on',
    windowMinutes: env.ROLLBACK_WINDOW_MINUTES,
    marginPoints: env.ROLLBACK_MARGIN_POINTS,
    minSessions: env.ROLLBACK_MIN_SESSIONS,
  };
}

/** The server's own settings from the parsed environment (config/environment.ts checked them). */
export function loadConfig(env: Environment): ServerConfig {
  return {
    port: env.PORT,
    host: env.HOST,
    production: env.NODE_ENV === 'production',
    database: databaseConfigFromEnv(env),
    appSecret: env.APP_SECRET,
    releasesDir: resolve(env.RELEASES_DIR ?? `${repoRoot}/releases`),
    shellDist: resolve(env.SHELL_DIST ?? `${repoRoot}/shell/dist`),
    devRemotesRoot: env.REMOTES_DEV ? repoRoot : null,
    workers: env.WORKERS,
    answerCache: env.ANSWER_CACHE === 'on',
    metricsToken: env.METRICS_TOKEN ?? null,
    opsToken: env.OPS_TOKEN ?? null,
    rollbackRule: rollbackRuleFromEnv(env),
  };
}
