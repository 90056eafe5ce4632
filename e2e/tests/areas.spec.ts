import { expect, test } from '@playwright/test';
import { countReactRenderers, demoAccount, reactRendererCount, signInAsDemo } from '../support/session';

test('each of the five areas renders its page from its own remote, with one React in the page', async ({
  page,
}) => {
  await countReactRenderers(page);

  await page.goto('/');
  await expect(page.getByRole('button', { name: "Let's Build Something Together" })).toBeVisible();
  await expect(page.getByTestId('area-build')).toContainText('Marketing build');

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
  await expect(page.getByTestId('area-build')).toContainText('Accounts build');

  await signInAsDemo(page);
  await expect(page.getByText(`Welcome ${demoAccount.firstName}`).first()).toBeVisible();
  await expect(page.getByTestId('area-build')).toContainText('Workspace build');

  await page.goto('/billing/plans');
  for (const plan of ['Free Starter', 'Startup Plan', 'Growth Plan', 'Enterprise']) {
    await expect(page.getByRole('heading', { name: plan })).toBeVisible();
  }
  await expect(page.getByText('Current Plan')).toBeVisible();
  await expect(page.getByTestId('area-build')).toContainText('Billing build');

  // The staff console's remote answers a client with its own page, not the console.
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'This page is for Buildbay staff' })).toBeVisible();
  await expect(page.getByTestId('area-build')).toContainText('Staff build');

  expect(await reactRendererCount(page)).toBe(1);
});

test('an unknown path shows the not-found page inside the shell, sent with a 404 status', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found')).toBeVisible();
});
