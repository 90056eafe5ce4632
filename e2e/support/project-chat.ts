import { expect, type Page } from '@playwright/test';

/**
 * The deliverables question after a first message that named the thing to be made ("a booking app", "a website"):
 * it confirms what was heard rather than asking from nothing.
 */
export const deliverablesConfirmation =
  /So far the key deliverables are .+\. Anything else you expect from us, or is that all\?/;

/**
 * Sends `text` in the new-project chat and waits for the assistant's `reply`: first for the chat call to be
 * answered, however long a busy machine takes (the test's own timeout bounds it), then for the page to show it.
 */
export function chatSayer(page: Page) {
  const message = page.getByRole('textbox', { name: 'Message' });
  return async (text: string, reply: string | RegExp) => {
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/chat/response/',
      { timeout: 0 },
    );
    await message.fill(text);
    // The box takes typing while the chat is still starting, but sends only once it is ready: Enter pressed
    // before that was dropped (the journey then waited for an answer to nothing).
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await message.press('Enter');
    expect((await answered).ok()).toBe(true);
    await expect(page.getByRole('log', { name: 'Conversation' }).getByText(reply).last()).toBeVisible();
  };
}
