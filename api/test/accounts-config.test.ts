import { describe, expect, it } from 'vitest';
import { loadAccountsConfig } from '../src/accounts/auth/accounts-config.js';
import { ConfigError, parseEnvironment, type RawEnvironment } from '../src/platform/config/environment.js';

const accountsConfig = (raw: RawEnvironment) => loadAccountsConfig(parseEnvironment(raw), { port: 3000 });

describe('loadAccountsConfig', () => {
  it('needs nothing in development: local site, e-mail kept in the data folder, no Google', () => {
    expect(accountsConfig({})).toEqual({
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
      smtpUrl: undefined,
      mailFrom: 'Buildbay <no-reply@localhost>',
      google: null,
    });
  });

  it('reads SMTP, the public URL, the proxy flag and Google (issuer defaulting to Google)', () => {
    const config = accountsConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://app.example.com/',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      SELLER_LEGAL_NAME: 'Example Ltd',
      SELLER_ADDRESS: '1 Example Road, Lagos',
      SELLER_TAX_ID: '12345678-0001',
      TRUST_PROXY: '1',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(config).toEqual({
      publicUrl: 'https://app.example.com',
      trustProxy: true,
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Buildbay <no-reply@app.example.com>',
      google: { clientId: 'id', clientSecret: 'secret', issuer: 'https://accounts.google.com' },
    });
  });

  it('refuses what cannot work', () => {
    const production = {
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(32),
      SELLER_LEGAL_NAME: 'Example Ltd',
      SELLER_ADDRESS: '1 Example Road, Lagos',
      SELLER_TAX_ID: '12345678-0001',
    };
    const refusals: [RawEnvironment, RegExp][] = [
      [{ ...production, SMTP_URL: 'smtp://x' }, /PUBLIC_URL is required in production/],
      [{ ...production, PUBLIC_URL: 'https://a.example' }, /SMTP_URL is required in production/],
      [{ PUBLIC_URL: 'ftp://a.example' }, /PUBLIC_URL must start with https:\/\/ or http:\/\//],
      [{ SMTP_URL: 'mail.example.com' }, /SMTP_URL must be a URL/],
      [{ GOOGLE_CLIENT_ID: 'id' }, /Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/],
      [
        { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', GOOGLE_ISSUER: 'http://idp.example.com' },
        /GOOGLE_ISSUER must use https:\/\/ unless it is on localhost/,
      ],
    ];
    for (const [env, message] of refusals) {
      expect(() => parseEnvironment(env)).toThrow(ConfigError);
      expect(() => parseEnvironment(env)).toThrow(message);
    }
  });
});
