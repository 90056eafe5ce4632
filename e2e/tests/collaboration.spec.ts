import { expect, test, type Page } from '@playwright/test';
import { readMail } from '../support/mailbox';
import { newAccount } from '../support/new-account';
import { planProject } from '../support/planned-project';
import { signIn } from '../support/session';

/** A small but real PDF (judged by its bytes on the server); `text` tells versions apart. */
const pdf = (text: string) => ({
  name: 'launch-plan.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    `%PDF-1.4\n% ${text}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  ),
});

/** The first weekday after today: the schedule modal's calendar refuses weekends and past days. */
function nextWeekday(): Date {
  const day = new Date();
  do day.setDate(day.getDate() + 1);
  while (day.getDay() === 0 || day.getDay() === 6);
  return day;
}

/** The bearer token the shell keeps for the signed-in user. */
const tokenIn = (page: Page) => page.evaluate(() => window.localStorage.getItem('access_token') ?? '');

/** Shows `day`'s month in a month grid (one "Next month" click at most: `day` is within a week). */
async function showMonthOf(scope: ReturnType<Page['getByRole']>, day: Date) {
  if (day.getMonth() !== new Date().getMonth())
    await scope.getByRole('button', { name: 'Next month' }).click();
}

test('files with versions and restricted access, a review linked to a task approved with a comment, and a kickoff meeting scheduled (held only once it starts), all kept after a reload', async ({
  browser,
  request,
}) => {
  // Two accounts, a planned project and three areas: longer than one page's journey.
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const owner = {
    email: `collab-owner-${stamp}@example.com`,
    password: 'Owner-pass-1!',
    first: `Kemi${stamp}`,
  };
  const mate = { email: `collab-mate-${stamp}@example.com`, password: 'Mate-pass-1!', first: `Tayo${stamp}` };
  await newAccount(request, owner.first, owner.email, owner.password);

  const ownerPage = await (await browser.newContext()).newPage();
  const cspErrors: string[] = [];
  ownerPage.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  await signIn(ownerPage, owner);
  const { root, projectId } = await planProject(ownerPage, owner.first);
  const projectName = await ownerPage.getByRole('heading', { level: 1 }).first().innerText();
  const ownerAuth = { Authorization: `Bearer ${await tokenIn(ownerPage)}` };

  // A task to link the review to, and a colleague invited with Approve on files (View elsewhere).
  const { user_id: ownerId } = (await (
    await request.get(`/api/projects/${projectId}/permissions/`, { headers: ownerAuth })
  ).json()) as { user_id: string };
  const task = await request.post('/api/add-task/', {
    headers: ownerAuth,
    multipart: {
      name: 'Design the booking screen',
      type: 'Design',
      description: 'Pick a time and a stylist.',
      project_id: projectId,
      assignees: JSON.stringify([ownerId]),
    },
  });
  expect(task.ok()).toBe(true);
  const invited = await request.post('/api/add-team-member/', {
    headers: ownerAuth,
    data: {
      email: mate.email,
      role: 'Reviewer',
      access: 'Custom Permissions',
      projectId,
      projectOverviewAndScope: 'View',
      taskAndWorkflowManagement: 'View',
      projectFilesAndDocumentations: 'Approve',
      teamManagenentAndCollaboration: 'View',
      budgetAndFinancialControl: 'View',
    },
  });
  expect(invited.ok()).toBe(true);
  const [, link = ''] = await readMail(request, mate.email, /(http\S+\/register\?invite=\S+)/);
  await newAccount(request, mate.first, mate.email, mate.password);
  const matePage = await (await browser.newContext()).newPage();
  const invitation = new URL(link);
  await matePage.goto(`${invitation.pathname}${invitation.search}`);
  // The sign-up page keeps the invitation for this tab; signing in then joins the project.
  await expect(matePage.getByLabel('Email')).toHaveValue(mate.email);
  await signIn(matePage, mate);
  await expect(matePage.getByRole('button', { name: projectName })).toBeVisible();

  // The owner uploads a PDF only they may see (Restricted, Linked To the task), then a second version.
  const files = `${root}/files-and-resources`;
  await ownerPage.goto(files);
  const uploads = ownerPage.getByRole('region', { name: 'New uploads' });
  await uploads.getByLabel('Access').selectOption('Restricted');
  await uploads.getByLabel('Linked To').selectOption('Task');
  await uploads.getByLabel('Task').selectOption({ label: 'Design the booking screen' });
  await uploads.getByRole('checkbox', { name: `${owner.first} Adeyemi` }).check();
  await ownerPage.getByLabel('Choose files').setInputFiles(pdf('v1'));
  await expect(ownerPage.getByRole('list', { name: 'Uploads' })).toContainText('Uploaded');
  const row = ownerPage.getByRole('row').filter({ hasText: 'launch-plan.pdf' });
  await expect(row).toContainText('Design the booking screen');
  await expect(row).toContainText('Restricted');
  await row.getByRole('button', { name: 'launch-plan.pdf' }).click();
  const fileUrl = ownerPage.url();
  await ownerPage.getByLabel('New version').setInputFiles(pdf('v2'));
  const history = ownerPage.getByRole('list', { name: 'Version history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('v2');
  await expect(history.getByRole('listitem').last()).toContainText('v1');
  await expect(ownerPage.getByTitle('Preview of launch-plan.pdf')).toBeVisible();

  // The colleague finds nothing, not even by the file's address...
  await matePage.goto(files);
  await expect(matePage.getByText('No files yet.')).toBeVisible();
  await matePage.goto(`${files}${new URL(fileUrl).search}`);
  await expect(matePage.getByText('File not found.')).toBeVisible();

  // ...until the owner adds them to the Restricted people.
  await ownerPage.getByRole('button', { name: 'Access and link' }).click();
  const settings = ownerPage.getByRole('dialog', { name: 'Access and link' });
  await settings.getByRole('checkbox', { name: `${mate.first} Adeyemi` }).check();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(ownerPage.getByText('File updated.')).toBeVisible();
  const access = ownerPage.getByText(/^Restricted: /);
  await expect(access).toContainText(`${owner.first} Adeyemi`);
  await expect(access).toContainText(`${mate.first} Adeyemi`);
  await matePage.reload();
  await expect(matePage.getByRole('heading', { name: 'launch-plan.pdf' })).toBeVisible();
  await expect(matePage.getByRole('list', { name: 'Version history' }).getByRole('listitem')).toHaveCount(2);

  // The owner submits the file for review, linked to the task; the colleague approves it with a comment.
  await ownerPage.goto('/project/submitreview');
  await ownerPage.getByLabel('Submission name').fill('Booking screen, first cut');
  await ownerPage.getByRole('checkbox', { name: 'launch-plan.pdf (v2)' }).check();
  await ownerPage.getByLabel('Linked To').selectOption('Task');
  await ownerPage.getByLabel('Task').selectOption({ label: 'Design the booking screen' });
  await ownerPage.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(ownerPage.getByRole('heading', { name: 'Booking screen, first cut' })).toBeVisible();
  const reviewUrl = ownerPage.url();
  await matePage.goto(reviewUrl);
  // No wait for the preview: the comment is typed while the PDF loads behind the dialog, as a user would.
  await matePage.getByRole('button', { name: 'Approve' }).click();
  const approve = matePage.getByRole('dialog', { name: 'Approve review' });
  await approve.getByLabel('Comment (optional)').fill('Clean and clear, ship it.');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(matePage.getByText('Review approved.')).toBeVisible();
  await matePage.getByRole('tab', { name: 'Details' }).click();
  await expect(matePage.getByText(`approved (round 1) by ${mate.first} Adeyemi`)).toContainText(
    'Clean and clear, ship it.',
  );
  await expect(matePage.getByText('Task: Design the booking screen')).toBeVisible();

  // The owner schedules the kickoff for 1 hour 30 minutes and finds it on the calendar; it cannot be marked
  // held before it starts.
  await ownerPage.goto(`${root}/meetings`);
  await ownerPage.getByRole('button', { name: '+ Schedule Meeting' }).click();
  const modal = ownerPage.getByRole('dialog', { name: 'Schedule Meeting' });
  await modal.getByLabel('Meeting hint *').fill('Project kickoff');
  await modal.getByLabel('Meeting link').fill('https://meet.example.com/kickoff');
  await modal.getByLabel('Duration').selectOption('1 hour 30 minutes');
  await modal.getByRole('checkbox', { name: /Kickoff meeting/ }).check();
  // The month arrows are a finger's size, not the bare glyph's.
  for (const arrow of ['Previous month', 'Next month']) {
    const box = await modal.getByRole('button', { name: arrow }).boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
  }
  const day = nextWeekday();
  await showMonthOf(modal, day);
  const dayName = day.toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  await modal.getByRole('gridcell').getByRole('button', { name: dayName, exact: true }).click();
  await modal.getByRole('button', { name: '14:30' }).click();
  await modal.getByRole('button', { name: 'Schedule Meeting' }).click();
  await expect(ownerPage.getByText('Meeting scheduled.')).toBeVisible();
  const card = ownerPage.getByRole('article', { name: 'Project kickoff' });
  await expect(card).toContainText('Kickoff');
  await expect(card).toContainText('1 hour 30 minutes');
  const calendar = ownerPage.getByRole('region', { name: 'Meetings calendar' });
  await showMonthOf(calendar, day);
  const calendarDay = calendar.getByRole('group', { name: day.toDateString() });
  await expect(calendarDay).toContainText('Project kickoff (1 hour 30 minutes) · Kickoff');
  await expect(card.getByRole('button', { name: 'Mark as held' })).toHaveCount(0);

  // A reload keeps all of it.
  await ownerPage.reload();
  await expect(ownerPage.getByRole('article', { name: 'Project kickoff' })).toContainText('Kickoff');
  await showMonthOf(calendar, day);
  await expect(calendarDay).toContainText('Project kickoff (1 hour 30 minutes) · Kickoff');
  await ownerPage.goto(reviewUrl);
  await expect(ownerPage.getByText('approved', { exact: true })).toBeVisible();
  await ownerPage.goto(files);
  await expect(row).toContainText('v2');
  await expect(row).toContainText('Approved');
  await matePage.goto(files);
  await expect(matePage.getByRole('row').filter({ hasText: 'launch-plan.pdf' })).toContainText('Restricted');
  expect(cspErrors).toEqual([]);
});
