import { expect, test, type Page } from '@playwright/test';
import { newAccount } from '../support/new-account';
import { planProject } from '../support/planned-project';
import { signIn } from '../support/session';

/* The page assistant acts on the page it sits on (issue #28): a task on Tasks, a meeting on Meetings. */

async function askAssistant(page: Page, message: string) {
  await page.getByLabel('Message the assistant').fill(message);
  await page.getByRole('button', { name: 'Send' }).click();
}

test('the page assistant creates a task on Tasks and books a meeting on Meetings, and each page shows it at once', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const firstName = `Kemi${stamp}`;
  const email = `page-assistant-${stamp}@example.com`;
  const password = 'Assistant-pass-1!';
  await newAccount(request, firstName, email, password);
  await signIn(page, { email, password });
  const { root } = await planProject(page, firstName);

  // On Tasks: the task lands in Backlog, assigned to the asker, and the board shows it without a reload.
  await page.goto(`${root}/tasks`);
  const backlog = page.getByTestId('column-Backlog');
  await expect(page.getByRole('heading', { name: 'Project Tasks' })).toBeVisible();
  await expect(backlog.getByRole('link', { name: 'Photograph the menu' })).toHaveCount(0);
  await askAssistant(page, 'abeg create a task to photograph the menu');
  await expect(
    page.getByText('Created task “Photograph the menu” in Backlog. Assigned to you.', { exact: true }),
  ).toBeVisible();
  await expect(backlog.getByRole('link', { name: 'Photograph the menu' })).toBeVisible();

  // It moves it too, and the card follows.
  await askAssistant(page, 'move photograph the menu to in progress');
  await expect(page.getByText('Moved “Photograph the menu” from Backlog to In Progress.')).toBeVisible();
  await expect(
    page.getByTestId('column-In Progress').getByRole('link', { name: 'Photograph the menu' }),
  ).toBeVisible();

  // On Meetings: the call is booked with the whole team and shows under Upcoming without a reload.
  await page.goto(`${root}/meetings`);
  const upcoming = page.getByRole('article', { name: 'Call with the team' });
  await expect(page.getByRole('button', { name: /Schedule/ }).first()).toBeVisible();
  await expect(upcoming).toHaveCount(0);
  await askAssistant(page, 'book a call with the team on Thursday at 10');
  await expect(
    page.getByText(
      /^Scheduled “Call with the team” for Thursday, .+, 10:00AM \(Lagos time\), 30 minutes, with the entire team\./,
    ),
  ).toBeVisible();
  await expect(upcoming).toBeVisible();
  await expect(upcoming).toContainText('Thursday');

  // Both stay after a reload, with the conversation of each page.
  await page.reload();
  await expect(upcoming).toBeVisible();
  await expect(page.getByText('book a call with the team on Thursday at 10')).toBeVisible();
});
