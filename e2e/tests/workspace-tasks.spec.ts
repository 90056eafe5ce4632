import { expect, test, type Locator, type Page } from '@playwright/test';
import { newAccount } from '../support/new-account';
import { chatSayer, deliverablesConfirmation } from '../support/project-chat';
import { signIn } from '../support/session';

/** A small but real PDF, judged by its bytes on the server. */
const brief = {
  name: 'brief.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
};

const column = (page: Page, status: string) => page.getByTestId(`column-${status}`);
const cardIn = (page: Page, status: string, name: string) =>
  column(page, status)
    .getByTestId('task-card')
    .filter({ has: page.getByRole('link', { name }) });

/** Drags with the mouse the way a person does: press on the handle, move in steps, release over the target. */
async function drag(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
  await page.mouse.up();
}

async function addTask(
  page: Page,
  path: string,
  task: { name: string; type: string; description: string },
  owner: string,
) {
  await page.goto(path);
  await page.getByLabel('Task Title').fill(task.name);
  await page.getByLabel('Task Type').selectOption(task.type);
  await page.getByLabel('Task Description').fill(task.description);
  await page.getByLabel('Assign To').click();
  await page
    .getByRole('list', { name: 'Team members' })
    .getByRole('button', { name: new RegExp(owner) })
    .click();
  await expect(page.getByRole('list', { name: 'Assigned to' })).toContainText(owner);
}

test('a client plans the new project on its task board: a task with a PDF linked to a feature, moved by drag and by keyboard, kept after a reload, with its history', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const firstName = `Tola${stamp}`;
  const email = `tasks-${stamp}@example.com`;
  const password = 'Tasks-pass-1!';
  await newAccount(request, firstName, email, password);

  // Finish a new-project chat: the workspace opens.
  await signIn(page, { email, password });
  await page.getByRole('button', { name: 'Start New' }).click();
  await expect(
    page.getByText(`Hi ${firstName}! I'm your personal assistant.`, { exact: false }),
  ).toBeVisible();
  const say = chatSayer(page);
  await say('I want to build a booking app for salon owners', /What is the main goal of the project\?/);
  await say('Get more customers to book online', deliverablesConfirmation);
  await say('An Android app and an admin dashboard', /Which main features should it have\?/);
  await say('online booking, card payments and SMS reminders', /What budget do you have in mind, in naira\?/);
  await say('Budget is around 2.5 million naira', /When would you like it done\?/);
  await say('we want to launch in 10 weeks', /Create it, or change something\?/);
  await say('Create it', /Taking you to your project workspace\.\.\./);
  await expect(page).toHaveURL(/\/project\/workspace\/[0-9a-f-]{36}\/booking-app-for-salon-owners$/, {
    timeout: 15_000,
  });
  const root = new URL(page.url()).pathname;
  const owner = `${firstName} Adeyemi`;

  // An empty board: seven columns, "No tasks" in each, "Add New Task" in Backlog.
  await page.goto(`${root}/tasks`);
  await expect(page.getByRole('heading', { name: 'Project Tasks' })).toBeVisible();
  await expect(page.getByText('No tasks', { exact: true })).toHaveCount(7);
  await column(page, 'Backlog').getByRole('link', { name: 'Add New Task' }).click();
  await expect(page).toHaveURL(`${root}/add-new-task`);

  // A task with a PDF: the form refuses it without an assignee, then creates it.
  await page.getByLabel('Task Title').fill('Design the booking screens');
  await page.getByRole('button', { name: 'Create Task' }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText(
    'Task Name, Task Type, Task Description, and Assigned To are required.',
  );
  await addTask(
    page,
    `${root}/add-new-task`,
    { name: 'Design the booking screens', type: 'Design', description: 'From choosing a service to paying.' },
    owner,
  );
  // Linked to the first feature the chat drafted (the form reads the project's features).
  const firstFeature = page.getByRole('group', { name: 'Linked To' }).getByRole('checkbox').first();
  const featureName = (await firstFeature.locator('xpath=..').innerText()).trim();
  expect(featureName).not.toBe('');
  await firstFeature.check();
  await page.getByLabel('Add Files (Optional)').setInputFiles(brief);
  await expect(page.getByRole('list', { name: 'Selected files' })).toContainText('brief.pdf');
  await page.getByRole('button', { name: 'Create Task' }).click();
  await expect(page.getByText('Task created successfully')).toBeVisible();
  await expect(page).toHaveURL(`${root}/tasks`);
  await expect(
    cardIn(page, 'Backlog', 'Design the booking screens').getByLabel('1 attachment'),
  ).toBeVisible();

  // A second task through the other route of the same form.
  await addTask(
    page,
    `${root}/add-task`,
    { name: 'Write the welcome e-mail', type: 'Write', description: 'The first e-mail a new customer gets.' },
    owner,
  );
  await page.getByRole('button', { name: 'Create Task' }).click();
  await expect(page).toHaveURL(`${root}/tasks`);

  // Drag the first to In Progress with the mouse.
  const saved = () => page.waitForResponse((response) => /\/api\/tasks\/[^/]+\/move\/$/.test(response.url()));
  let moveSaved = saved();
  await drag(
    page,
    page.getByRole('button', { name: 'Drag Design the booking screens' }),
    column(page, 'In Progress'),
  );
  await expect(cardIn(page, 'In Progress', 'Design the booking screens')).toBeVisible();
  expect((await moveSaved).status()).toBe(200);
  // A screen reader is told the move in words (dnd-kit's live region), never the card's id.
  await expect(page.getByRole('status').filter({ hasText: 'moved from' })).toHaveText(
    /^Design the booking screens moved from Backlog to In Progress, position \d of \d\.$/,
  );

  // Move the other with the keyboard alone, through its Move menu.
  moveSaved = saved();
  await page.getByRole('button', { name: 'Move Write the welcome e-mail' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Move to To Do' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Move to Ready for Review' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cardIn(page, 'Ready for Review', 'Write the welcome e-mail')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move Write the welcome e-mail' })).toBeFocused();
  expect((await moveSaved).status()).toBe(200);

  // After a reload both are where they were put.
  await page.reload();
  await expect(cardIn(page, 'In Progress', 'Design the booking screens')).toBeVisible();
  await expect(cardIn(page, 'Ready for Review', 'Write the welcome e-mail')).toBeVisible();
  await expect(column(page, 'Backlog').getByText('No tasks', { exact: true })).toBeVisible();

  // The detail shows the task, its file and its history.
  await page.getByRole('link', { name: 'Design the booking screens' }).click();
  await expect(page).toHaveURL(/\/task-details\?task=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Design the booking screens' })).toBeVisible();
  await expect(page.getByTestId('task-status')).toHaveText('In Progress');
  await expect(page.getByRole('listitem').filter({ hasText: `Feature ${featureName}` })).toBeVisible();
  const history = page.getByRole('region', { name: 'Task History' });
  await expect(history).toContainText(`${owner} created the Design task in Backlog`);
  await expect(history).toContainText(`${owner} attached brief.pdf`);
  await expect(history).toContainText(`${owner} moved it from Backlog to In Progress`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download brief.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('brief.pdf');

  // The status button moves it on, and the history records that too.
  await page.getByRole('button', { name: 'Move to Ready for Review' }).click();
  await expect(page.getByTestId('task-status')).toHaveText('Ready for Review');
  await expect(history).toContainText(`${owner} moved it from In Progress to Ready for Review`);
});
