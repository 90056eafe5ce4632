import { verifyPassword } from '@platform/prisma';
import { describe, expect, it } from 'vitest';
import { createGoogleSignIn } from '../src/accounts/google/google-sign-in.js';
import { newEmail, postForm, registerAccount } from './support/accounts-helpers.js';
import { bearer, createUser, logIn, useHarness } from './support/harness.js';
import { testClient, useLocalOpenIdProvider } from './support/local-openid-provider.js';
import type { TestGoogleAccount } from './support/local-openid-provider.js';

const provider = useLocalOpenIdProvider();
const h = useHarness(() => ({
  google: createGoogleSignIn(
    { clientId: testClient.clientId, clientSecret: testClient.clientSecret, issuer: provider.issuer },
    testClient.redirectUri,
  ),
}));
const unconfigured = useHarness();

/** Cookies of one site, as a browser would keep them (names only; every path gets them all). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

interface Flow {
  /** Where the API sent the browser first (the provider's authorization URL). */
  authorization: URL;
  /** Where the API sent the browser at the end. */
  returnedTo: URL;
}

/**
 * A browser's trip: the API's start → the provider (which signs `account` in) → the API's callback →
 * the return page. `tamper` may change the callback's query on the way back; `appCookies` are the
 * browser's cookies for the app, before and after.
 */
async function googleSignIn(
  account: TestGoogleAccount,
  tamper: (callback: URL) => void = () => undefined,
  appCookies = new CookieJar(),
): Promise<Flow> {
  provider.account = account;
  const providerCookies = new CookieJar();
  const start = await h.app.request('/api/google-login/?screen_width=1440');
  expect(start.status).toBe(302);
  appCookies.take(start);
  const authorization = new URL(start.headers.get('Location') ?? '');
  let location = authorization;
  while (location.origin === provider.issuer) {
    const response = await fetch(location, {
      redirect: 'manual',
      headers: { Cookie: providerCookies.header },
    });
    providerCookies.take(response);
    location = new URL(response.headers.get('Location') ?? '', location);
  }
  expect(`${location.origin}${location.pathname}`).toBe(testClient.redirectUri);
  tamper(location);
  const callback = await h.app.request(`${location.pathname}${location.search}`, {
    headers: { Cookie: appCookies.header },
  });
  expect(callback.status).toBe(302);
  appCookies.take(callback);
  return {
    authorization,
    returnedTo: new URL(callback.headers.get('Location') ?? '', 'http://localhost:3000'),
  };
}

const account = (overrides: Partial<TestGoogleAccount> = {}): TestGoogleAccount => ({
  sub: `google-${newEmail('sub')}`,
  email: newEmail('google'),
  email_verified: true,
  given_name: 'Grace',
  family_name: 'Hopper',
  ...overrides,
});

const failed = { path: '/google-callback', token: null, message: 'Google login failed. Please try again.' };
const outcome = (url: URL) => ({
  path: url.pathname,
  token: url.searchParams.get('token'),
  message: url.searchParams.get('message'),
});

