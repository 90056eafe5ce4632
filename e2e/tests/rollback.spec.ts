import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { readRegistry, releaseCommand, requireContract } from '../support/releases';

/** The contract version the shell provides (docs/operations.md, "Contract version"). */
const contract = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../shared-ui/package.json'), 'utf8')) as {
    version: string;
  }
).version;

test('publishing two builds of one remote and rolling back serves the earlier build after a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = page.getByTestId('area-build');
  // The shell's own build is named by its script; the page around it is the area's prerendered HTML.
  const shellScript = (html: string) => /<script[^>]* src="\/js\/[^"]+"/.exec(html)?.[0];
  const shellEntry = await page.request.get('/').then(async (response) => shellScript(await response.text()));

  releaseCommand('publish', 'mf-marketing', 'e2e-first');
  releaseCommand('publish', 'mf-marketing', 'e2e-second');
  await page.goto('/');
  await expect(stamp).toHaveText('Marketing build e2e-second');

  releaseCommand('rollback', 'mf-marketing');
  expect(readRegistry().remotes['mf-marketing']!.current).toBe('e2e-first');
  // The page's HTML rolls back with its build.
  const html = await page.request.get('/').then((response) => response.text());
  expect(html.replace(/<!-- -->/g, '')).toContain('Marketing build e2e-first');
  await page.reload();
  await expect(stamp).toHaveText('Marketing build e2e-first');
  await expect(page.getByRole('button', { name: "Let's Build Something Together" })).toBeVisible();

  releaseCommand('rollback', 'mf-marketing', 'e2e-second');
  await page.reload();
  await expect(stamp).toHaveText('Marketing build e2e-second');

  // The shell was neither rebuilt nor redeployed by any of this.
  expect(shellEntry).toBeTruthy();
  expect(await page.request.get('/').then(async (response) => shellScript(await response.text()))).toBe(
    shellEntry,
  );
});

test("a build made against a contract the shell does not provide shows its area's fallback, and rolling back restores it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const compatible = readRegistry().remotes['mf-marketing']!.current;

  releaseCommand('publish', 'mf-marketing', 'e2e-old-contract');
  requireContract('mf-marketing', 'e2e-old-contract', '^0.1.0');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Marketing is unavailable' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(errors.filter((error) => error.startsWith('CONTRACT MISMATCH'))).toEqual([
    'CONTRACT MISMATCH: mf-marketing e2e-old-contract was built against @platform/shared-ui ^0.1.0; this ' +
      `shell provides ${contract}. Not loaded: the Marketing area shows its fallback.`,
  ]);

  // Only its own area: the other remotes load as ever.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Marketing is unavailable' })).toBeVisible();

  releaseCommand('rollback', 'mf-marketing');
  expect(readRegistry().remotes['mf-marketing']!.current).toBe(compatible);
  await page.goto('/');
  await expect(page.getByRole('button', { name: "Let's Build Something Together" })).toBeVisible();

  // The rollback command will not make such a build live again.
  expect(() => releaseCommand('rollback', 'mf-marketing', 'e2e-old-contract')).toThrow(
    `mf-marketing e2e-old-contract was built against @platform/shared-ui ^0.1.0; the shell provides ${contract}, ` +
      'so the area would show its fallback',
  );
  expect(readRegistry().remotes['mf-marketing']!.current).toBe(compatible);
});
