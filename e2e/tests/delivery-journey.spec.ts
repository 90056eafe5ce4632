import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signFiftyFifty } from '../support/contract-signing';
import { newAccount } from '../support/new-account';
import { addOwnTalent, proposeOwnTalent, retireOwnTalent } from '../support/own-team';
import { planProject } from '../support/planned-project';
import { signIn } from '../support/session';
import { newStaffMember, useToken } from '../support/staff';

/*
 * Issue #26's journey, from the new-project chat to Completed: the client signs and pays the first payment,
 * the placed team delivers milestone 1, the client asks for a change, the team delivers again and the client
 * accepts; the team delivers the last milestone, the client accepts it and pays its instalment; the project is
 * Completed with its handover, whose zip downloads, and Finance pay the placed talent, who sees the payouts Paid. Everything here is the journey's own: a new client, a new
 * talent, a new project (the seeded accounts and talent keep their state).
 */

/** A milestone's card on Timeline & Milestones, by its position (its title is what it delivers). */
const milestoneCard = (page: Page, position: number) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${position}\\. `) }) });

/** The status a milestone's card shows in its header (its history lists the steps too). */
const milestoneStatus = (page: Page, position: number) => milestoneCard(page, position).locator('header');

/** The team uploads `name` on Files & Resources and delivers milestone `position` with it and `notes`. */
async function deliver(talent: Page, root: string, position: number, name: string, notes: string) {
  await talent.goto(`${root}/files-and-resources`);
  await talent.getByLabel('Choose files').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`),
  });
  await expect(talent.getByRole('list', { name: 'Uploads' }).getByRole('listitem')).toContainText(
    `${name}Uploaded`,
  );
  await talent.goto(`${root}/timeline-and-milestones`);
  await milestoneCard(talent, position).getByRole('button', { name: 'Deliver' }).click();
  const dialog = talent.getByRole('dialog', { name: /^Deliver / });
  // Each file is offered as "<name> (v<version>)".
  await dialog.getByLabel(`${name} (v`).check();
  await dialog.getByLabel('Notes').fill(notes);
  await dialog.getByRole('button', { name: 'Deliver' }).click();
  await expect(talent.getByText('Milestone delivered for review.')).toBeVisible();
  await expect(milestoneStatus(talent, position)).toContainText('Delivered');
}

/** The client opens Timeline & Milestones and accepts milestone `position`. */
async function accept(page: Page, root: string, position: number) {
  await page.goto(`${root}/timeline-and-milestones`);
  await milestoneCard(page, position).getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Milestone accepted.')).toBeVisible();
}

/** The journey's own talent, retired after it however it ends: a failed try must not leave them for later proposals. */
let ownTalent: string | null = null;
test.afterEach(async ({ request }) => {
  if (ownTalent) await retireOwnTalent(request, ownTalent);
  ownTalent = null;
});

