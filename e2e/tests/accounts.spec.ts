import { expect, test, type Page } from '@playwright/test';
import { readMail } from '../support/mailbox';
import { profilePicture as picture } from '../support/profile-picture';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('a new business: register, verify by e-mail code, create a profile, log out, reset the password, log in', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const firstName = `Zainab${stamp}`;
  const email = `journey-${stamp}@example.com`;
  const password = 'Journey-pass-1!';
  const newPassword = 'Journey-reset-2!';

  // Register.
  await page.goto('/register');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Bello');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await expect(page.getByText('Passwords matches')).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText(email)).toBeVisible();

  // The code from the development mailbox, typed into the six boxes.
  const [, code = ''] = await readMail(request, email, /(\d{6}) is your verification code/);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/create-profile$/);

  // The business profile, with a picture.
  await expect(page.getByLabel('Your initials')).toHaveText(`${firstName[0]}B`);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Business name').fill('Bello Prints');
  await page.getByLabel('Industry').selectOption('Retail');
  await page.getByLabel('Number of team members').fill('6');
  await page.getByLabel('Address').fill('4 Broad Street, Lagos');
  await page.getByLabel('Profile picture').setInputFiles(picture);
  await page.getByRole('button', { name: 'Create Profile' }).click();

  // The dashboard greets the new user in the top bar, with the uploaded picture.
  await expect(page).toHaveURL(/\/dashboard$/);
  const topBar = page.locator('header').filter({ hasText: 'welcome' });
  await expect(topBar.getByText(`welcome ${firstName}`)).toBeVisible();
  const avatar = topBar.locator('img[src^="/api/profile-pictures/"]');
  await expect(avatar).toBeVisible();
  // Visible (its box is sized by CSS) can come before the picture has arrived: wait for it to load.
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

  // Log out.
  await topBar.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Forgot password: the link from the mailbox leads to the reset page.
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in page has an Email field too, and stays on screen until the next page's files are in.
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page).toHaveURL(/\/verify-password-link$/);
  await expect(page.getByText(email)).toBeVisible();
  const [link = ''] = await readMail(request, email, /http:\/\/\S+\/create-new-password\?token=[\w-]+/);
  const { pathname, search } = new URL(link);
  await page.goto(`${pathname}${search}`);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await expect(page.getByText('Password strength: Strong')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await expect(page.getByText('Passwords matches')).toBeVisible();
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/password-updated$/);
  await expect(page.getByRole('heading', { name: 'Password Updated!' })).toBeVisible();

  // The old password no longer works; the new one does.
  await logIn(page, email, password);
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('header').getByText(`welcome ${firstName}`)).toBeVisible();
});

test('a used or missing reset link says so', async ({ page }) => {
  await page.goto('/create-new-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid reset link.');
  await page.goto('/create-new-password?token=not-a-real-token-not-a-real-token-00000000');
  await expect(page.getByRole('alert')).toHaveText('This reset link is invalid or has expired.');
});

test('Google sign-in is hidden when not configured, and its return without a token goes back to login', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  await expect(page.getByText(/not configured/)).toHaveCount(0);
  await page.goto('/google-callback?message=Google%20login%20failed.%20Please%20try%20again.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Google login failed. Please try again.')).toBeVisible();
});
