import { expect, type Page } from '@playwright/test';

/**
 * The client takes the team Operations proposed, goes on to the contract and signs its 50/50 schedule
 * with `fullName`; answers the first payment as the page shows it ("₦1,234,000").
 */
export async function signFiftyFifty(page: Page, root: string, fullName: string): Promise<string> {
  await page.goto(`${root}/team-selection`);
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Continue to Contract' }).click();
  await expect(page).toHaveURL(`${root}/contract-and-payment`);
  await expect(page.getByTestId('schedule-summary')).toHaveText('50% on signing, 50% on delivery');
  const firstPayment = (await page.getByTestId('first-payment').textContent()) ?? '';
  expect(firstPayment).toMatch(/^₦[\d,]+$/);
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(page.getByText('Contract signed.')).toBeVisible();
  return firstPayment;
}
