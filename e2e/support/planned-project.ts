import { expect, type Page } from '@playwright/test';
import { chatSayer, deliverablesConfirmation } from './project-chat';

/**
 * From the dashboard, plans a salon booking app in the new-project chat and waits for its workspace.
 * Answers the workspace's path (`/project/workspace/{id}/{name}`) and the project's id.
 */
export async function planProject(
  page: Page,
  firstName: string,
): Promise<{ root: string; projectId: string }> {
  const say = chatSayer(page);
  await page.getByRole('button', { name: 'Start New' }).click();
  await expect(
    page.getByText(`Hi ${firstName}! I'm your personal assistant.`, { exact: false }),
  ).toBeVisible();
  await say('I want to build a booking app for salon owners', /What is the main goal of the project\?/);
  await say('Get more customers to book online', deliverablesConfirmation);
  await say('An Android app and an admin dashboard', /Which main features should it have\?/);
  await say('online booking, card payments and SMS reminders', /What budget do you have in mind, in naira\?/);
  await say('Budget is around 3 million naira', /When would you like it done\?/);
  await say('we want to launch in 12 weeks', /Create it, or change something\?/);
  await say('Create it', /Taking you to your project workspace\.\.\./);
  await expect(page).toHaveURL(/\/project\/workspace\/[0-9a-f-]{36}\/[a-z0-9-]+$/, { timeout: 15_000 });
  const root = new URL(page.url()).pathname;
  return { root, projectId: root.split('/')[3] ?? '' };
}
