import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readMail } from '../support/mailbox';
import { newAccount } from '../support/new-account';
import { profilePicture } from '../support/profile-picture';
import { chatSayer, deliverablesConfirmation } from '../support/project-chat';
import { signIn } from '../support/session';

/** The access token of an account, signed in through the API as the login page does it. */
async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const { formToken } = (await (await request.get('/api/get-form-token')).json()) as { formToken: string };
  const response = await request.post('/api/login/', {
    headers: { Authorization: formToken },
    data: { email, pwd: password, screen_width: 1440 },
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** `POST /api/add-task/` as the colleague, assigned to themself. */
const addTaskThroughApi = (request: APIRequestContext, token: string, projectId: string, assignee: string) =>
  request.post('/api/add-task/', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      name: 'Sneak a task in',
      type: 'Write',
      description: 'Should not be allowed.',
      project_id: projectId,
      assignees: JSON.stringify([assignee]),
    },
  });

const backlog = (page: Page) => page.getByTestId('column-Backlog');

test('an owner invites a colleague with Tasks: View; the colleague joins through the e-mailed link, may not add tasks until the owner raises Tasks to Edit', async ({
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const ownerName = `Kemi${stamp}`;
  const owner = { email: `team-owner-${stamp}@example.com`, password: 'Owner-pass-1!' };
  const colleague = {
    email: `team-mate-${stamp}@example.com`,
    password: 'Mate-pass-1!',
    firstName: `Tayo${stamp}`,
  };
  await newAccount(request, ownerName, owner.email, owner.password);

  // The owner plans a project in the new-project chat.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, owner);
  await ownerPage.getByRole('button', { name: 'Start New' }).click();
  await expect(
    ownerPage.getByText(`Hi ${ownerName}! I'm your personal assistant.`, { exact: false }),
  ).toBeVisible();
  const say = chatSayer(ownerPage);
  await say('I want to build a booking app for salon owners', /What is the main goal of the project\?/);
  await say('Get more customers to book online', deliverablesConfirmation);
  await say('An Android app and an admin dashboard', /Which main features should it have\?/);
  await say('online booking, card payments and SMS reminders', /What budget do you have in mind, in naira\?/);
  await say('Budget is around 2.5 million naira', /When would you like it done\?/);
  await say('we want to launch in 10 weeks', /Create it, or change something\?/);
  await say('Create it', /Taking you to your project workspace\.\.\./);
  await expect(ownerPage).toHaveURL(/\/project\/workspace\/[0-9a-f-]{36}\/[a-z0-9-]+$/, { timeout: 15_000 });
  const root = new URL(ownerPage.url()).pathname;
  const projectId = root.split('/')[3] ?? '';
  const projectName = await ownerPage.getByRole('heading', { level: 1 }).first().innerText();

  // The invite: Viewer with Custom Permissions, Tasks: View.
  await ownerPage.goto(`${root}/project-team`);
  await expect(ownerPage.getByRole('heading', { name: 'Project Team' })).toBeVisible();
  await ownerPage.getByRole('link', { name: 'Add Team Member' }).click();
  await ownerPage.getByLabel('Email').fill(colleague.email);
  await ownerPage.getByLabel('Role').selectOption('Viewer');
  await ownerPage.getByLabel('Access').selectOption('Custom Permissions');
  await ownerPage.getByRole('link', { name: 'Set custom permissions' }).click();
  await expect(ownerPage.getByRole('heading', { name: 'Custom Permissions' })).toBeVisible();
  // A new account is on Free Starter: one seat, none taken yet.
  const seatNotice = ownerPage.getByRole('region', { name: 'Seat Cost Notification' });
  await expect(seatNotice).toContainText(
    'Your plan allows 1 seat, and 0 are occupied. You, the account owner, take no seat: each is for a member you invite.',
  );
  await expect(seatNotice).toContainText(
    'An additional seat costs ₦20 per month (₦240 per year, billed annually)',
  );
  await expect(seatNotice).toContainText('The new Viewer will take your last free seat when they join.');
  for (const area of [
    'Project Overview & Scope',
    'Task & Workflow Management',
    'Project Files & Documentation',
    'Team Management & Collaboration',
    'Budget & Financial Control',
  ]) {
    await ownerPage
      .getByRole('group', { name: area })
      .getByRole('radio', { name: 'View', exact: true })
      .check();
  }
  await ownerPage.getByRole('button', { name: 'Save Permissions' }).click();
  await expect(ownerPage.getByLabel('Email')).toHaveValue(colleague.email);
  await ownerPage.getByRole('button', { name: 'Add Team Member' }).click();
  await expect(ownerPage).toHaveURL(new RegExp(`${root}/team-member-added-successfully\\?role=Viewer$`));
  await expect(ownerPage.getByText(`Invitation sent to ${colleague.email}.`)).toBeVisible();
  await expect(seatNotice).toContainText(
    'Your plan allows 1 seat, and 0 are occupied. You, the account owner, take no seat: each is for a member you invite.',
  );
  await ownerPage.goto(`${root}/project-team`);
  const invitedRow = ownerPage.getByRole('row').filter({ hasText: colleague.email });
  await expect(invitedRow.getByRole('cell').nth(3)).toHaveText('Invited');

  // The colleague registers through the link in the e-mail, in a browser of their own.
  const [, link = ''] = await readMail(request, colleague.email, /(http\S+\/register\?invite=\S+)/);
  const mateContext = await browser.newContext();
  const matePage = await mateContext.newPage();
  const { pathname, search } = new URL(link);
  await matePage.goto(`${pathname}${search}`);
  await expect(matePage.getByLabel('Email')).toHaveValue(colleague.email);
  await matePage.getByLabel('First name').fill(colleague.firstName);
  await matePage.getByLabel('Last name').fill('Okoro');
  await matePage.getByLabel('Password', { exact: true }).fill(colleague.password);
  await matePage.getByLabel('Confirm password').fill(colleague.password);
  await matePage.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await matePage.getByRole('button', { name: 'Create Account' }).click();
  // The link proved the address: no second code and no business form, straight into the project.
  await expect(matePage).toHaveURL(new RegExp(`${root}$`));
  await expect(matePage.getByText(`You joined ${projectName}.`)).toBeVisible();

  // The project is on the colleague's dashboard.
  await matePage.goto('/dashboard');
  await expect(matePage.getByRole('button', { name: projectName })).toBeVisible();

  // Starting a project of their own is when the colleague is asked about their business, and only then.
  await matePage.getByRole('link', { name: 'New Project' }).click();
  await expect(matePage.getByRole('alert')).toContainText(
    'Tell us about your business before you start a project of your own',
  );
  await matePage.getByRole('link', { name: 'Set up your business profile' }).click();
  await expect(matePage).toHaveURL(/\/create-profile\?next=new-project$/);
  await expect(
    matePage.getByText('Before your first project of your own, tell us about your business.'),
  ).toBeVisible();
  await matePage.getByLabel('Business name').fill('Okoro Prints');
  await matePage.getByLabel('Industry').selectOption('Retail');
  await matePage.getByLabel('Number of team members').fill('2');
  await matePage.getByLabel('Address').fill('9 Aba Road, Port Harcourt');
  await matePage.getByLabel('Profile picture').setInputFiles(profilePicture);
  await matePage.getByRole('button', { name: 'Create Profile' }).click();
  await expect(matePage).toHaveURL(/\/project\/create-project$/);
  await expect(matePage.getByRole('log', { name: 'Conversation' })).toContainText(
    "I'm your personal assistant",
  );

  // With Tasks: View there is no "Add New Task" on the board, and the API refuses a task.
  await matePage.goto(`${root}/tasks`);
  await expect(matePage.getByRole('heading', { name: 'Project Tasks' })).toBeVisible();
  await expect(backlog(matePage).getByText('No tasks', { exact: true })).toBeVisible();
  await expect(backlog(matePage).getByRole('link', { name: 'Add New Task' })).toHaveCount(0);
  // Nor anywhere else: no control the colleague could not use (issue #31).
  await expect(matePage.getByRole('link', { name: 'Add New Task' })).toHaveCount(0);
  await expect(matePage.getByRole('button', { name: 'Edit Project' })).toHaveCount(0);
  const mateToken = await tokenOf(request, colleague.email, colleague.password);
  const mateId = (
    (await (
      await request.get(`/api/projects/${projectId}/permissions/`, {
        headers: { Authorization: `Bearer ${mateToken}` },
      })
    ).json()) as { user_id: string }
  ).user_id;
  const refused = await addTaskThroughApi(request, mateToken, projectId, mateId);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'You need Edit access to Task & Workflow Management.',
  );

  // The owner raises Tasks to Edit on the colleague's profile.
  await ownerPage.goto(`${root}/project-team`);
  await ownerPage.getByRole('link', { name: `${colleague.firstName} Okoro` }).click();
  await expect(ownerPage).toHaveURL(new RegExp(`${root}/team-profile\\?member=${mateId}$`));
  await ownerPage.getByLabel('Task & Workflow Management').selectOption('Edit');
  await ownerPage.getByRole('button', { name: 'Save access' }).click();
  await expect(ownerPage.getByText('Saved.')).toBeVisible();

  // Now the colleague adds a task through the board's form.
  await matePage.goto(`${root}/tasks`);
  await backlog(matePage).getByRole('link', { name: 'Add New Task' }).click();
  await expect(matePage).toHaveURL(`${root}/add-new-task`);
  await matePage.getByLabel('Task Title').fill('Write the welcome e-mail');
  await matePage.getByLabel('Task Type').selectOption('Write');
  await matePage.getByLabel('Task Description').fill('Greets salon owners after sign-up.');
  await matePage.getByLabel('Assign To').click();
  await matePage
    .getByRole('list', { name: 'Team members' })
    .getByRole('button', { name: new RegExp(colleague.firstName) })
    .click();
  await matePage.getByRole('button', { name: 'Create Task' }).click();
  await expect(matePage).toHaveURL(`${root}/tasks`);
  await expect(backlog(matePage).getByRole('link', { name: 'Write the welcome e-mail' })).toBeVisible();

  await ownerContext.close();
  await mateContext.close();
});
