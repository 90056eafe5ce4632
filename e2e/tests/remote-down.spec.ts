import { expect, test } from '@playwright/test';
import { readRegistry, writeRegistry } from '../support/releases';
import { signInAsDemo } from '../support/session';

test('a remote that cannot load only takes down its own area, and Retry brings it back', async ({ page }) => {
  const registry = readRegistry();
  const live = structuredClone(registry);
  registry.remotes['mf-billing']!.current = 'build-that-does-not-exist';
  writeRegistry(registry);

  try {
    await signInAsDemo(page);
    await page.goto('/billing/plans');
    await expect(page.getByRole('heading', { name: 'Billing is unavailable' })).toBeVisible();
    await expect(page.getByText('This part of the site could not be loaded.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('button', { name: "Let's Build Something Together" })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByText('Recently Viewed')).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

    await page.goto('/billing/plans');
    await expect(page.getByRole('heading', { name: 'Billing is unavailable' })).toBeVisible();
  } finally {
    writeRegistry(live);
  }

  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Startup Plan' })).toBeVisible();
});
