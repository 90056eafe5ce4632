import { expect, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { readMail } from '../support/mailbox';
import { readRegistry, writeRegistry } from '../support/releases';
import { signInAsDemo } from '../support/session';
import { seriousViolations } from '../support/axe';
import { addStaffMember, demoStaff, staffToken, useToken } from '../support/staff';

/*
 * The staff console (issue #27), the staff side's part of the journey: a new staff Admin signs in through the
 * same login, is made to turn on two-factor sign-in, adds an Operations member (who is e-mailed a link to
 * choose a password) and finds the step in the audit log. A new Admin, because the seeded one may already
 * have two-factor sign-in on from an earlier journey of the run. Then mf-staff rolled back to a build that
 * does not exist: only /staff shows its fallback.
 */

test('a staff Admin turns on two-factor sign-in, adds an Operations member, and the audit log lists it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const staffAdmin = await addStaffMember(page.request, 'Admin', `ada.okafor-${Date.now()}@example.com`, {
    first_name: 'Ada',
    last_name: 'Okafor',
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill(staffAdmin.email);
  await page.getByLabel('Password').fill(staffAdmin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/staff$/);

  await expect(page.getByRole('heading', { name: 'Turn on two-factor sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const key = (await page.getByTestId('two-factor-key').textContent()) ?? '';
  await page.getByLabel('Code from the app').fill(generateSync({ secret: key }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them: open the console' }).click();

  await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/team$/);
  const operations = `kemi.ade-${Date.now()}@example.com`;
  await page.getByLabel('Email').fill(operations);
  await page.getByLabel('First name').fill('Kemi');
  await page.getByLabel('Last name').fill('Ade');
  await page.getByLabel('Role', { exact: true }).selectOption('Operations');
  await page.getByRole('button', { name: 'Add staff member' }).click();
  await expect(
    page.getByText('Staff member added. They have been e-mailed a link to choose a password.'),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: operations })).toBeVisible();
  await readMail(page.request, operations, /You have been added to the Buildbay staff as Operations/);

  await page.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  const entry = page.getByRole('row').filter({ hasText: `Added ${operations} as Operations` });
  await expect(entry).toContainText('Ada Okafor (Admin)');
  await page.getByRole('searchbox', { name: 'Search' }).fill('no such words anywhere');
  await expect(page.getByText('No staff action matches.')).toBeVisible();

  // Every section of the console, all of which an Admin sees: no serious or critical axe violation.
  const found: string[] = [];
  for (const section of ['Staff', 'Audit Log', 'Inbox', 'Money Desk', 'Talent Pool', 'Proposals']) {
    const link = page.getByRole('navigation').getByRole('link', { name: section, exact: true });
    await link.click();
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: /^Loading|\.\.\.$/ })).toHaveCount(0);
    found.push(...(await seriousViolations(page)).map((line) => `${section}: ${line}`));
  }
  expect(found).toEqual([]);
});

test('on a phone the console puts its menu above the section and no section is wider than the screen', async ({
  page,
}) => {
  // The menu kept its 220 px column at 375 px: every section was 469 px wide, its text a word a line.
  await useToken(page, await staffToken(page.request, demoStaff));
  await page.setViewportSize({ width: 375, height: 800 });
  const wider: string[] = [];
  for (const section of ['inbox', 'proposals', 'talent', 'audit-log', 'team']) {
    await page.goto(`/staff/${section}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 375) wider.push(`${section}: ${width} px`);
  }
  expect(wider).toEqual([]);
});

test('mf-staff rolled back to a missing build: only the staff area shows its fallback', async ({ page }) => {
  const registry = readRegistry();
  const live = structuredClone(registry);
  registry.remotes['mf-staff']!.current = 'build-that-does-not-exist';
  writeRegistry(registry);

  try {
    await signInAsDemo(page);
    await page.goto('/staff');
    await expect(page.getByRole('heading', { name: 'Staff is unavailable' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    await page.goto('/dashboard');
    await expect(page.getByText('Recently Viewed')).toBeVisible();
    await page.goto('/billing/plans');
    await expect(page.getByRole('heading', { name: 'Startup Plan' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('button', { name: "Let's Build Something Together" })).toBeVisible();
    await page.goto('/staff');
    await expect(page.getByRole('heading', { name: 'Staff is unavailable' })).toBeVisible();
  } finally {
    writeRegistry(live);
  }

  // Back on its live build, the console itself tells a client it is for staff.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'This page is for Buildbay staff' })).toBeVisible();
});