test('from the new-project chat to Completed: sign, pay, deliveries, a change request, acceptance, the instalment, the handover and its zip, the talent paid', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const client = { email: `delivery-${stamp}@example.com`, password: 'Delivery-pass-1!' };
  const talent = { email: `delivery-talent-${stamp}@example.com`, password: 'Talent-pass-1!' };
  await newAccount(request, `Ngozi${stamp}`, client.email, client.password);
  await newAccount(request, `Femi${stamp}`, talent.email, talent.password);
  const talentId = await addOwnTalent(request, `Femi Okafor ${stamp}`, talent.email);
  ownTalent = talentId;

  // The client plans the project in the chat, Operations propose the talent, the client signs and pays.
  await signIn(page, client);
  const { root, projectId } = await planProject(page, `Ngozi${stamp}`);
  const projectName = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  await proposeOwnTalent(request, projectId, talentId);
  const firstPayment = await signFiftyFifty(page, root, 'Ngozi Adeyemi');
  await page.getByRole('button', { name: `Pay ${firstPayment}` }).click();
  await expect(page).toHaveURL(/\/api\/payments\/test-checkout\//);
  await page.getByRole('button', { name: `Pay ${firstPayment}` }).click();
  await expect(page.getByText('Payment received. Onboarding has started.')).toBeVisible();

  // The placed talent joins the team from their placements.
  const talentContext = await browser.newContext();
  const team = await talentContext.newPage();
  await signIn(team, talent);
  await team.goto('/project/placements');
  await team.getByRole('button', { name: `Accept placement on ${projectName}` }).click();
  await expect(team.getByText('You have joined the team.')).toBeVisible();

  // Milestone 1: delivered, a change requested, delivered again, accepted (the first payment paid for it).
  await deliver(team, root, 1, 'booking-flow.pdf', 'The booking flow, first cut.');
  await page.goto(`${root}/timeline-and-milestones`);
  await milestoneCard(page, 1).getByRole('button', { name: 'Request changes' }).click();
  const changes = page.getByRole('dialog', { name: /^Request changes to / });
  await changes.getByLabel('What should change').fill('Add a step to pick the stylist.');
  await changes.getByRole('button', { name: 'Request changes' }).click();
  await expect(page.getByText('Changes requested.', { exact: true })).toBeVisible();
  await expect(milestoneStatus(page, 1)).toContainText('Changes Requested');
  await deliver(team, root, 1, 'booking-flow-stylist.pdf', 'Now with the stylist step.');
  await accept(page, root, 1);
  await expect(milestoneStatus(page, 1)).toContainText('Paid');

  // The last milestone: delivered, accepted, and its instalment paid in Billing.
  await deliver(team, root, 2, 'admin-dashboard.pdf', 'The admin dashboard.');
  await accept(page, root, 2);
  await page.goto('/billing');
  const instalment = page
    .getByRole('article', { name: /.+/ })
    .filter({ hasText: 'Contract payment: 50% on delivery' });
  const amount = /₦[\d,]+/.exec((await instalment.textContent()) ?? '')?.[0] ?? '';
  expect(amount).not.toBe('');
  await instalment.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/test-checkout\//);
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();

  // Completed: on the dashboard's and the list's Completed filter, with its handover from the overview.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Completed' }).click();
  await expect(page.getByRole('article', { name: projectName }).getByTestId('project-status')).toHaveText(
    'Completed',
  );
  await page.goto('/project/all-projects');
  await page.getByRole('button', { name: 'Completed' }).click();
  const card = page.getByRole('article', { name: projectName });
  await expect(card.getByTestId('project-status')).toHaveText('Completed');
  await card.getByRole('button', { name: projectName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${root}$`));
  await page.getByRole('link', { name: 'Open the handover' }).click();
  await expect(page).toHaveURL(`${root}/handover`);
  await expect(page.getByRole('heading', { name: 'Final report' })).toBeVisible();
  const milestones = page.getByRole('table', { name: 'Milestones delivered' });
  await expect(milestones.getByRole('row').filter({ hasText: /^1\. / })).toContainText(
    'booking-flow-stylist.pdf',
  );
  await expect(milestones.getByRole('row').filter({ hasText: /^2\. / })).toContainText('admin-dashboard.pdf');
  await expect(page.getByRole('table', { name: 'Payments' })).toContainText(firstPayment);

  // Download all: one zip of what was handed over (the file of the accepted delivery, not the first cut).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download all' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-deliverables\.zip$/);
  const zip = await readFile((await download.path()) ?? '');
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  expect(zip.includes('booking-flow-stylist.pdf')).toBe(true);
  expect(zip.includes('admin-dashboard.pdf')).toBe(true);
  expect(zip.includes('booking-flow.pdf')).toBe(false);

  // The client rates the team once; the rating is shown after.
  const rating = page.getByRole('form', { name: 'Rate the team' });
  await rating.getByLabel('Rating').selectOption('5 stars');
  await rating.getByLabel('Comment (optional)').fill('On time, and the change was quick.');
  await rating.getByRole('button', { name: 'Rate the team' }).click();
  await expect(page.getByText('Thank you for rating the team.')).toBeVisible();
  await expect(page.getByLabel('Your team rating')).toContainText('On time, and the change was quick.');
  await expect(page.getByRole('form', { name: 'Rate the team' })).toBeHidden();

  // Finance pay the talent's payouts (one a milestone) on the console's Payouts page; the talent sees them Paid.
  const finance = await newStaffMember(request, 'Finance', `delivery-finance-${stamp}@example.com`);
  const financeContext = await browser.newContext();
  const staffConsole = await financeContext.newPage();
  await useToken(staffConsole, finance.token);
  await staffConsole.goto('/staff/payouts');
  const payouts = staffConsole.getByRole('row', { name: new RegExp(`^Femi Okafor ${stamp} `) });
  await expect(payouts).toHaveCount(2);
  // The page lists what is Pending: each payout leaves it once paid, and the Paid filter shows both.
  for (let left = 2; left > 0; left -= 1) {
    await payouts.first().getByRole('button', { name: 'Process Payment' }).click();
    await expect(payouts).toHaveCount(left - 1);
  }
  await staffConsole.getByLabel('Status').selectOption('Paid');
  await expect(payouts.filter({ hasText: 'Paid' })).toHaveCount(2);
  await financeContext.close();
  await team.goto('/project/placements');
  const earned = team.getByRole('table', { name: `Your payouts: ${projectName}` });
  await expect(earned.getByRole('row').filter({ hasText: 'Paid' })).toHaveCount(2);

  await talentContext.close();
});
