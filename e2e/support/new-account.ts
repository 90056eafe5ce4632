import { expect, type APIRequestContext } from '@playwright/test';
import { readMail } from './mailbox';
import { profilePicture as picture } from './profile-picture';

/** The newest six-digit code the development mailbox holds for `email`, waiting for it to arrive. */
async function verificationCode(request: APIRequestContext, email: string): Promise<string> {
  return (await readMail(request, email, /(\d{6}) is your verification code/))[1]!;
}

/** A verified account with a business profile, made through the public API as the sign-up pages make it. */
export async function newAccount(
  request: APIRequestContext,
  firstName: string,
  email: string,
  password: string,
) {
  const { formToken } = (await (await request.get('/api/get-form-token')).json()) as { formToken: string };
  const form = { headers: { Authorization: formToken } };
  const created = await request.post('/api/create-account/', {
    ...form,
    data: {
      fname: firstName,
      lname: 'Adeyemi',
      email,
      pwd: password,
      confirmPwd: password,
      tos: true,
      screen_width: 1440,
    },
  });
  expect(created.ok()).toBe(true);
  const verified = await request.post('/api/verify-otp/', {
    ...form,
    data: { email, otp: await verificationCode(request, email) },
  });
  const { access_token: token } = (await verified.json()) as { access_token: string };
  const profile = await request.post('/api/create-profile/', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      business_name: 'Adeyemi Salons',
      industry: 'Beauty',
      address: '3 Allen Avenue, Ikeja',
      number_of_team_members: '8',
      profile_picture: picture,
    },
  });
  expect(profile.ok()).toBe(true);
}
