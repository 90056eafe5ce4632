import { expect, test, type APIRequestContext } from '@playwright/test';

/** A 1 x 1 PNG, as the business profile's picture. */
const picture = {
  name: 'logo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** The newest six-digit code the development mailbox holds for `email`, waiting for it to arrive. */
async function verificationCode(request: APIRequestContext, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] };
      code =
        messages
          .map((mail) => /(\d{6}) is your verification code/.exec(`${mail.subject}\n${mail.text}`)?.[1])
          .find(Boolean) ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** A verified account with a business profile, made through the public API as the sign-up pages make it. */
async function newAccount(request: APIRequestContext, firstName: string, email: string, password: string) {
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

test('a new client turns a chat into a project, lands in its workspace and finds it on the dashboard', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const firstName = `Funke${stamp}`;
  const email = `new-project-${stamp}@example.com`;
  const password = 'Project-pass-1!';
  await newAccount(request, firstName, email, password);

  // Sign in with the new account: an empty dashboard offers Start New.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome ${firstName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Start New' }).click();

  // The chat greets the user; the top bar shows the new Draft.
  await expect(page).toHaveURL(/\/project\/create-project$/);
  await expect(page.getByRole('heading', { name: 'Your Personal Assistant' })).toBeVisible();
  await expect(
    page.getByText(`Hi ${firstName}! I'm your personal assistant.`, { exact: false }),
  ).toBeVisible();
  const topBar = page.locator('header').filter({ has: page.getByRole('button', { name: 'Back' }) });
  await expect(topBar.getByRole('heading', { name: 'New Project' })).toBeVisible();

  const message = page.getByRole('textbox', { name: 'Message' });
  const say = async (text: string, reply: string | RegExp) => {
    await message.fill(text);
    await message.press('Enter');
    await expect(page.getByRole('log', { name: 'Conversation' }).getByText(reply).last()).toBeVisible();
  };

  // The description names the project: the toast and the top bar follow at once.
  await say('I want to build a booking app for salon owners', /What is the main goal of the project\?/);
  await expect(page.getByText('New Project Created - Booking App for Salon Owners')).toBeVisible();
  await expect(topBar.getByRole('heading', { name: 'Booking App for Salon Owners' })).toBeVisible();

  await say('Get more customers to book online', /What are the key deliverables you expect from us\?/);
  await say('An Android app and an admin dashboard', /Which main features should it have\?/);
  await say('online booking, card payments and SMS reminders', /Taking you to your project workspace\.\.\./);

  // Six seconds later the workspace of the new project opens.
  await expect(page).toHaveURL(/\/project\/workspace\/[0-9a-f-]{36}\/booking-app-for-salon-owners$/, {
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Booking App for Salon Owners' })).toBeVisible();
  await expect(page.getByText('Your work is in progress at the moment.')).toBeVisible();
  await expect(page.getByTestId('page-message')).toHaveText('Workspace Overview: Setup in progress');
  await expect(page.getByTestId('insight')).toContainText(
    'Our team is reviewing "Booking App for Salon Owners"',
  );

  // Back on the dashboard, the card shows its goal and status.
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: 'Booking App for Salon Owners' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Get more customers to book online')).toBeVisible();
  await expect(card.getByTestId('project-status')).toHaveText('Pending Review');
  await expect(card.getByText('No Team Added Yet')).toBeVisible();
});
