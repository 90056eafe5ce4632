import * as oidc from 'openid-client';

/** Google sign-in settings (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER). */
export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  /** Google's issuer by default; any OpenID provider works (the tests use a local one). */
  issuer: string;
}

/** What the browser must bring back to finish a sign-in; kept in a signed cookie meanwhile. */
export interface SignInChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The verified identity from the ID token. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
}

export interface GoogleSignIn {
  /** A fresh start: the provider's authorization URL and the checks to keep until the return. */
  start(): Promise<{ url: string; checks: SignInChecks }>;
  /** Exchanges the code of the return (query `search`) for the ID token, checking state, nonce and PKCE. */
  finish(search: string, checks: SignInChecks): Promise<GoogleIdentity>;
}

const optionalString = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The authorization-code flow with PKCE (S256), state and nonce, by `openid-client`. The provider's
 * metadata is discovered on first use and kept; a failed discovery is retried on the next sign-in.
 */
export function createGoogleSignIn(settings: GoogleSettings, redirectUri: string): GoogleSignIn {
  let configuration: Promise<oidc.Configuration> | null = null;
  const configured = () => {
    const issuer = new URL(settings.issuer);
    configuration ??= oidc
      .discovery(
        issuer,
        settings.clientId,
        undefined,
        oidc.ClientSecretPost(settings.clientSecret),
        // accounts-config allows plain HTTP only for a provider on this machine.
        issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configuration = null;
        throw error;
      });
    return configuration;
  };

  return {
    async start() {
      const config = await configured();
      const checks: SignInChecks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, checks };
    },

    async finish(search, checks) {
      const config = await configured();
      // The redirect URI sent to the token endpoint is this URL without its query: it must be ours exactly.
      const currentUrl = new URL(redirectUri);
      currentUrl.search = search;
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      const email = optionalString(claims?.email);
      if (!claims || !email) throw new Error('The ID token carries no e-mail address.');
      return {
        subject: claims.sub,
        email: email.trim().toLowerCase(),
        emailVerified: claims.email_verified === true,
        givenName: optionalString(claims.given_name),
        familyName: optionalString(claims.family_name),
        name: optionalString(claims.name),
      };
    },
  };
}
