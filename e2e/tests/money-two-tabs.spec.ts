import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eDataDir } from '../support/environment';
import { mailArrival, readMail } from '../support/mailbox';
import { newAccount } from '../support/new-account';
import { planProject } from '../support/planned-project';
import { signIn } from '../support/session';
import { signFiftyFifty } from '../support/contract-signing';
import { addOwnTalent, proposeOwnTalent, retireOwnTalent } from '../support/own-team';
import { apiLogIn } from '../support/staff';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Issue #25's journey: a contract's first payment opened in two tabs and paid in both is charged once (the
 * two tabs hold one checkout, so the second Pay finds it paid: docs/decisions.md, "One balance per amount
 * owed"); its invoice and receipt are in Billing; the second instalment is invoiced when it falls due and
 * paid the same way. Everything here is the journey's own: a new client, a new talent, a new project.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** How many e-mails to `to` have a subject matching `subject` (the development mailbox). */
async function mailCount(request: APIRequestContext, to: string, subject: RegExp): Promise<number> {
  const token = readFileSync(path.join(e2eDataDir, 'mailbox-token'), 'utf8').trim();
  const answer = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`, {
    headers: { 'X-Mailbox-Token': token },
  });
  const { messages } = (await answer.json()) as { messages: { subject: string }[] };
  return messages.filter((mail) => subject.test(mail.subject)).length;
}

/** The team delivers milestone `index` with a PDF; the client accepts it (the milestones page's calls). */
async function deliverAndAccept(
  request: APIRequestContext,
  projectId: string,
  index: number,
  talentToken: string,
  clientToken: string,
) {
  const timeline = await request.get(`/api/projects/${projectId}/milestones/`, {
    headers: bearer(talentToken),
  });
  const { milestones } = (await timeline.json()) as { milestones: { id: string }[] };
  const milestone = milestones[index]?.id ?? '';
  const file = await request.post(`/api/projects/${projectId}/files/`, {
    headers: bearer(talentToken),
    multipart: {
      file: {
        name: `milestone-${index + 1}.pdf`,
        mimeType: 'application/pdf',
        buffer: Buffer.from(`%PDF-1.4\n% milestone ${index + 1}\n%%EOF\n`),
      },
    },
  });
  expect(file.ok(), await file.text()).toBe(true);
  const { file: uploaded } = (await file.json()) as { file: { id: string } };
  const delivered = await request.post(`/api/milestones/${milestone}/deliver/`, {
    headers: bearer(talentToken),
    data: { file_ids: [uploaded.id], notes: 'Here it is.' },
  });
  expect(delivered.ok(), await delivered.text()).toBe(true);
  const accepted = await request.post(`/api/milestones/${milestone}/accept/`, {
    headers: bearer(clientToken),
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
}

/** Billing's row of invoice `number`, Paid, whose View shows the seller's legal details and the receipt. */
async function expectPaidWithReceipt(page: Page, number: string, amount: string) {
  const row = page.getByRole('row', { name: `Invoice ${number}` });
  await expect(row).toContainText('Paid');
  await expect(row).toContainText(amount);
  await row.getByRole('button', { name: `View invoice ${number}` }).click();
  const view = page.getByRole('dialog', { name: `Invoice ${number}` });
  await expect(view.locator('address[aria-label="From"]')).toContainText('TIN: ');
  await expect(view.getByRole('row', { name: /^Total/ })).toContainText(amount);
  const receipt = page.waitForEvent('download');
  await view.getByRole('button', { name: 'Download receipt' }).click();
  expect((await receipt).suggestedFilename()).toMatch(/^receipt-plt-[0-9a-f]{24}\.pdf$/);
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
}

/** The journey's own talent, retired after it however it ends: a failed try must not leave them for later proposals. */
let ownTalent: string | null = null;
test.afterEach(async ({ request }) => {
  if (ownTalent) await retireOwnTalent(request, ownTalent);
  ownTalent = null;
});

test("a contract's first payment opened in two tabs and paid in both is charged once; its invoice and receipt are in Billing; the second instalment is invoiced and paid too", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const client = { email: `two-tabs-${stamp}@example.com`, password: 'Two-tabs-pass-1!' };
  const talent = { email: `two-tabs-talent-${stamp}@example.com`, password: 'Talent-pass-1!' };
  await newAccount(request, `Bisi${stamp}`, client.email, client.password);
  await newAccount(request, `Tobi${stamp}`, talent.email, talent.password);
  const talentId = await addOwnTalent(request, `Tobi Adeyemi ${stamp}`, talent.email);
  ownTalent = talentId;

  // The client plans a project, Operations propose the talent, the client signs the 50/50 contract.
  await signIn(page, client);
  const { root, projectId } = await planProject(page, `Bisi${stamp}`);
  await proposeOwnTalent(request, projectId, talentId);
  const firstPayment = await signFiftyFifty(page, root, 'Bisi Adeyemi');

  // Two tabs: the contract page's Pay and Billing's Pay now open the same checkout.
  await page.getByRole('button', { name: `Pay ${firstPayment}` }).click();
  await expect(page).toHaveURL(/\/api\/payments\/test-checkout\//);
  const secondTab = await page.context().newPage();
  await secondTab.goto('/billing');
  const due = secondTab.getByRole('article', { name: /.+/ }).filter({ hasText: firstPayment });
  await expect(due).toContainText('First payment: 50% on signing');
  const firstNumber = /INV-\d+/.exec((await due.textContent()) ?? '')?.[0] ?? '';
  expect(firstNumber).not.toBe('');
  await due.getByRole('button', { name: 'Pay now' }).click();
  await expect(secondTab).toHaveURL(/\/api\/payments\/test-checkout\//);
  expect(secondTab.url()).toBe(page.url());

  // Both pay: the first is charged and comes back to the page Pay was last pressed on; the second finds it paid.
  await page.getByRole('button', { name: `Pay ${firstPayment}` }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
  await secondTab.getByRole('button', { name: `Pay ${firstPayment}` }).click();
  await expect(secondTab).toHaveURL(/\/billing$/);
  await expect(secondTab.getByText('Payment received. Thank you!')).toBeVisible();
  await secondTab.close();

  // Charged once: one receipt e-mail, for the first payment's amount; nothing was taken twice to refund.
  await readMail(request, client.email, /Receipt for your payment plt-/);
  expect(await mailCount(request, client.email, /^Receipt for your payment/)).toBe(1);
  expect(await mailCount(request, client.email, /^Overpayment refunded/)).toBe(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Contract payments due' })).toBeHidden();
  await expectPaidWithReceipt(page, firstNumber, firstPayment);

  // The team delivers both milestones and the client accepts them: the second 50% falls due, in Billing with Pay.
  const talentToken = await apiLogIn(request, talent);
  const placed = await request.post(`/api/placements/${projectId}/accept/`, { headers: bearer(talentToken) });
  expect(placed.ok(), await placed.text()).toBe(true);
  const clientToken = (await page.evaluate(() => localStorage.getItem('access_token'))) ?? '';
  await deliverAndAccept(request, projectId, 0, talentToken, clientToken);
  await deliverAndAccept(request, projectId, 1, talentToken, clientToken);
  await page.reload();
  const second = page
    .getByRole('article', { name: /.+/ })
    .filter({ hasText: 'Contract payment: 50% on delivery' });
  await expect(second).toBeVisible();
  const secondNumber = /INV-\d+/.exec((await second.textContent()) ?? '')?.[0] ?? '';
  const secondAmount = /₦[\d,]+/.exec((await second.textContent()) ?? '')?.[0] ?? '';
  await expect(page.getByRole('row', { name: `Invoice ${secondNumber}` })).toContainText('Pending');
  await second.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/test-checkout\//);
  await page.getByRole('button', { name: `Pay ${secondAmount}` }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
  await expectPaidWithReceipt(page, secondNumber, secondAmount);
  await expect.poll(() => mailCount(request, client.email, /^Receipt for your payment/), mailArrival).toBe(2);
});
