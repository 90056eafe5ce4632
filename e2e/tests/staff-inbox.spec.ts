import { expect, test } from '@playwright/test';
import { readMail } from '../support/mailbox';
import { addStaffMember, demoStaff, staffToken, useToken } from '../support/staff';

/*
 * The staff console (issue #27), the visitor's half of the journey: a visitor sends a service request from the
 * home page; Operations find it in the inbox (told in the bell), give it to themselves and reply; the visitor is
 * e-mailed the reply, and their /requests lookup shows the new status and the reply; the audit log lists each
 * step. The staffing half is staff-proposal.spec.ts; the console's own start and its rollback,
 * staff-console.spec.ts.
 */

test('a visitor’s service request is assigned and answered from the inbox, and the visitor reads the answer', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const visitor = { name: `Ada ${stamp}`, email: `ada-${stamp}@example.com` };
  const reply = `Thanks, Ada. A designer will call you on Monday (${stamp}).`;

  // Operations is on the staff before the request arrives, so it is told of it.
  const operations = await addStaffMember(request, 'Operations', `kemi-${stamp}@example.com`, {
    first_name: 'Kemi',
    last_name: stamp,
  });
  const operationsName = `Kemi ${stamp}`;
  await test.step('the visitor sends a service request from the home page', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: "Let's Build Something Together" }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a Service' });
    await dialog.getByLabel('Full Name').fill(visitor.name);
    await dialog.getByLabel('Email Address').fill(visitor.email);
    await dialog.getByLabel('Phone Number').fill('08031234567');
    await dialog.getByLabel('Service Type').selectOption('Design Services');
    await dialog.getByLabel('Project Description').fill('A new logo and brand colours.');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Request Sent Successfully' });
    await confirmation.getByRole('button', { name: 'OK' }).click();
  });

  const console = await (await browser.newContext()).newPage();
  await useToken(console, await staffToken(request, operations));

  const itemId = await test.step('Operations find it in the inbox, take it and reply', async () => {
    // They were told: the bell's notice and an e-mail (staff's defaults for the inbox).
    await readMail(request, operations.email, new RegExp(`New Service Request from ${visitor.name}`));
    await console.goto('/staff');
    await expect(console).toHaveURL(/\/staff\/inbox$/);
    await console.getByLabel('Kind').selectOption('Service Request');
    await console.getByLabel('Status').selectOption('Received');
    const row = console.getByRole('row', { name: `Service Request from ${visitor.name}` });
    await expect(row).toContainText(/Waiting \d+ min/);
    await expect(row).toContainText('Nobody yet');
    await row.getByRole('link', { name: 'Design Services' }).click();
    await expect(console.getByRole('heading', { name: 'Design Services' })).toBeVisible();
    const id = /\/staff\/inbox\/([0-9a-f-]{36})$/.exec(console.url())?.[1] ?? '';

    const assign = console.getByRole('form', { name: 'Assign' });
    await assign.getByLabel('Handled by').selectOption({ label: operationsName });
    await assign.getByRole('button', { name: 'Assign' }).click();
    await expect(console.getByText('Inbox item updated.')).toBeVisible();

    const answer = console.getByRole('form', { name: 'Reply by e-mail' });
    await answer.getByLabel(`Your reply to ${visitor.email}`).fill(reply);
    await answer.getByRole('button', { name: 'Send reply' }).click();
    await expect(console.getByText('Reply sent.')).toBeVisible();
    await expect(console.getByRole('region', { name: 'Replies' })).toContainText(reply);
    await expect(console.getByRole('form', { name: 'Move' }).getByLabel('Move to')).toContainText(
      'In Review (now)',
    );

    await console.goto('/staff/inbox');
    await console.getByLabel('Handled by').selectOption('me');
    await expect(console.getByRole('row', { name: `Service Request from ${visitor.name}` })).toContainText(
      /Answered in \d+ min/,
    );
    return id;
  });

  await test.step('the visitor is e-mailed the reply and reads it with the status on /requests', async () => {
    await readMail(request, visitor.email, new RegExp(reply.replace(/[()]/g, '\\$&')));
    await page.goto('/requests');
    await page.getByLabel('Email Address').fill(visitor.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const card = page.getByRole('article', { name: 'Design Services' });
    await expect(card).toContainText('In Review');
    const replies = card.getByRole('region', { name: 'Our replies to Design Services' });
    await expect(replies).toContainText(operationsName);
    await expect(replies).toContainText(reply);
  });

  await test.step('the audit log lists each step, by the Operations member', async () => {
    const admin = await (await browser.newContext()).newPage();
    await useToken(admin, await staffToken(request, demoStaff));
    await admin.goto('/staff/audit-log');
    await admin.getByRole('searchbox', { name: 'Search' }).fill(visitor.email);
    const assigned = admin.getByRole('row').filter({ hasText: `assigned to ${operationsName}` });
    const replied = admin
      .getByRole('row')
      .filter({ hasText: 'Replied to Service Request "Design Services"' });
    await expect(assigned).toContainText(`${operationsName} (Operations)`);
    await expect(assigned).toContainText('inbox.assigned');
    await expect(replied).toContainText('(now In Review)');
    const log = (await (
      await request.get(`/api/staff/audit-log/?subject=${itemId}`, {
        headers: { Authorization: `Bearer ${await staffToken(request, demoStaff)}` },
      })
    ).json()) as { entries: { action: string }[] };
    expect(log.entries.map((entry) => entry.action)).toEqual(['inbox.replied', 'inbox.assigned']);
  });
});
