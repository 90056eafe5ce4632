import { describe, expect, it } from 'vitest';
import { loadAccountsConfig } from '../src/auth/accounts-config.js';
import { ConfigError } from '../src/config.js';

const development = { port: 3000, production: false };

describe('loadAccountsConfig', () => {
  it('needs nothing in development: local site, e-mail kept in the data folder, no Google', () => {
    expect(loadAccountsConfig({}, development)).toEqual({
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
      smtpUrl: undefined,
      mailFrom: 'Buildbay <no-reply@localhost>',
      google: null,
    });
  });

  it('reads SMTP, the public URL, the proxy flag and Google (issuer defaulting to Google)', () => {
    const config = loadAccountsConfig(
      {
        PUBLIC_URL: 'https://app.example.com/',
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        TRUST_PROXY: '1',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
      },
      { port: 3000, production: true },
    );
    expect(config).toEqual({
      publicUrl: 'https://app.example.com',
      trustProxy: true,
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Buildbay <no-reply@app.example.com>',
      google: { clientId: 'id', clientSecret: 'secret', issuer: 'https://accounts.google.com' },
    });
  });

  it('refuses what cannot work', () => {
    const refusals: [NodeJS.ProcessEnv, boolean, RegExp][] = [
      [{ SMTP_URL: 'smtp://x' }, true, /PUBLIC_URL is required in production/],
      [{ PUBLIC_URL: 'https://a.example' }, true, /SMTP_URL is required in production/],
      [{ PUBLIC_URL: 'ftp://a.example' }, false, /PUBLIC_URL must start with https:\/\/ or http:\/\//],
      [{ SMTP_URL: 'mail.example.com' }, false, /SMTP_URL must be a URL/],
      [{ GOOGLE_CLIENT_ID: 'id' }, false, /Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/],
      [
        { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', GOOGLE_ISSUER: 'http://idp.example.com' },
        false,
        /GOOGLE_ISSUER must use https:\/\/ unless it is on localhost/,
      ],
    ];
    for (const [env, production, message] of refusals) {
      expect(() => loadAccountsConfig(env, { port: 3000, production })).toThrow(ConfigError);
      expect(() => loadAccountsConfig(env, { port: 3000, production })).toThrow(message);
    }
  });
});
