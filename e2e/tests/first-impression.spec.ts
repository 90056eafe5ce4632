import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { newAccount } from '../support/new-account';
import { demoAccount, signIn, signInAsDemo } from '../support/session';

/*
 * What a newcomer meets first: pages that work with assistive technology (axe: no serious or critical
 * violation), a title per page, errors at the fields, and phones that get a menu and an early word about
 * the screen size.
 */

const PHONE = { width: 390, height: 844 };

/** One of the demo account's projects under way (or its first), as the API lists them to the signed-in page. */
async function demoProjectUnderWay(page: Page) {
  const projects = await page.evaluate(async () => {
    const answer = await fetch('/api/all_projects/?limit=50', {
      headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` },
    });
    return (await answer.json()) as { id: string; name: string; status: string }[];
  });
  const underWay = projects.find((project) => project.status === 'IN_PROGRESS') ?? projects[0];
  expect(underWay).toBeDefined();
  return underWay!;
}

const PUBLIC_PAGES = [
  { path: '/', title: 'Buildbay · Design, development and more, on demand', heading: /./ },
  { path: '/services', title: 'Services · Buildbay', heading: /./ },
  { path: '/pricing', title: 'Pricing · Buildbay', heading: /./ },
  { path: '/lets-talk', title: "Let's Talk · Buildbay", heading: "Let's Talk" },
  { path: '/live-chat', title: 'Live Chat · Buildbay', heading: /./ },
  { path: '/custom-quote', title: 'Custom Quote · Buildbay', heading: /./ },
  { path: '/requests', title: 'My Requests · Buildbay', heading: 'Requests' },
  { path: '/terms', title: 'Terms of Service · Buildbay', heading: 'Terms of Service' },
  { path: '/privacy', title: 'Privacy Policy · Buildbay', heading: 'Privacy Policy' },
  { path: '/login', title: 'Login · Buildbay', heading: 'Welcome back' },
  { path: '/register', title: 'Create Account · Buildbay', heading: 'Create your account' },
];

test('every public page and the sign-in pages have their title and no serious accessibility violation', async ({
  page,
}) => {
  // Eleven pages, each analysed whole.
  test.setTimeout(180_000);
  const found: string[] = [];
  for (const { path, title, heading } of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await expect(page).toHaveTitle(title);
    found.push(...(await seriousViolations(page)).map((line) => `${path}: ${line}`));
  }
  expect(found).toEqual([]);

  // The footer is on every public page and links the legal pages.
  await page.goto('/pricing');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page).toHaveTitle('Privacy Policy · Buildbay');
});

test('the dashboard and a workspace page have their titles and no serious accessibility violation', async ({
  page,
}) => {
  await signInAsDemo(page);
  await expect(page.locator('header').getByText(`welcome ${demoAccount.firstName}`)).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page).toHaveTitle('Dashboard · Buildbay');
  expect(await seriousViolations(page)).toEqual([]);

  // A demo project under way, opened at its brief.
  const underWay = await demoProjectUnderWay(page);
  await page.goto(`/project/workspace/${underWay.id}/project/project-brief`);
  await expect(page.getByRole('heading', { level: 1, name: underWay.name })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Project brief' })).toBeVisible();
  await expect(page).toHaveTitle('Project Brief · Buildbay');
  expect(await seriousViolations(page)).toEqual([]);
});

/**
 * Opens a signed-in page and waits until it shows its heading and nothing is still loading. (Not
 * `networkidle`: a signed-in tab keeps its live event stream open.)
 */
async function pageSettled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading|\.\.\.$/ })).toHaveCount(0);
  await expect(page.getByTestId('area-fallback')).toHaveCount(0);
}

/** Every built page of a project's workspace, after its address. */
const WORKSPACE_PAGES = [
  '',
  '/project-brief',
  '/project-features',
  '/project-team',
  '/add-team-member',
  '/tasks',
  '/add-new-task',
  '/files-and-resources',
  '/meetings',
  '/timeline-and-milestones',
  '/recent-updates',
  '/reviewandapproval',
  '/review-team-and-cost',
  '/contract-and-payment',
  '/onboarding',
];

const BILLING_PAGES = ['/billing', '/billing/plans', '/billing/team-payments', '/billing/team-seats'];

test('every workspace and billing page, and the schedule-meeting calendar, has no serious accessibility violation', async ({
  page,
}) => {
  // Twenty-three pages, each analysed whole.
  test.setTimeout(300_000);
  await signInAsDemo(page);
  const project = await demoProjectUnderWay(page);
  const workspace = `/project/workspace/${project.id}/project`;
  // A task's and a member's own page, of the first on the board and on the team.
  const { taskId, memberId } = await page.evaluate(async (projectId) => {
    const read = async (path: string) =>
      (
        await fetch(`/api/projects/${projectId}/${path}/`, {
          headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` },
        })
      ).json();
    const board = (await read('tasks')) as { tasks: { id: string }[] };
    const team = (await read('team')) as { members: { id: string; kind: string }[] };
    return {
      taskId: board.tasks[0]?.id ?? '',
      memberId: team.members.find((member) => member.kind === 'member')?.id ?? '',
    };
  }, project.id);
  const detailPages = [`/task-details?task=${taskId}`, `/team-profile?member=${memberId}`];
  const found: string[] = [];
  for (const path of [
    ...[...WORKSPACE_PAGES, ...detailPages].map((name) => `${workspace}${name}`),
    ...BILLING_PAGES,
  ]) {
    await pageSettled(page, path);
    found.push(...(await seriousViolations(page)).map((line) => `${path}: ${line}`));
  }
  // A team payment's own page and one of its invoices, reached as a payer reaches them.
  await pageSettled(page, '/billing/team-payments');
  await page
    .getByRole('link', { name: /^Process .+'s payment$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Recent Invoices' })).toBeVisible();
  found.push(...(await seriousViolations(page)).map((line) => `team payment: ${line}`));
  await page
    .getByRole('link', { name: /^Process invoice / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/billing\/team-payments\/invoice-details\//);
  await expect(page.getByRole('status').filter({ hasText: /^Loading|\.\.\.$/ })).toHaveCount(0);
  found.push(...(await seriousViolations(page)).map((line) => `team invoice: ${line}`));

  await page.goto(`${workspace}/meetings`);
  await page.getByRole('button', { name: '+ Schedule Meeting' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await seriousViolations(page)).map((line) => `schedule meeting: ${line}`));
  expect(found).toEqual([]);
});

