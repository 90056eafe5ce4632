import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { newAccount } from '../support/new-account';
import { signIn, signInAsDemo } from '../support/session';

/** Pays at the embedded test checkout (where Paystack's page would be) and waits to be back on `returnTo`. */
async function payAtCheckout(page: Page, returnTo: RegExp) {
  await expect(page).toHaveURL(/\/api\/payments\/test-checkout\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(returnTo);
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
}

test('a new account on Free Starter is refused a second project, upgrades to Growth with the prorated charge, pays at the checkout, gets a numbered Paid invoice as a PDF, adds a seat and gives it up', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const account = { email: `billing-${stamp}@example.com`, password: 'Billing-pass-1!' };
  await newAccount(request, `Funmi${stamp}`, account.email, account.password);
  await signIn(page, account);

  // Free Starter allows one project: the first chat starts, a second is refused with the way to change plan.
  await page.getByRole('button', { name: 'Start New' }).click();
  await expect(page.getByText("I'm your personal assistant", { exact: false })).toBeVisible();
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'New Project', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Your Free Starter plan allows 1 project. Upgrade your plan to create another project.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change Plan' })).toHaveAttribute('href', '/billing/plans');
  await page.goto('/dashboard');

  // The sidebar's Payments opens the billing overview: Free Starter, nothing due, no invoices yet.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  const plan = page.getByRole('region', { name: 'Current plan' });
  await expect(plan.getByRole('heading', { name: /Free Starter/ })).toBeVisible();
  await expect(page.getByText(/No invoices yet/)).toBeVisible();

  // Change Plan → Growth: the prorated charge with its VAT, before anything is paid.
  await plan.getByRole('link', { name: 'Change Plan' }).click();
  await expect(page).toHaveURL(/\/billing\/plans$/);
  await expect(page.getByRole('article', { name: 'Free Starter' })).toHaveAttribute(
    'data-highlighted',
    'true',
  );
  await page.getByRole('button', { name: 'Get Started: Growth Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change to Growth Plan' });
  await expect(dialog.getByTestId('prorated-amount')).toHaveText(/^₦[\d,]+(\.\d\d)?$/);
  await expect(dialog.getByText('VAT (7.5%)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();

  // The embedded test checkout, then back: Growth, and the invoice numbered and Paid.
  await payAtCheckout(page, /\/billing$/);
  await expect(plan.getByRole('heading', { name: /Growth Plan/ })).toBeVisible();
  const invoice = page.getByRole('row', { name: /^Invoice INV-/ }).first();
  await expect(invoice).toContainText('Paid');
  const number = (await invoice.getAttribute('aria-label'))!.replace('Invoice ', '');
  expect(number).toMatch(/\d/);

  // Its PDF downloads under its number.
  const download = page.waitForEvent('download');
  await invoice.getByRole('button', { name: `Download invoice ${number} as PDF` }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  // The card the upgrade was paid with is kept for renewals and seats.
  await expect(page.getByRole('region', { name: 'Saved card' })).toContainText(
    'Visa ending 4081, expires 12/2030',
  );

  // Add a seat, with the amount worked out as the number changes.
  await page.getByRole('link', { name: 'Manage Seats' }).click();
  await expect(page).toHaveURL(/\/billing\/team-seats$/);
  const total = page.getByRole('region', { name: 'Total', exact: true });
  const before = await total.innerText();
  await page.getByRole('button', { name: 'Add Seats' }).click();
  const addSeats = page.getByRole('dialog', { name: 'Add Seats' });
  await expect(addSeats.getByTestId('seats-amount')).toHaveText('₦20 a month');
  await addSeats.getByRole('button', { name: 'One seat more' }).click();
  await expect(addSeats.getByTestId('seats-amount')).toHaveText('₦40 a month');
  await addSeats.getByRole('button', { name: 'One seat fewer' }).click();
  await addSeats.getByRole('button', { name: 'Continue' }).click();
  // The upgrade's card is saved: the seat is charged to it for what is left of the period, and counts at once.
  await expect(page.getByText('Paid with your saved Visa card ending 4081.')).toBeVisible();
  await expect(addSeats).toBeHidden();
  await expect(total).not.toHaveText(before);

  // And give it up: it stays until the period ends.
  await page.getByRole('button', { name: 'Remove Seat' }).click();
  await expect(page.getByText(/1 given up seat stays until/)).toBeVisible();

  // Without the saved card, the next seat is paid at the checkout again.
  await page.goto('/billing');
  const card = page.getByRole('region', { name: 'Saved card' });
  await card.getByRole('button', { name: 'Remove card' }).click();
  await expect(card).toContainText('No saved card.');
  await page.getByRole('link', { name: 'Manage Seats' }).click();
  await page.getByRole('button', { name: 'Add Seats' }).click();
  await page.getByRole('dialog', { name: 'Add Seats' }).getByRole('button', { name: 'Continue' }).click();
  await payAtCheckout(page, /\/billing\/team-seats$/);
});

test('the demo account processes a team payment from its invoice details through the checkout', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.goto('/billing');
  await page.getByRole('link', { name: 'Manage Team Payments' }).click();
  await expect(page).toHaveURL(/\/billing\/team-payments$/);
  await expect(page.getByRole('region', { name: 'Total Payroll' })).toContainText('₦');

  // A payment with something still to pay, then its unpaid invoice.
  const unpaid = /Pending|Overdue/;
  await page
    .getByRole('row')
    .filter({ hasText: unpaid })
    .getByRole('link', { name: /^Process .+'s payment$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/billing\/team-payments\/[^/]+$/);
  await page
    .getByRole('row')
    .filter({ hasText: unpaid })
    .getByRole('link', { name: /^Process invoice / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/billing\/team-payments\/invoice-details\/[^/]+$/);
  const balance = await page.getByTestId('balance-due').innerText();

  await page.getByRole('button', { name: 'Process Payment' }).click();
  const modal = page.getByRole('dialog', { name: 'Process Payment' });
  const type = modal.getByRole('spinbutton', { name: 'Payment type' });
  await type.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(type).toHaveAttribute('aria-valuetext', 'Installment Payment');
  const amount = modal.getByLabel('Amount (₦)');
  await amount.fill('0');
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal.getByText('The amount must be more than ₦0.')).toBeVisible();
  await amount.fill('1,000');
  await modal.getByRole('button', { name: 'Continue' }).click();

  await payAtCheckout(page, /\/billing\/team-payments\/invoice-details\/[^/]+$/);
  await expect(page.getByTestId('balance-due')).not.toHaveText(balance);
});
