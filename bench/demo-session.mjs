// Signs the seeded demo account in through the public API, as the login page does.
export const demoAccount = { email: 'demo@example.com', password: 'Demo-pass-2026!' };

/** Signs `account` in and returns its bearer token. */
export async function logIn(baseUrl, account) {
  const { formToken } = await (await fetch(`${baseUrl}/api/get-form-token`)).json();
  const response = await fetch(`${baseUrl}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: formToken },
    body: JSON.stringify({ email: account.email, pwd: account.password, screen_width: 1440 }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`sign-in of ${account.email} failed: ${body.message}`);
  return body.access_token;
}

export const demoToken = (baseUrl) => logIn(baseUrl, demoAccount);