test('a refused form marks its fields, announces the message there and puts focus on the first', async ({
  page,
}) => {
  await page.goto('/lets-talk');
  await page.getByLabel('Email Address').fill('bola@example');
  await page.getByRole('button', { name: 'Send Message' }).click();

  const name = page.getByLabel('Full Name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('All fields are required.');
  await expect(page.getByLabel('Project Description')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email Address')).not.toHaveAttribute('aria-invalid', 'true');
  // The message under the field sits in a polite live region, so screen readers read it out.
  const describedBy = (await name.getAttribute('aria-describedby'))!.split(' ').at(-1)!;
  await expect(page.locator(`[aria-live="polite"] > #${describedBy}`)).toHaveText('All fields are required.');
  // The spec's toast still says it too.
  await expect(page.getByRole('alert').filter({ hasText: 'All fields are required.' })).toBeVisible();

  // Typing in a field clears its mark; the next rule marks the e-mail.
  await name.fill('Bola Ade');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Message Type').selectOption('Other');
  await page.getByLabel('Project Description').fill('A website for our bakery');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const email = page.getByLabel('Email Address');
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');

  // The sign-in form does the same.
  await page.goto('/login');
  await page.getByLabel('Email').fill('ada@example');
  await page.getByLabel('Password').fill('whatever-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
});

test('on a phone the public links and the dashboard menu open from a Menu button', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(main.getByRole('link', { name: 'Pricing' })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await main.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(main.getByRole('link', { name: 'Services' })).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // Sign-in tells a phone at once that it needs a larger screen, before anything is typed.
  await page.goto('/login');
  await expect(page.getByTestId('narrow-screen-notice')).toContainText(
    'Login is only allowed on larger screen devices.',
  );
  await page.goto('/register');
  await expect(page.getByTestId('narrow-screen-notice')).toContainText(
    'Account creation is only allowed on larger screen devices.',
  );

  // Signed in on a large screen, then seen on a phone: the sidebar folds behind its own Menu button.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsDemo(page);
  await page.setViewportSize(PHONE);
  const dashboardMenu = page.getByRole('button', { name: 'Menu' });
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(sidebar.getByRole('link', { name: 'Projects' })).toBeHidden();
  await dashboardMenu.click();
  await sidebar.getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/project\/all-projects$/);
  await expect(page).toHaveTitle('Projects · Buildbay');
  await expect(sidebar.getByRole('link', { name: 'Projects' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // A workspace page: its own side navigation folds behind "Workspace menu"; Escape closes it.
  await page.goto(`/project/workspace/${(await demoProjectUnderWay(page)).id}/project/project-brief`);
  const workspaceMenu = page.getByRole('button', { name: 'Workspace menu' });
  // Folded, the navigation is out of the accessibility tree too: found by the id the button controls.
  const workspaceNav = page.locator('#workspace-navigation');
  await expect(workspaceMenu).toHaveAttribute('aria-controls', 'workspace-navigation');
  await expect(workspaceNav).toBeHidden();
  await workspaceMenu.click();
  await expect(workspaceNav.getByRole('link', { name: '← All projects' })).toBeFocused();
  // It opens below its own button (it opened above it, off the top of the screen).
  const buttonBox = (await workspaceMenu.boundingBox())!;
  expect((await workspaceNav.boundingBox())!.y).toBeGreaterThanOrEqual(buttonBox.y + buttonBox.height);
  await page.keyboard.press('Escape');
  await expect(workspaceMenu).toBeFocused();
  await expect(workspaceNav).toBeHidden();
  await workspaceMenu.click();
  await workspaceNav.getByRole('link', { name: 'Tasks' }).click();
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(workspaceNav).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test('no page of the workspace or of billing is wider than a small phone', async ({ page }) => {
  await signInAsDemo(page);
  const project = await demoProjectUnderWay(page);
  const workspace = `/project/workspace/${project.id}/project`;
  await page.setViewportSize({ width: 320, height: 640 });
  const pages = [
    '/dashboard',
    ...['', '/project-brief', '/project-features', '/project-team', '/tasks', '/files-and-resources'].map(
      (page) => `${workspace}${page}`,
    ),
    ...['/meetings', '/reviewandapproval', '/review-team-and-cost', '/contract-and-payment'].map(
      (page) => `${workspace}${page}`,
    ),
    '/billing',
    '/billing/plans',
    '/billing/team-payments',
    '/billing/team-seats',
  ];
  const wider: string[] = [];
  for (const path of pages) {
    await pageSettled(page, path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 320) wider.push(`${path}: ${width} px`);
  }
  expect(wider).toEqual([]);
});

test('an abandoned draft project is deleted by its owner from its card, after a confirmation', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const email = `draft-${stamp}@example.com`;
  const password = 'Draft-pass-1!';
  await newAccount(request, `Tayo${stamp}`, email, password);
  await signIn(page, { email, password });
  // Starting the chat makes the Draft; leaving it at once abandons it.
  await page.getByRole('button', { name: 'Start New' }).click();
  await expect(page).toHaveURL(/\/project\/create-project$/);
  await expect(page.getByRole('textbox').first()).toBeVisible();
  await page.goto('/project/all-projects');

  const card = page.getByRole('article').first();
  await expect(card).toContainText(/draft/i);
  const name = (await card.getAttribute('aria-label'))!;
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete project?' });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete Project' }).click();

  await expect(page.getByText(`Project deleted - ${name}`)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Start New' })).toBeVisible();
});

/**
 * The visible controls of the page (and of an open dialog) that show no word, only a glyph (×, ‹, ⠿, −), smaller
 * than WCAG 2.2's 24 × 24 CSS px target, or than `touch` for those a phone is used by.
 */
async function smallIconControls(page: Page, touch: string[] = [], touchSize = 44) {
  return page.evaluate(
    ({ touch, touchSize }) => {
      const small: string[] = [];
      for (const control of document.querySelectorAll<HTMLElement>('button, a[href], [role="button"]')) {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (/[\p{L}\p{N}]{2,}/u.test(control.textContent ?? '')) continue;
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
        const least = touch.includes(name) ? touchSize : 24;
        if (Math.min(box.width, box.height) < least - 0.5) {
          small.push(`${name}: ${Math.round(box.width)} × ${Math.round(box.height)}`);
        }
      }
      return small;
    },
    { touch, touchSize },
  );
}

test('on a phone every icon-only control is at least 24 × 24 px, and every tab strip scrolls inside itself and answers the arrow keys', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const PHONE_375 = { width: 375, height: 812 };
  await signInAsDemo(page);
  const project = await demoProjectUnderWay(page);
  const workspace = `/project/workspace/${project.id}/project`;
  await page.setViewportSize(PHONE_375);
  const found: string[] = [];
  const wider: string[] = [];
  const measure = async (where: string, touch: string[] = []) => {
    found.push(...(await smallIconControls(page, touch)).map((line) => `${where}: ${line}`));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > PHONE_375.width) wider.push(`${where}: ${width} px`);
  };
  for (const path of [
    ...['/tasks', '/add-new-task', '/files-and-resources', '/meetings', '/reviewandapproval'].map(
      (name) => `${workspace}${name}`,
    ),
    ...BILLING_PAGES,
  ]) {
    await pageSettled(page, path);
    await measure(path);
  }

  // The × of a chosen assignee, the toasts' ×, a dialog's close and the seat steppers.
  await pageSettled(page, `${workspace}/add-new-task`);
  await page.getByLabel('Assign To').click();
  await page.getByRole('list', { name: 'Team members' }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Create Task' }).click();
  await expect(page.getByRole('button', { name: 'Dismiss' }).first()).toBeVisible();
  await measure('add task, an assignee chosen and refused');
  await pageSettled(page, '/billing/team-seats');
  await page.getByRole('button', { name: 'Add Seats' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Add Seats' })).toBeVisible();
  await measure('add seats', ['Close', 'One seat fewer', 'One seat more']);
  await page.keyboard.press('Escape');

  // Every tab strip: scrolls inside itself, never the page, and moves with the arrow keys.
  for (const [path, first, second] of [
    ['/files-and-resources', 'Project Files', 'Links'],
    ['/meetings', 'Upcoming', 'Past Meetings'],
    ['/reviewandapproval', /^All/, /^Pending Review/],
  ] as const) {
    await pageSettled(page, `${workspace}${path}`);
    const strip = page.getByRole('tablist');
    const overflow = await strip.evaluate((element) => getComputedStyle(element).overflowX);
    expect(overflow, path).toBe('auto');
    await strip.getByRole('tab', { name: first }).focus();
    await page.keyboard.press('ArrowRight');
    const next = strip.getByRole('tab', { name: second });
    await expect(next).toBeFocused();
    await expect(next).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: second })).toBeVisible();
    await page.keyboard.press('Home');
    await expect(strip.getByRole('tab', { name: first })).toBeFocused();
    await measure(`${path} after the arrows`);
  }
  expect(found).toEqual([]);
  expect(wider).toEqual([]);
});
