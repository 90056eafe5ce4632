import { expect, test, type Page } from '@playwright/test';
import { newAccount } from '../support/new-account';
import { chatSayer, deliverablesConfirmation } from '../support/project-chat';
import { apiLogIn, demoStaff, newStaffMember, staffToken, useToken } from '../support/staff';

/*
 * Issue #27, staffing: Operations add two talent, open a client's new project, fit its proposal to the
 * client's ₦1.5 M budget and send it; the client sees the sent version with its date and signs it; the
 * audit log has each step. (The inbox half of the console's journey is staff-console.spec.ts.)
 */

/** The client plans a small website with ₦1.5 M in the new-project chat; answers the workspace path. */
async function planSmallWebsite(page: Page): Promise<string> {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Start New' }).click();
  await expect(page.getByRole('log', { name: 'Conversation' })).toContainText("I'm your personal assistant");
  const say = chatSayer(page);
  await say(
    'I want a website designed and built for bakery customers in Lagos',
    /What is the main goal of the project\?/,
  );
  await say('Take cake orders online', deliverablesConfirmation);
  await say('A website and an admin dashboard', /Which main features should it have\?/);
  await say('online ordering and delivery tracking', /What budget do you have in mind, in naira\?/);
  await say('Budget is around 1.5 million naira', /When would you like it done\?/);
  await say('we want to launch in 6 weeks', /Create it, or change something\?/);
  await say('Create it', /Taking you to your project workspace\.\.\./);
  await expect(page).toHaveURL(/\/project\/workspace\/[0-9a-f-]{36}\/[a-z0-9-]+$/, { timeout: 15_000 });
  return new URL(page.url()).pathname;
}

/** Operations add a talent through the console's form. */
async function addTalent(
  page: Page,
  talent: { name: string; email: string; role: string; kind: string; dayRate: string },
) {
  await page.getByRole('button', { name: 'Add talent' }).click();
  const form = page.getByRole('form', { name: 'New talent' });
  await form.getByLabel('Full name').fill(talent.name);
  await form.getByLabel('E-mail').fill(talent.email);
  await form.getByLabel('Role').fill(talent.role);
  await form.getByLabel('Kind of work').selectOption(talent.kind);
  await form.getByLabel('Seniority').selectOption('Senior');
  await form.getByLabel('Years of experience').fill('6');
  await form.getByLabel(/^Skills/).fill('Figma, React');
  await form.getByLabel('Rate (₦)').fill(talent.dayRate);
  await form.getByLabel('Bank').fill('GTBank');
  await form.getByLabel('Account name').fill(talent.name);
  await form.getByLabel('Account number').fill('0123456789');
  await form.getByRole('button', { name: 'Save talent' }).click();
  await expect(page.getByText('Talent added.')).toBeVisible();
  const row = page.getByRole('row', { name: talent.name });
  await expect(row).toContainText(`₦${talent.dayRate} / day`);
  await expect(row).toContainText('GTBank •••• 6789');
}

