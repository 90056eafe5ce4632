import { expect, test } from '@playwright/test';
import { readRegistry, releaseCommand } from '../support/releases';

test('publishing two builds of one remote and rolling back serves the earlier build after a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = page.getByTestId('area-build');
  const shellEntry = await page.request.get('/').then((response) => response.text());

  releaseCommand('publish', 'mf-marketing', 'e2e-first');
  releaseCommand('publish', 'mf-marketing', 'e2e-second');
  await page.goto('/');
  await expect(stamp).toHaveText('Marketing build e2e-second');

  releaseCommand('rollback', 'mf-marketing');
  expect(readRegistry().remotes['mf-marketing']!.current).toBe('e2e-first');
  await page.reload();
  await expect(stamp).toHaveText('Marketing build e2e-first');
  await expect(page.getByRole('button', { name: "Let's Build Something Together" })).toBeVisible();

  releaseCommand('rollback', 'mf-marketing', 'e2e-second');
  await page.reload();
  await expect(stamp).toHaveText('Marketing build e2e-second');

  // The shell was neither rebuilt nor redeployed by any of this.
  expect(await page.request.get('/').then((response) => response.text())).toBe(shellEntry);
});
