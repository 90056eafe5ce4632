import { expect, test } from '@playwright/test';
import { newAccount } from '../support/new-account';
import { chatSayer } from '../support/project-chat';
import { apiLogIn, sendProposalAsProposed, useToken } from '../support/staff';

/*
 * Issue #28, "Done means": a client describes a whole project in one message of pidgin with a budget under what
 * the work costs; the summary has it right; Operations send the machine's draft as it is; the proposal shows a
 * first phase within the budget and the later phase with its cost; the contract's scope reads as prose.
 */

const MESSAGE =
  'Abeg I wan build website for my restaurant, Mama Put Kitchen, so customers fit order food online. ' +
  'Design and development. Features: menu, online ordering, Paystack payment, delivery tracking. ' +
  'My budget na 1.5m and I need am before Christmas';

const naira = (text: string) => Number(text.replace(/[₦,]/g, ''));

test('a one-message pidgin project under budget gets a first phase that fits, and a contract in prose', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const client = { email: `chidi-${stamp}@example.com`, password: 'Project-pass-1!' };
  await newAccount(request, `Chidi${stamp}`, client.email, client.password);
  await useToken(page, await apiLogIn(request, client));

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Start New' }).click();
  const conversation = page.getByRole('log', { name: 'Conversation' });
  await expect(conversation).toContainText("I'm your personal assistant");
  const say = chatSayer(page);
  await say(MESSAGE, /Who is it for\?/);
  await say('nope, that is it', /Create it, or change something\?/);
  const summary = conversation.getByText(/^Here is what I have:/).last();
  await expect(summary).toContainText('"Mama Put Kitchen", a design and development project.');
  await expect(summary).toContainText('Goal: customers can order food online.');
  await expect(summary).toContainText(
    'Main features: menu, online ordering, Paystack payment and delivery tracking.',
  );
  await expect(summary).toContainText('Budget: ₦1,500,000.');
  await expect(summary).toContainText('Timeline: before Christmas.');
  await say('Create it', /Taking you to your project workspace\.\.\./);
  await expect(page).toHaveURL(/\/project\/workspace\/[0-9a-f-]{36}\/[a-z0-9-]+$/, { timeout: 15_000 });
  const root = new URL(page.url()).pathname;

  // Operations send the machine's draft untouched: it is already phased to the budget and the deadline.
  await sendProposalAsProposed(request, root.split('/')[3] ?? '');
  await page.goto(`${root}/team-selection`);
  const fit = page.getByTestId('budget-fit');
  await expect(fit).toContainText('more than your budget of ₦1,500,000');
  await expect(fit).toContainText(
    'The first phase, Phase 1: first release, fits your budget and your deadline',
  );
  await expect(fit).toContainText(
    /Later phases follow at their own cost when you are ready: Phase 2: the rest: ₦[\d,]+/,
  );
  const proposed = page.getByRole('region', { name: /Proposed team/ });
  await expect(proposed.getByRole('listitem')).not.toHaveCount(0);
  await expect(proposed).not.toContainText('Mobile Developer');
  const phases = page.getByRole('region', { name: 'Schedule and cost' }).getByRole('listitem');
  await expect(phases).toHaveCount(2);
  await expect(phases.first()).toContainText('Phase 1: first release');
  const firstCost = (await phases.first().textContent())?.match(/₦[\d,]+/)?.[0] ?? '';
  expect(naira(firstCost)).toBeGreaterThan(0);
  expect(naira(firstCost)).toBeLessThanOrEqual(1_500_000);
  await expect(page.getByTestId('budget-note')).toContainText('so we propose it in two phases');

  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${root}/review-team-and-cost`);
  await expect(page.getByTestId('budget-fit')).toContainText('fits your budget and your deadline');

  // The contract's scope is written from the brief (what is made, its features), not the message the client typed.
  await page.getByRole('link', { name: 'Continue to Contract' }).click();
  await expect(page).toHaveURL(`${root}/contract-and-payment`);
  const scope = page.getByText(/^Mama Put Kitchen is a design and development project\./);
  await expect(scope).toContainText(
    'We deliver the website. It covers menu, online ordering, Paystack payment and delivery tracking.',
  );
  await expect(scope).not.toContainText('Abeg');
  await expect(scope).not.toContainText('I wan');
});