test('Operations fit a new project to its budget and send it; the client sees that version and signs it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);

  // The client: a new account whose new project says ₦1.5 M.
  const client = { email: `bisi-${stamp}@example.com`, password: 'Project-pass-1!' };
  await newAccount(request, `Bisi${stamp}`, client.email, client.password);
  await useToken(page, await apiLogIn(request, client));
  const root = await planSmallWebsite(page);
  const projectName = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';

  // Until Operations send a proposal the client sees that it is being prepared, and nothing of it.
  await page.goto(`${root}/team-selection`);
  await expect(
    page.getByText(
      'Our operations team is preparing your team proposal. We will notify you as soon as it is ready.',
    ),
  ).toBeVisible();

  // Operations, in a browser of their own: two talent into the pool.
  const operations = await newStaffMember(request, 'Operations', `ops-${stamp}@example.com`);
  const console = await (await browser.newContext()).newPage();
  await useToken(console, operations.token);
  await console.goto('/staff/talent');
  const designer = {
    name: `Zainab ${stamp}`,
    email: `zainab-${stamp}@example.com`,
    role: 'UI/UX Designer',
    kind: 'Product design',
    dayRate: '20,000',
  };
  const developer = {
    name: `Tobi ${stamp}`,
    email: `tobi-${stamp}@example.com`,
    role: 'Frontend Developer',
    kind: 'Frontend development',
    dayRate: '30,000',
  };
  await addTalent(console, designer);
  await addTalent(console, developer);

  // The client's project: the assistant's team is over the budget; Operations make it these two, 4 weeks.
  // Its own row: earlier journeys (or this one's first try, on CI's retry) may leave projects of the same name.
  await console.goto('/staff/proposals');
  // On a phone the list fits without scrolling sideways: the project's cell says its client, budget and deadline.
  await console.setViewportSize({ width: 375, height: 812 });
  const list = console.getByRole('region', { name: 'Projects to staff' });
  await expect(list).toBeVisible();
  expect(await list.evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth)).toBeLessThanOrEqual(0);
  await console.setViewportSize({ width: 1280, height: 800 });
  const projectId = root.split('/')[3] ?? '';
  await console
    .getByRole('link', { name: projectName, exact: true })
    .and(console.locator(`[href$="/${projectId}"]`))
    .click();
  await expect(console.getByTestId('client-budget')).toContainText('1,500,000');
  await expect(console.getByTestId('client-sees')).toContainText(
    'The client sees "being prepared" until you send.',
  );
  const team = console.getByRole('region', { name: 'Team' });
  const removeButtons = team.getByRole('button', { name: /^Remove / });
  while ((await removeButtons.count()) > 0) await removeButtons.first().click();
  const addFromPool = console.getByLabel('Add talent');
  await addFromPool.selectOption({ label: `${designer.name}, ${designer.role} (Senior), ₦100,000 / week` });
  await addFromPool.selectOption({
    label: `${developer.name}, ${developer.role} (Senior), ₦150,000 / week`,
  });
  // The machine's draft comes in phases as the pool allows (other journeys' talent may be in it): Operations make
  // it one phase and clear the machine's note, which a total within the budget does not need.
  const laterPhases = console.getByRole('button', { name: /^Remove phase [2-9]/ });
  while ((await laterPhases.count()) > 0) await laterPhases.last().click();
  const note = console.getByLabel(/^Why the total is over the budget/);
  if ((await note.count()) > 0) await note.fill('');
  // A rate's label is for screen readers: on screen it would repeat the column's heading, "Weekly rate (₦)".
  await expect(team.getByLabel(`Weekly rate of ${designer.name}`)).toHaveValue('100000');
  const rateLabel = team.locator('label', { hasText: `Weekly rate of ${designer.name}` });
  expect((await rateLabel.boundingBox())?.height).toBeLessThanOrEqual(1);
  // On a phone the team's table fits too (the usual rate goes under the member's name).
  await console.setViewportSize({ width: 375, height: 812 });
  const members = console.getByRole('region', { name: 'Members and rates' });
  expect(await members.evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth)).toBeLessThanOrEqual(0);
  await console.setViewportSize({ width: 1280, height: 800 });
  await console.getByLabel('Weeks of phase 1').fill('4');
  await expect(console.getByTestId('live-total')).toHaveText('₦1,000,000');
  await expect(console.getByTestId('budget-fit')).toContainText("Within the client's budget");
  await expect(note).toHaveCount(0);
  await console.getByRole('button', { name: 'Save and send to the client' }).click();
  await expect(console.getByText('Proposal sent to the client.')).toBeVisible();
  await expect(console.getByRole('region', { name: 'Versions sent' })).toContainText(
    'Version 1: ₦1,000,000 over 4 weeks',
  );

  // The client sees version 1 with its date, its two people and total, and signs it.
  await page.goto(`${root}/team-selection`);
  await expect(page.getByTestId('proposal-version')).toContainText(/^Version 1, sent on \d{1,2} \w+ \d{4}$/);
  const proposed = page.getByRole('region', { name: 'Proposed team (2)' });
  await expect(proposed.getByRole('listitem', { name: designer.name })).toContainText('₦100,000 / week');
  await expect(proposed.getByRole('listitem', { name: developer.name })).toBeVisible();
  await expect(page.getByTestId('proposal-total')).toHaveText('₦1,000,000');
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${root}/review-team-and-cost`);
  await expect(page.getByTestId('total-cost')).toHaveText('₦1,000,000');
  await page.getByRole('link', { name: 'Continue to Contract' }).click();
  await page.getByLabel('Full name').fill('Bisi Adeyemi');
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(page.getByText('Contract signed.')).toBeVisible();
  await expect(page.getByTestId('contract-total')).toHaveText('₦1,000,000');
  // On a phone each amount of the schedule stays on one line.
  await page.setViewportSize({ width: 375, height: 812 });
  const amountLines = await page
    .getByTestId('schedule')
    .locator('td:last-child')
    .evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    );
  expect(amountLines.length).toBeGreaterThan(0);
  expect(
    amountLines.every((lines) => lines === 1),
    `lines per amount: ${amountLines.join(', ')}`,
  ).toBe(true);

  // The audit log has each step, by the Operations member.
  const admin = await staffToken(request, demoStaff);
  const log = (await (
    await request.get(`/api/staff/audit-log/?q=${encodeURIComponent(stamp)}`, {
      headers: { Authorization: `Bearer ${admin}` },
    })
  ).json()) as { entries: { action: string; actor_name: string }[] };
  const proposalLog = (await (
    await request.get(`/api/staff/audit-log/?q=${encodeURIComponent(projectName)}`, {
      headers: { Authorization: `Bearer ${admin}` },
    })
  ).json()) as { entries: { action: string }[] };
  expect(log.entries.filter((entry) => entry.action === 'talent.added')).toHaveLength(2);
  expect(proposalLog.entries.map((entry) => entry.action)).toEqual(
    expect.arrayContaining(['proposal.saved', 'proposal.sent']),
  );
});
