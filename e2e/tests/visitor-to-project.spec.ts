import { expect, test } from '@playwright/test';
import { newAccount } from '../support/new-account';
import { chatSayer } from '../support/project-chat';

/*
 * The home page's promise: a visitor describes a project to the assistant, signs in, and the new-project chat
 * starts from what they said once they agree (mf-marketing → mf-auth → mf-workspace).
 */

const DESCRIBED = 'We need a logo and flyers for our bakery, Golden Crust, budget around 400k';

test('what a visitor told the home page assistant becomes the start of their project after signing in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const firstName = `Amaka${stamp}`;
  const email = `visitor-${stamp}@example.com`;
  const password = 'Visitor-pass-1!';
  await newAccount(request, firstName, email, password);

  await page.goto('/');
  const siteChat = page.getByRole('log').first();
  const message = page.getByPlaceholder('Type your message...');
  for (const text of [DESCRIBED, 'how long does design take?']) {
    await message.fill(text);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/reply/');
    await page.getByRole('button', { name: 'Send' }).click();
    expect((await answered).ok()).toBe(true);
  }
  await expect(siteChat).toContainText('how long does design take?');

  // Signing in on the same browser takes the visitor's chat to the account.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: `Welcome ${firstName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Start New' }).click();

  const conversation = page.getByRole('log', { name: 'Conversation' });
  await expect(conversation).toContainText(`Before you signed in, you told me: “${DESCRIBED}.”`);
  await expect(conversation).not.toContainText('how long does design take?');
  const replies = page.getByRole('group', { name: 'Suggested replies' });
  await expect(replies.getByRole('button')).toHaveText(['Yes, start from that', 'Another project']);
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/chat/response/',
  );
  await replies.getByRole('button', { name: 'Yes, start from that' }).click();
  expect((await answered).ok()).toBe(true);
  await expect(conversation.getByText(/Budget noted: ₦400,000\./)).toBeVisible();

  const say = chatSayer(page);
  await say("that's all", /Create it, or change something\?/);
  await expect(conversation.getByText(/^Here is what I have:/).last()).toContainText('Golden Crust');
});