describe('Google sign-in (OpenID Connect, authorization code + PKCE)', () => {
  it('sends the browser to the provider with PKCE (S256), state and nonce in a signed HttpOnly cookie', async () => {
    const start = await h.app.request('/api/google-login/?screen_width=1440');
    const url = new URL(start.headers.get('Location') ?? '');
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: testClient.clientId,
      redirect_uri: testClient.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.stringMatching(/^[\w-]{43}$/),
      nonce: expect.stringMatching(/^[\w-]{43}$/),
    });
    const cookie = start.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^google_sign_in=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/google-login/);
    expect(cookie).not.toContain(url.searchParams.get('code_challenge') ?? '-');
  });

  it('creates a verified account for a new Google user: "Account created successfully."', async () => {
    const google = account();
    const { returnedTo } = await googleSignIn(google);
    expect(outcome(returnedTo)).toMatchObject({
      path: '/google-callback',
      message: 'Account created successfully.',
    });
    const token = returnedTo.searchParams.get('token') ?? '';
    expect((await h.app.request('/api/check-auth/', bearer(token))).status).toBe(200);
    const user = await h.db.prisma.user.findUniqueOrThrow({ where: { email: google.email } });
    expect(user).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      googleSubject: google.sub,
      passwordHash: null,
      emailVerifiedAt: expect.any(Date),
    });

    // Next time the same Google account signs in to the same account, which has no profile yet.
    const again = await googleSignIn({ ...google, email: newEmail('changed') });
    expect(outcome(again.returnedTo)).toMatchObject({
      message: 'Profile incomplete. Please complete your profile.',
      token: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(again.returnedTo.searchParams.get('token')).not.toBe(token);
  });

  it('links an existing account with a profile by its address: "Account logged in successfully."', async () => {
    const existing = await createUser(h.db);
    const before = await h.db.prisma.user.findUniqueOrThrow({ where: { id: existing.id } });
    const google = account({ email: existing.email.toUpperCase() });
    const { returnedTo } = await googleSignIn(google);
    expect(outcome(returnedTo)).toMatchObject({ message: 'Account logged in successfully.' });
    const user = await h.db.prisma.user.findUniqueOrThrow({ where: { id: existing.id } });
    expect(user).toMatchObject({ firstName: before.firstName, googleSubject: google.sub });
    expect(await verifyPassword(existing.password, user.passwordHash ?? '')).toBe(true);
  });

  it('takes over an address registered but never verified: the password and sessions set by whoever did are dropped', async () => {
    const { email, password } = await registerAccount(h);
    const squatter = await logIn(h.app, { email, password });
    const { returnedTo } = await googleSignIn(account({ email }));
    expect(outcome(returnedTo)).toMatchObject({
      message: 'Profile incomplete. Please complete your profile.',
    });
    expect((await h.app.request('/api/check-auth/', bearer(squatter))).status).toBe(401);
    const login = await postForm(h.app, '/api/login/', { email, pwd: password, screen_width: 1440 });
    expect(login.status).toBe(401);
  });

  it("moves the browser's visitor chat to the account and clears its cookie", async () => {
    const visitor = await postForm(h.app, '/api/reply/', { message: 'How much is the Growth Plan?' });
    const cookie = /site_chat=([\w-]{43})/.exec(visitor.headers.get('Set-Cookie') ?? '')?.[1] ?? '';
    const browser = new CookieJar();
    browser.set('site_chat', cookie);
    const google = account();
    const { returnedTo } = await googleSignIn(google, undefined, browser);
    expect(outcome(returnedTo)).toMatchObject({ message: 'Account created successfully.' });
    expect(browser.get('site_chat')).toBeUndefined();
    const user = await h.db.prisma.user.findUniqueOrThrow({ where: { email: google.email } });
    const chat = await h.db.prisma.siteChat.findUniqueOrThrow({
      where: { userId: user.id },
      include: { messages: { orderBy: { id: 'asc' } } },
    });
    expect(chat.cookieHash).toBeNull();
    expect(chat.messages[0]?.content).toBe('How much is the Growth Plan?');
  });

  it('refuses a Google address that Google has not verified', async () => {
    const google = account({ email_verified: false });
    expect(outcome((await googleSignIn(google)).returnedTo)).toEqual(failed);
    expect(await h.db.prisma.user.findUnique({ where: { email: google.email } })).toBeNull();
  });

  it('refuses a return whose state was changed, or that comes without the sign-in cookie', async () => {
    const changedState = await googleSignIn(account(), (callback) =>
      callback.searchParams.set('state', 'forged'),
    );
    expect(outcome(changedState.returnedTo)).toEqual(failed);
    const cookieless = await h.app.request('/api/google-login/callback?code=abc&state=xyz');
    expect(outcome(new URL(cookieless.headers.get('Location') ?? '', 'http://localhost'))).toEqual(failed);
    expect(h.logs.some((line) => line.startsWith('Google sign-in failed: '))).toBe(true);
  });

  it('sends a browser whose return is malformed to the return page with the failure, never JSON', async () => {
    for (const query of [
      '',
      '?code=a&code=b&state=x',
      '?state=x&state=y',
      '?error=a&error=b',
      '?code=%00&state=%00',
    ]) {
      const back = await h.app.request(`/api/google-login/callback${query}`);
      expect(back.status, query).toBe(302);
      expect(back.headers.get('Location'), query).toBe(
        '/google-callback?message=Google+login+failed.+Please+try+again.',
      );
    }
    // Its start too: a width sent twice is no address our page makes.
    const start = await h.app.request('/api/google-login/?screen_width=1440&screen_width=390');
    expect([start.status, start.headers.get('Location')]).toEqual([
      302,
      '/google-callback?message=Google+login+failed.+Please+try+again.',
    ]);
  });

  it('refuses narrow screens before leaving for the provider', async () => {
    for (const query of ['?screen_width=800', '']) {
      const start = await h.app.request(`/api/google-login/${query}`);
      expect(outcome(new URL(start.headers.get('Location') ?? '', 'http://localhost'))).toEqual(failed);
    }
  });

  it('says whether it is configured', async () => {
    expect(await (await h.app.request('/api/google-login/status')).json()).toEqual({ configured: true });
    expect(await (await unconfigured.app.request('/api/google-login/status')).json()).toEqual({
      configured: false,
    });
    const start = await unconfigured.app.request('/api/google-login/?screen_width=1440');
    expect(outcome(new URL(start.headers.get('Location') ?? '', 'http://localhost'))).toEqual(failed);
  });
});
