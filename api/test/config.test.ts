import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAppSecret } from '../src/app-secret.js';
import { ConfigError, loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  it('has defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', production: false, devRemotesRoot: null });
    expect(config.database.databaseUrl).toBeUndefined();
    expect(config.database.dataDir).toMatch(/[/\\]data$/);
    expect(config.releasesDir).toMatch(/[/\\]releases$/);
    expect(config.shellDist).toMatch(/[/\\]shell[/\\]dist$/);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://db/platform',
      REMOTES_DEV: '1',
    });
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', production: true });
    expect(config.database.databaseUrl).toBe('postgresql://db/platform');
    expect(config.devRemotesRoot).not.toBeNull();
  });

  it('refuses a bad PORT', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
  });

  it('runs one API process a core in a cluster unless WORKERS says otherwise, and refuses nonsense', () => {
    expect(loadConfig({}).workers).toBe(availableParallelism());
    expect(loadConfig({ WORKERS: '4' }).workers).toBe(4);
    for (const bad of ['0', '-1', '2.5', 'many', '65']) {
      expect(() => loadConfig({ WORKERS: bad })).toThrow(/WORKERS must be a whole number from 1 to 64/);
    }
  });
});

describe('resolveAppSecret', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'platform-secret-'));

  it('refuses to start in production without APP_SECRET, or with a short one', () => {
    expect(() => resolveAppSecret({ appSecret: undefined, production: true, dataDir: dataDir() })).toThrow(
      /APP_SECRET is required/,
    );
    expect(() => resolveAppSecret({ appSecret: 'short', production: false, dataDir: dataDir() })).toThrow(
      /at least 32 characters/,
    );
  });

  it('generates one in development and keeps it in DATA_DIR/secret for the next start', () => {
    const dir = dataDir();
    const first = resolveAppSecret({ appSecret: undefined, production: false, dataDir: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dir, 'secret')).mode & 0o077).toBe(0);
    expect(resolveAppSecret({ appSecret: undefined, production: false, dataDir: dir })).toBe(first);
  });
});
