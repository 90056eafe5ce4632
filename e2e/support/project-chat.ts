import { expect, type Page } from '@playwright/test';

/** Sends `text` in the new-project chat and waits for the assistant's `reply`. */
export function chatSayer(page: Page) {
  const message = page.getByRole('textbox', { name: 'Message' });
  return async (text: string, reply: string | RegExp) => {
    await message.fill(text);
    await message.press('Enter');
    await expect(page.getByRole('log', { name: 'Conversation' }).getByText(reply).last()).toBeVisible();
  };
}
