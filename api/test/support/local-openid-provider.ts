import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import type { JWK } from 'oidc-provider';
import { afterAll, beforeAll } from 'vitest';

/** A Google account as the provider knows it. */
export interface TestGoogleAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export const testClient = {
  clientId: 'platform-test',
  clientSecret: 'platform-test-secret',
  redirectUri: 'http://localhost:3000/api/google-login/callback',
};

/**
 * A real OpenID provider (oidc-provider) on a loopback port, configured like Google: PKCE required, the
 * e-mail claims in the ID token. Its sign-in screen is skipped: the "user" who signs in is `account`.
 */
export class LocalOpenIdProvider {
  account: TestGoogleAccount | null = null;
  private server = createServer();
  issuer = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.issuer = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const provider = new Provider(this.issuer, {
      clients: [
        {
          client_id: testClient.clientId,
          client_secret: testClient.clientSecret,
          redirect_uris: [testClient.redirectUri],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      pkce: { required: () => true },
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['given_name', 'family_name', 'name'],
      },
      conformIdTokenClaims: false,
      findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ ...this.account, sub }) }),
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      jwks: {
        keys: [{ ...(privateKey.export({ format: 'jwk' }) as JWK), use: 'sig', alg: 'RS256', kid: 'test' }],
      },
      cookies: { keys: ['local-openid-provider-cookie-key'] },
      // Explicit lifetimes (seconds), so the provider does not warn about its defaults.
      ttl: {
        AccessToken: 600,
        AuthorizationCode: 60,
        Grant: 600,
        IdToken: 600,
        Interaction: 600,
        Session: 600,
      },
    });
    const callback = provider.callback();
    this.server.on('request', (req, res) => {
      if (!req.url?.startsWith('/interaction/')) return void callback(req, res);
      void (async () => {
        const account = this.account;
        if (!account) throw new Error('Set provider.account before signing in.');
        const details = await provider.interactionDetails(req, res);
        const grant = new provider.Grant({
          accountId: account.sub,
          clientId: String(details.params.client_id),
        });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: account.sub }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      })().catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A provider for one test file; register it before `useHarness`, whose overrides may read its issuer. */
export function useLocalOpenIdProvider(): LocalOpenIdProvider {
  const provider = new LocalOpenIdProvider();
  beforeAll(() => provider.start());
  afterAll(() => provider.stop());
  return provider;
}
