import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readmeFile, renderReadme } from '../scripts/environment-table.js';
import { ConfigError, parseEnvironment } from '../src/platform/config/environment.js';

describe('parseEnvironment', () => {
  it('names every problem at once, one line each', () => {
    let error: unknown;
    try {
      parseEnvironment({
        NODE_ENV: 'production',
        PORT: 'eighty',
        PUBLIC_URL: 'ftp://app.example.com',
        GOOGLE_CLIENT_ID: 'id',
        S3_ACCESS_KEY_ID: 'key',
        TRUST_PROXY: 'yes',
        OPS_TOKEN: 'short',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message.split('\n')).toEqual([
      'The environment has 11 problems (README "Environment"):',
      '- PORT must be a port number, not "eighty".',
      '- PUBLIC_URL must start with https:// or http://.',
      '- TRUST_PROXY must be 1 or 0, not "yes".',
      '- OPS_TOKEN must be at least 16 characters without spaces.',
      '- APP_SECRET is required in production (the same in every API process; e.g. `openssl rand -base64 48`).',
      '- SMTP_URL is required in production (sign-up codes and reset links go by e-mail).',
      '- SELLER_LEGAL_NAME is required in production (every invoice names its seller, as registered).',
      "- SELLER_ADDRESS is required in production (every invoice gives the seller's registered address).",
      "- SELLER_TAX_ID is required in production (every invoice gives the seller's tax identification number (TIN)).",
      '- Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither.',
      '- S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.',
    ]);
  });

  it('takes an empty variable as unset and ignores variables it does not know', () => {
    const env = parseEnvironment({ PORT: '', PUBLIC_URL: '', PATH: '/usr/bin' });
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBeUndefined();
    expect(env).not.toHaveProperty('PATH');
  });

  it('refuses a database that is not PostgreSQL', () => {
    expect(() => parseEnvironment({ DATABASE_URL: 'mysql://db/platform' })).toThrow(
      new ConfigError('DATABASE_URL must start with postgresql:// or postgres://.'),
    );
  });
});

describe('the README', () => {
  it('lists every variable of the schema as the schema documents it', async () => {
    const readme = await readFile(readmeFile, 'utf8');
    const stale = readme !== (await renderReadme(readme));
    expect(stale, 'the README environment table is stale: run `npm run env:table`').toBe(false);
  });
});
