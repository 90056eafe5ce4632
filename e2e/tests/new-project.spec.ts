import { expect, test } from '@playwright/test';
import { newAccount } from '../support/new-account';
import { chatSayer, deliverablesConfirmation } from '../support/project-chat';
import { signIn } from '../support/session';

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
  await signIn(page, { email, password });
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

  const say = chatSayer(page);

  // The description names the project: the toast and the top bar follow at once.
  await say('I want to build a booking app for salon owners', /What is the main goal of the project\?/);
  await expect(page.getByText('New Project Created - Booking App for Salon Owners')).toBeVisible();
  await expect(topBar.getByRole('heading', { name: 'Booking App for Salon Owners' })).toBeVisible();

  await say('Get more customers to book online', deliverablesConfirmation);
  await say('An Android app and an admin dashboard', /Which main features should it have\?/);
  await say('online booking, card payments and SMS reminders', /What budget do you have in mind, in naira\?/);
  await say('Budget is around 2.5 million naira', /When would you like it done\?/);
  // Before the project is created, what was understood, with "Create it" and "Change something" to press.
  await say('we want to launch in 10 weeks', /Here is what I have: "Booking App for Salon Owners"/);
  await page
    .getByRole('group', { name: 'Suggested replies' })
    .getByRole('button', { name: 'Create it' })
    .click();
  await expect(
    page.getByRole('log', { name: 'Conversation' }).getByText(/Taking you to your project workspace\.\.\./),
  ).toBeVisible();

  // Six seconds later the workspace of the new project opens.
  await expect(page).toHaveURL(/\/project\/workspace\/[0-9a-f-]{36}\/booking-app-for-salon-owners$/, {
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Booking App for Salon Owners' })).toBeVisible();
  await expect(page.getByText('Your work is in progress at the moment.')).toBeVisible();
  await expect(page.getByText('Budget', { exact: true }).locator('..')).toContainText('₦2,500,000');
  await expect(page.getByText('Timeline', { exact: true }).locator('..')).toContainText('10 weeks');
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
