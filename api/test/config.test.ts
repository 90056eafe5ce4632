import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAppSecret } from '../src/platform/config/app-secret.js';
import { ConfigError, parseEnvironment, type RawEnvironment } from '../src/platform/config/environment.js';
import { loadConfig } from '../src/platform/config/server-config.js';

const configOf = (raw: RawEnvironment) => loadConfig(parseEnvironment(raw));

/** What production needs besides NODE_ENV, so a test can leave out one thing. */
const production = {
  NODE_ENV: 'production',
  APP_SECRET: 'x'.repeat(32),
  PUBLIC_URL: 'https://app.example.com',
  SMTP_URL: 'smtp://mail.example.com',
  SELLER_LEGAL_NAME: 'Example Ltd',
  SELLER_ADDRESS: '1 Example Road, Lagos',
  SELLER_TAX_ID: '12345678-0001',
};

describe('loadConfig', () => {
  it('has defaults for a fresh machine', () => {
    const config = configOf({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', production: false, devRemotesRoot: null });
    expect(config.database.databaseUrl).toBeUndefined();
    expect(config.database.dataDir).toMatch(/[/\\]data$/);
    expect(config.releasesDir).toMatch(/[/\\]releases$/);
    expect(config.shellDist).toMatch(/[/\\]shell[/\\]dist$/);
    expect(config.rollbackRule).toEqual({
      enabled: true,
      windowMinutes: 10,
      marginPoints: 5,
      minSessions: 30,
    });
  });

  it('reads the environment', () => {
    const config = configOf({
      ...production,
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://db/platform',
      REMOTES_DEV: '1',
      METRICS_TOKEN: 'a-metrics-token-1234',
    });
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', production: true, opsToken: null });
    expect(config.database.databaseUrl).toBe('postgresql://db/platform');
    expect(config.devRemotesRoot).not.toBeNull();
    expect(config.metricsToken).toBe('a-metrics-token-1234');
    expect(config.appSecret).toBe(production.APP_SECRET);
  });

  it('refuses a bad PORT', () => {
    expect(() => configOf({ PORT: 'eighty' })).toThrow(
      new ConfigError('PORT must be a port number, not "eighty".'),
    );
  });

  it('runs one API process a core in a cluster unless WORKERS says otherwise, and refuses nonsense', () => {
    expect(configOf({}).workers).toBe(availableParallelism());
    expect(configOf({ WORKERS: '4' }).workers).toBe(4);
    for (const bad of ['0', '-1', '2.5', 'many', '65']) {
      expect(() => configOf({ WORKERS: bad })).toThrow(/WORKERS must be a whole number from 1 to 64/);
    }
  });
});

describe('resolveAppSecret', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'platform-secret-'));

  it('refuses to start in production without APP_SECRET, or with a short one', () => {
    expect(() => parseEnvironment({ ...production, APP_SECRET: undefined })).toThrow(
      /APP_SECRET is required in production/,
    );
    expect(() => parseEnvironment({ APP_SECRET: 'short' })).toThrow(
      new ConfigError('APP_SECRET must be at least 32 characters long.'),
    );
  });

  it('generates one in development and keeps it in DATA_DIR/secret for the next start', () => {
    const dir = dataDir();
    const first = resolveAppSecret({ appSecret: undefined, dataDir: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dir, 'secret')).mode & 0o077).toBe(0);
    expect(resolveAppSecret({ appSecret: undefined, dataDir: dir })).toBe(first);
  });
});
