import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../../api/test/support/pdf-text';
import { newAccount } from '../support/new-account';
import { chatSayer, deliverablesConfirmation } from '../support/project-chat';
import { demoAccount } from '../support/session';
import { sendProposalAsProposed } from '../support/staff';

/**
 * Signs in through the login page. The page arrives as HTML before it comes alive, and what is typed before
 * then is not seen by the form: type once the login page has asked whether Google sign-in is on (it does
 * so once alive), and open it again should Login still not be offered.
 */
async function logIn(page: Page, email: string, password: string): Promise<void> {
  await expect(async () => {
    const alive = page.waitForResponse((response) => response.url().includes('/api/google-login/status'));
    await page.goto('/login');
    await alive;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled({ timeout: 5_000 });
  }).toPass();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

test('from a finished project chat to kickoff: hire, the team, the cost, instalments, signing, paying, onboarding', async ({
  browser,
  page,
  request,
}) => {
  // The client's whole way, then three placed talent each signing in to accept.
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const email = `hire-${stamp}@example.com`;
  const password = 'Project-pass-1!';
  await newAccount(request, `Kemi${stamp}`, email, password);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Start New' }).click();

  // The chat takes messages once its greeting is there.
  await expect(page.getByRole('log', { name: 'Conversation' })).toContainText("I'm your personal assistant");
  const say = chatSayer(page);
  await say(
    'I want a website designed and built for bakery customers in Lagos',
    /What is the main goal of the project\?/,
  );
  await say('Take cake orders online', deliverablesConfirmation);
  await say('A website and an admin dashboard', /Which main features should it have\?/);
  await say(
    'online ordering, card payments and delivery tracking',
    /What budget do you have in mind, in naira\?/,
  );
  await say('Budget is around 5 million naira', /When would you like it done\?/);
  await say('we want to launch in 8 weeks', /Create it, or change something\?/);
  await say('Create it', /Taking you to your project workspace\.\.\./);
  await expect(page).toHaveURL(/\/project\/workspace\/[0-9a-f-]{36}\/[a-z0-9-]+$/, { timeout: 15_000 });
  const root = new URL(page.url()).pathname;
  const projectName = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';

  // Hire: the managed-team intro, from the team page's promo card.
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: 'Project Team' })
    .click();
  await page.getByRole('link', { name: 'Hire the team' }).click();
  await expect(page).toHaveURL(`${root}/hire`);
  await expect(page.getByText('Let our expert team handle your project from start to finish')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Team Selection' }).click();

  // Team Selection: nothing until Operations send the proposal (issue #27); they send the assistant's as it is.
  await expect(page).toHaveURL(`${root}/team-selection`);
  await expect(page.getByText(/Our operations team is preparing your team proposal\./)).toBeVisible();
  await sendProposalAsProposed(request, root.split('/')[3] ?? '');
  await page.reload();
  const proposed = page.getByRole('region', { name: /Proposed team/ });
  await expect(page.getByText(/I suggest a UI\/UX designer and two developers\./)).toBeVisible();
  await expect(proposed.getByRole('listitem')).toHaveCount(3);
  await expect(proposed.getByRole('listitem').first()).toContainText('Rate');
  const team = await proposed
    .getByRole('listitem')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
  await expect(page.getByTestId('proposal-version')).toContainText('Version 1, sent on');
  await page.getByRole('link', { name: 'Continue' }).click();

  // Review Team & Cost: the rates, 8 weeks from the chat, the total and the default schedule.
  await expect(page).toHaveURL(`${root}/review-team-and-cost`);
  await expect(page.getByTestId('timeline-weeks')).toHaveText('8 weeks');
  const total = (await page.getByTestId('total-cost').textContent()) ?? '';
  expect(total).toMatch(/^₦[\d,]+$/);
  await expect(page.getByTestId('schedule')).toContainText('50% on signing');
  await page.getByRole('link', { name: 'Continue to Contract' }).click();

  // Contract & Payment: Monthly Installments really changes the schedule.
  await expect(page).toHaveURL(`${root}/contract-and-payment`);
  await expect(page.getByTestId('contract-total')).toHaveText(total);
  await expect(page.getByTestId('schedule-summary')).toHaveText('50% on signing, 50% on delivery');
  await expect(page.getByText('Payments are non-refundable once work has commenced.')).toBeVisible();
  await page.getByLabel('Monthly Installments').check();
  await expect(page.getByTestId('schedule-summary')).toHaveText(
    '2 equal monthly instalments, the first on signing',
  );
  await expect(page.getByTestId('schedule')).toContainText('Instalment 2 of 2');
  const firstPayment = (await page.getByTestId('first-payment').textContent()) ?? '';

  // Sign with the typed full name and the agreement.
  await page.getByLabel('Full name').fill('Kemi Adeyemi');
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(page.getByText('Contract signed.')).toBeVisible();
  const signedBy = page.getByTestId('signed-by');
  await expect(signedBy).toContainText('Signed by Kemi Adeyemi on');
  const signedOn = ((await signedBy.textContent()) ?? '').replace(/^Signed by Kemi Adeyemi on /, '').trim();
  await expect(page.getByLabel('Monthly Installments')).toBeDisabled();

  // The PDF carries the signer, the date and the total shown on screen.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const pdf = await readFile((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const drawn = pdfText(pdf);
  expect(drawn).toContain('Signed by: Kemi Adeyemi');
  expect(drawn).toContain(`Date: ${signedOn}`);
  expect(drawn).toContain(`Total: ${total.replace('₦', 'NGN ')}`);

  // Signed but unpaid: /billing shows what is due, and Pay now leads to the same checkout.
  await page.goto('/billing');
  const due = page.getByRole('article', { name: projectName });
  await expect(due).toContainText('First payment: Instalment 1 of 2');
  await expect(due).toContainText(firstPayment);
  await due.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/test-checkout\//);
  await expect(page.getByRole('button', { name: /^Pay / })).toContainText(firstPayment);
  await page.goto(`${root}/contract-and-payment`);

  // Pay the first instalment through the test checkout.
  await page.getByRole('button', { name: `Pay ${firstPayment}` }).click();
  await expect(page).toHaveURL(/\/api\/payments\/test-checkout\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Payment received. Onboarding has started.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Onboarding' })).toBeVisible();
  await page.getByRole('link', { name: 'View Onboarding' }).click();

  // Onboarding: Payment Processed done, 25%.
  await expect(page).toHaveURL(`${root}/onboarding`);
  await expect(page.getByRole('listitem', { name: 'Payment Processed: Done' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Team Onboarding: In progress' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute(
    'aria-valuenow',
    '25',
  );
  await expect(page.getByTestId('onboarding-status')).toHaveText('Team Onboarding in Progress');

  // Each placed talent signs in, follows the placement notification to their placements and accepts.
  for (const name of team) {
    const context = await browser.newContext();
    const talent = await context.newPage();
    await logIn(talent, `${name.toLowerCase().replace(' ', '.')}@talent.example.com`, demoAccount.password);
    // A talent has no business profile and needs none: signed in, they land on the dashboard.
    await expect(talent).toHaveURL(/\/dashboard$/);
    await talent.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await talent.getByRole('button', { name: new RegExp(`You are placed on ${projectName}`) }).click();
    await expect(talent).toHaveURL(/\/project\/placements$/);
    await talent.getByRole('button', { name: `Accept placement on ${projectName}` }).click();
    await expect(talent.getByText('You have joined the team.')).toBeVisible();
    await expect(talent).toHaveURL(new RegExp(`${root}$`));
    await context.close();
  }
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Team Onboarding: Done' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );

  // Contact Support opens the live chat with the project named.
  await page.getByRole('button', { name: 'Contact Support' }).click();
  await expect(page).toHaveURL(/\/live-chat$/);
  await expect(
    page.getByText(`I need help with the onboarding of my project "${projectName}".`),
  ).toBeVisible();

  // The project card says In Progress.
  await page.goto('/project/all-projects');
  await expect(page.getByRole('article', { name: projectName })).toContainText('In Progress');
});
