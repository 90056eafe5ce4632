// Signs the seeded demo account in through the public API, as the login page does.
export const demoAccount = { email: 'demo@example.com', password: 'Demo-pass-2026!' };

export async function demoToken(baseUrl) {
  const { formToken } = await (await fetch(`${baseUrl}/api/get-form-token`)).json();
  const response = await fetch(`${baseUrl}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: formToken },
    body: JSON.stringify({ email: demoAccount.email, pwd: demoAccount.password, screen_width: 1440 }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`demo sign-in failed: ${body.message}`);
  return body.access_token;
}
