import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { generateSync } from 'otplib';
import { readInvitation, readMail } from '../support/mailbox';
import { newAccount } from '../support/new-account';
import { planProject } from '../support/planned-project';
import { signIn } from '../support/session';

/** A small but real PDF, judged by its bytes on the server. */
const plan = {
  name: 'site-plan.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
};

/** The first weekday on or after `from`, as YYYY-MM-DD. */
function weekdayFrom(from: Date): string {
  const day = new Date(from);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** A weekday a week ahead; and the weekday after it (on a Saturday "7 and 9 days ahead" were one Monday). */
const meetingDay = weekdayFrom(new Date(Date.now() + 7 * 86_400_000));
const movedDay = weekdayFrom(new Date(Date.parse(meetingDay) + 86_400_000));

test('a client changes what they made: edits a task, deletes it and undoes, reschedules and cancels a meeting, deletes and restores a file, archives the project', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const firstName = `Kemi${stamp}`;
  const email = `change-${stamp}@example.com`;
  const password = 'Change-pass-1!';
  await newAccount(request, firstName, email, password);
  await signIn(page, { email, password });
  const { root, projectId } = await planProject(page, firstName);
  const owner = `${firstName} Adeyemi`;

  // A task, then Edit Task: the new title shows and the history says what changed.
  await page.goto(`${root}/add-new-task`);
  await page.getByLabel('Task Title').fill('Design the booking screens');
  await page.getByLabel('Task Type').selectOption('Design');
  await page.getByLabel('Task Description').fill('From choosing a service to paying.');
  await page.getByLabel('Assign To').click();
  await page
    .getByRole('list', { name: 'Team members' })
    .getByRole('button', { name: new RegExp(owner) })
    .click();
  await page.getByRole('button', { name: 'Create Task' }).click();
  await expect(page).toHaveURL(`${root}/tasks`);
  await page.getByRole('link', { name: 'Design the booking screens' }).click();
  await page.getByRole('button', { name: 'Edit Task' }).click();
  await page.getByLabel('Task Title').fill('Design the booking and payment screens');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Design the booking and payment screens' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Task History' })).toContainText(
    'renamed it from "Design the booking screens" to "Design the booking and payment screens"',
  );

  // Delete, then Undo on the board: the task stays, also after a reload.
  await page.getByRole('button', { name: 'Delete Task' }).click();
  await expect(page).toHaveURL(`${root}/tasks`);
  await expect(page.getByText('Task deleted: Design the booking and payment screens.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Design the booking and payment screens' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('link', { name: 'Design the booking and payment screens' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Design the booking and payment screens' })).toBeVisible();

  // A meeting (scheduled through the API the modal calls), reached from the workspace navigation.
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const scheduled = await request.post(`/api/projects/${projectId}/meetings/`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      meetingHint: 'Design review',
      entireTeam: true,
      meetingLink: 'https://meet.example.com/review',
      date: meetingDay,
      time: '10:00',
      timeZone: 'Africa/Lagos',
    },
  });
  expect(scheduled.status()).toBe(201);
  const first = await readInvitation(request, email, /^Invitation: Design review$/);
  const uid = /^UID:(.+)$/m.exec(first)?.[1];
  expect(first).toContain('SEQUENCE:0');
  expect(first.endsWith('\r\n')).toBe(true);
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Meetings' }).click();
  await expect(page).toHaveURL(`${root}/meetings`);

  // Reschedule: the invitation comes again with the same UID and SEQUENCE raised.
  const review = page.getByRole('article', { name: 'Design review' });
  await review.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule Design review' });
  await dialog.getByLabel('Date').fill(movedDay);
  await dialog.getByRole('button', { name: 'Reschedule' }).click();
  await expect(page.getByText('Meeting rescheduled. Everyone invited got the new time.')).toBeVisible();
  const updated = await readInvitation(request, email, /^Updated invitation: Design review$/);
  expect(updated).toContain('METHOD:REQUEST');
  expect(updated).toContain('SEQUENCE:1');
  expect(/^UID:(.+)$/m.exec(updated)?.[1]).toBe(uid);

  // Cancel: a cancellation for the same UID; the meeting leaves Upcoming.
  await review.getByRole('button', { name: 'Cancel meeting' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel Design review?' })
    .getByRole('button', { name: 'Cancel meeting' })
    .click();
  await expect(page.getByText('Meeting cancelled. Everyone invited was told.')).toBeVisible();
  const cancelled = await readInvitation(request, email, /^Cancelled: Design review$/);
  expect(cancelled).toContain('METHOD:CANCEL');
  expect(cancelled).toContain('SEQUENCE:2');
  expect(/^UID:(.+)$/m.exec(cancelled)?.[1]).toBe(uid);
  await expect(page.getByRole('article', { name: 'Design review' })).toHaveCount(0);

  // A file: uploaded, deleted to the trash, restored.
  await page.goto(`${root}/files-and-resources`);
  await page.getByLabel('Choose files').setInputFiles(plan);
  await expect(page.getByRole('button', { name: 'site-plan.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'site-plan.pdf' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('File moved to the trash. It can be restored for 30 days.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'site-plan.pdf' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Trash' }).click();
  await page.getByRole('button', { name: 'Restore site-plan.pdf' }).click();
  await expect(page.getByText('File restored.')).toBeVisible();
  await page.getByRole('button', { name: 'Trash' }).click();
  await expect(page.getByRole('button', { name: 'site-plan.pdf' })).toBeVisible();

  // Archive: off the list, under the Archived filter.
  await page.goto('/project/all-projects');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Archive' }) })
    .first();
  const name = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('button', { name: `Archive ${name}` }).click();
  await expect(page.getByText(`Project archived - ${name}`)).toBeVisible();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
  await page.getByRole('button', { name: 'Archived' }).click();
  await expect(page.getByRole('button', { name: `Unarchive ${name}` })).toBeVisible();
});

test('a client turns on two-factor sign-in in Settings, signs in with it, and downloads their data', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const email = `settings-${stamp}@example.com`;
  const password = 'Settings-pass-1!';
  await newAccount(request, `Tolu${stamp}`, email, password);
  await signIn(page, { email, password });

  // Settings from the sidebar: a real page, not the coming-soon notice, and no serious axe violation.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page).toHaveTitle('Settings · Buildbay');
  await expect(page.getByRole('dialog', { name: 'Coming Soon!' })).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
  ).toEqual([]);

  // Two-factor: the QR code and its key; the code computed here turns it on; ten recovery codes, once.
  const twoFactor = page.getByRole('region', { name: 'Two-factor sign-in' });
  await twoFactor.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(twoFactor.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await twoFactor.getByLabel('Set-up key').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await twoFactor.getByLabel('Code from the app').fill(generateSync({ secret }));
  await twoFactor.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(twoFactor.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await twoFactor.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(twoFactor.getByText('10 unused recovery codes left.')).toBeVisible();

  // Download my data: asked here, the link e-mailed, and the link's landing downloads the zip.
  const data = page.getByRole('region', { name: 'Download my data' });
  await data.getByRole('button', { name: 'Download my data' }).click();
  await expect(
    page.getByText('We are preparing your data. We will e-mail you a link when it is ready.'),
  ).toBeVisible();
  const link = new URL((await readMail(request, email, /https?:\/\/\S+\/settings\?export=\S+/))[0]);
  const downloading = page.waitForEvent('download');
  await page.goto(`${link.pathname}${link.search}`);
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('buildbay-data.zip');
  const zip = await readFile((await download.path())!);
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  await expect(page.getByText('Your data is downloading.')).toBeVisible();

  // Log out, then sign in again: after the password the login asks for the code.
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByLabel('Authentication code')).toHaveAccessibleDescription(
    /That code is not right\./,
  );
  // The code that turned it on cannot be used again; the next step's is accepted (one step of drift).
  await page
    .getByLabel('Authentication code')
    .fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
