// Signs the seeded development accounts in through the public API, as the login page does.
import { generate } from 'otplib';

export const demoAccount = { email: 'demo@example.com', password: 'Demo-pass-2026!' };
/** Development's staff Admin (prisma/src/seed-staff.ts), who shares the demo password. */
export const demoStaff = { email: 'staff@example.com', password: demoAccount.password };

async function signIn(baseUrl, account) {
  const { formToken } = await (await fetch(`${baseUrl}/api/get-form-token`)).json();
  const response = await fetch(`${baseUrl}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: formToken },
    body: JSON.stringify({ email: account.email, pwd: account.password, screen_width: 1440 }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`sign-in of ${account.email} failed: ${body.message}`);
  return body;
}

/** Signs `account` in and returns its bearer token. */
export async function logIn(baseUrl, account) {
  const body = await signIn(baseUrl, account);
  if (!body.access_token)
    throw new Error(`${account.email} asks for a two-factor code the bench does not have`);
  return body.access_token;
}

export const demoToken = (baseUrl) => logIn(baseUrl, demoAccount);

/**
 * The staff Admin's token, with two-factor sign-in turned on through the API as the console asks at first
 * sign-in (staff calls other than "who am I" need it). The bench's database is new each run, so the Admin
 * signs in with the password alone the first time.
 */
export async function staffToken(baseUrl) {
  const token = await logIn(baseUrl, demoStaff);
  const headers = { authorization: `Bearer ${token}` };
  const me = await (await fetch(`${baseUrl}/api/staff/me/`, { headers })).json();
  if (me.two_factor_enabled) return token;
  const setup = await fetch(`${baseUrl}/api/two-factor/setup/`, { method: 'POST', headers });
  const { secret } = await setup.json();
  if (!setup.ok || !secret)
    throw new Error(`two-factor setup of ${demoStaff.email} answered ${setup.status}`);
  const enabled = await fetch(`${baseUrl}/api/two-factor/enable/`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    // The code an authenticator app shows now, from the same library the API checks it with.
    body: JSON.stringify({ code: await generate({ secret }) }),
  });
  if (!enabled.ok)
    throw new Error(`turning on two-factor sign-in answered ${enabled.status}: ${await enabled.text()}`);
  return token;
}
