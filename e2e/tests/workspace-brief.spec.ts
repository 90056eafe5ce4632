import { expect, test } from '@playwright/test';
import { newAccount } from '../support/new-account';
import { chatSayer, deliverablesConfirmation } from '../support/project-chat';
import { signIn } from '../support/session';

test('a finished project chat becomes a brief the client edits, the page assistant changes, and features grow', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const email = `brief-${stamp}@example.com`;
  const password = 'Project-pass-1!';
  await newAccount(request, `Bola${stamp}`, email, password);
  await signIn(page, { email, password });
  await page.getByRole('button', { name: 'Start New' }).click();
  await expect(page).toHaveURL(/\/project\/create-project$/);

  const say = chatSayer(page);
  await say('I want to build a booking app for salon owners', /What is the main goal of the project\?/);
  await say('Get more customers to book online', deliverablesConfirmation);
  await say('An Android app and an admin dashboard', /Which main features should it have\?/);
  await say('online booking, card payments and SMS reminders', /What budget do you have in mind, in naira\?/);
  await say('Budget is around 2 million naira', /When would you like it done\?/);
  await say('we want to launch in 8 weeks', /Create it, or change something\?/);
  await say('Create it', /Taking you to your project workspace\.\.\./);
  await expect(page).toHaveURL(/\/project\/workspace\/[0-9a-f-]{36}\/[a-z0-9-]+$/, { timeout: 15_000 });
  const root = new URL(page.url()).pathname;

  // The brief the chat drafted, at V:0.
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: 'Project Brief' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${root}/project-brief$`));
  const brief = page.getByRole('article', { name: 'Project brief' });
  await expect(brief.getByRole('heading', { name: 'Objectives' })).toBeVisible();
  await expect(brief).toContainText('Get more customers to book online');
  await expect(page.getByTestId('brief-version')).toHaveText('V:0');
  await expect(page.locator('footer')).toContainText('Project Brief');

  // Edit and save a section: trimmed, back to view, V:1.
  await page.getByRole('button', { name: 'Edit Project Brief' }).click();
  const form = page.getByRole('form', { name: 'Edit project brief' });
  await form.getByLabel('Key Deliverables').fill('  - Android app\n- Admin dashboard\n- Launch support  ');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(brief).toContainText('Launch support');
  await expect(page.getByTestId('brief-version')).toHaveText('V:1');

  // The page assistant changes the target audience; the page shows it at once and the version goes up.
  await page.getByLabel('Message the assistant').fill('make the target audience small bakeries in Lagos');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByText('Done: the Target Audience now reads "Small bakeries in Lagos".'),
  ).toBeVisible();
  await expect(brief.locator('[data-section="project_brief_target_audience"]')).toContainText(
    'Small bakeries in Lagos',
  );
  await expect(page.getByTestId('brief-version')).toHaveText('V:2');

  // After a reload the brief, its version and the conversation are still there.
  await page.reload();
  await expect(page.getByTestId('brief-version')).toHaveText('V:2');
  await expect(page.getByText('Small bakeries in Lagos', { exact: true })).toBeVisible();
  await expect(page.getByText('make the target audience small bakeries in Lagos')).toBeVisible();

  // Add a feature from the features page's dialog.
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: 'Project Features' })
    .click();
  await expect(page.getByRole('listitem', { name: 'Online booking' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Feature' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Feature' });
  await dialog.getByLabel('Feature name').fill('Order tracking');
  await dialog.getByLabel('Specification').fill("Customers see each order's status");
  await dialog.getByRole('button', { name: 'Add Feature' }).click();
  await expect(page.getByText('Feature added successfully!')).toBeVisible();
  const card = page.getByRole('listitem', { name: 'Order tracking' });
  await expect(card).toContainText("Customers see each order's status");
  await expect(card).toContainText('Sprint Not Assigned');
  await expect(card).toContainText('0%');
});
