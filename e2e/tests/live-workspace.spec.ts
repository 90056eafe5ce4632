import { expect, test, type Page } from '@playwright/test';
import { readMail } from '../support/mailbox';
import { newAccount } from '../support/new-account';
import { planProject } from '../support/planned-project';
import { signIn } from '../support/session';

/*
 * Two people in two browsers on one project (issue #29). Behind nginx (scripts/scale-out/run.sh) requests and
 * streams go round robin to two API processes, so a change is mostly made on one process and delivered by the
 * other, through PostgreSQL's NOTIFY.
 * Every step waits for what the other person sees, never for a fixed time; the one wait is the outage.
 */

const column = (page: Page, status: string) => page.getByTestId(`column-${status}`);
const tokenIn = (page: Page) => page.evaluate(() => window.localStorage.getItem('access_token') ?? '');
/** How long B's network is down: longer than the stream's first retries, so it comes back by itself. */
const outageMs = 10_000;

test("a teammate's moves, comments and presence show at once, and a dropped network catches up", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const owner = { email: `live-a-${stamp}@example.com`, password: 'Owner-pass-1!', first: `Amaka${stamp}` };
  const mate = { email: `live-b-${stamp}@example.com`, password: 'Mate-pass-1!', first: `Bayo${stamp}` };
  const mateName = `${mate.first} Adeyemi`;
  const ownerName = `${owner.first} Adeyemi`;
  await newAccount(request, owner.first, owner.email, owner.password);

  const a = await (await browser.newContext()).newPage();
  await signIn(a, owner);
  const { root, projectId } = await planProject(a, owner.first);
  const projectName = await a.getByRole('heading', { level: 1 }).first().innerText();
  const ownerAuth = { Authorization: `Bearer ${await tokenIn(a)}` };
  const { user_id: ownerId } = (await (
    await request.get(`/api/projects/${projectId}/permissions/`, { headers: ownerAuth })
  ).json()) as { user_id: string };
  const added = await request.post('/api/add-task/', {
    headers: ownerAuth,
    multipart: {
      name: 'Design the booking screen',
      type: 'Design',
      description: 'Pick a time and a stylist.',
      project_id: projectId,
      assignees: JSON.stringify([ownerId]),
    },
  });
  expect(added.ok()).toBe(true);
  const taskId = ((await added.json()) as { task: { id: string } }).task.id;

  // B joins through an invitation: Edit on tasks, View elsewhere.
  const invited = await request.post('/api/add-team-member/', {
    headers: ownerAuth,
    data: {
      email: mate.email,
      role: 'Reviewer',
      access: 'Custom Permissions',
      projectId,
      projectOverviewAndScope: 'View',
      taskAndWorkflowManagement: 'Edit',
      projectFilesAndDocumentations: 'View',
      teamManagenentAndCollaboration: 'View',
      budgetAndFinancialControl: 'View',
    },
  });
  expect(invited.ok()).toBe(true);
  const [, link = ''] = await readMail(request, mate.email, /(http\S+\/register\?invite=\S+)/);
  await newAccount(request, mate.first, mate.email, mate.password);
  const bContext = await browser.newContext();
  const b = await bContext.newPage();
  const invitation = new URL(link);
  await b.goto(`${invitation.pathname}${invitation.search}`);
  await expect(b.getByLabel('Email')).toHaveValue(mate.email);
  await signIn(b, mate);
  await expect(b.getByRole('button', { name: projectName })).toBeVisible();

  // Both on the board; A sees B there.
  await a.goto(`${root}/tasks`);
  await b.goto(`${root}/tasks`);
  await expect(column(b, 'Backlog')).toContainText('Design the booking screen');
  await expect(a.getByRole('list', { name: 'Also here now' })).toContainText(mateName);

  // A moves the card; it shows in B's column within a second.
  await a.getByRole('button', { name: 'Move Design the booking screen' }).click();
  await a.getByRole('menuitem', { name: 'Move to To Do' }).click();
  await expect(column(a, 'To Do')).toContainText('Design the booking screen');
  await expect(column(b, 'To Do')).toContainText('Design the booking screen', { timeout: 1_000 });

  // B's network drops for ten seconds while A moves it again; B catches up when it is back.
  await bContext.setOffline(true);
  await a.getByRole('button', { name: 'Move Design the booking screen' }).click();
  await a.getByRole('menuitem', { name: 'Move to In Progress' }).click();
  await expect(column(a, 'In Progress')).toContainText('Design the booking screen');
  await b.waitForTimeout(outageMs);
  await expect(column(b, 'To Do')).toContainText('Design the booking screen');
  await bContext.setOffline(false);
  await expect(column(b, 'In Progress')).toContainText('Design the booking screen');

  // A mentions B in a comment on the task: B's bell (on the dashboard) counts it at once, and the e-mail arrives.
  await b.goto('/dashboard');
  const bell = b.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  await a.goto(`${root}/task-details?task=${taskId}`);
  const comments = a.getByRole('region', { name: 'Comments' });
  await comments.getByRole('textbox', { name: 'Comment' }).fill(`Can you take this, @${mate.first}`);
  await comments.getByRole('button', { name: `@${mateName}` }).click();
  await expect(comments.getByRole('textbox', { name: 'Comment' })).toHaveValue(
    `Can you take this, @${mateName} `,
  );
  const unread = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  await comments.getByRole('button', { name: 'Post' }).click();
  await expect(a.getByText('Comment added.')).toBeVisible();
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${unread + 1} unread`);
  const [, subject = ''] = await readMail(
    request,
    mate.email,
    /(mentioned you on "Design the booking screen")/,
  );
  expect(subject).toBe('mentioned you on "Design the booking screen"');
  await bell.click();
  await expect(b.getByText(`${ownerName} mentioned you on "Design the booking screen"`)).toBeVisible();

  // B opens the task: the comment is there, and A sees B on the page.
  await b.goto(`${root}/task-details?task=${taskId}`);
  await expect(b.getByRole('region', { name: 'Comments' })).toContainText(`@${mateName}`);
  await expect(a.getByRole('list', { name: 'Also here now' })).toContainText(mateName);
});
