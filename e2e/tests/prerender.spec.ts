import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from '../support/session';

/*
 * The public pages arrive as HTML (rendered when their remote's build was published): the hero is in the
 * first answer, before any script runs, with the page's title, description and link preview; the shell then
 * hydrates that HTML without replacing it and without a mismatch.
 */

const HERO = 'On-demand design and development services';

const PAGES = [
  { path: '/', title: 'Buildbay · Design, development and more, on demand', heading: HERO },
  { path: '/pricing', title: 'Pricing · Buildbay', heading: 'Pricing' },
  { path: '/services', title: 'Services · Buildbay', heading: 'Our Services' },
  { path: '/login', title: 'Login · Buildbay', heading: 'Welcome back' },
  { path: '/register', title: 'Create Account · Buildbay', heading: 'Create your account' },
  { path: '/requests', title: 'My Requests · Buildbay', heading: 'Requests' },
];

/** Every error the page reports: React tells hydration mismatches on the console (or as uncaught errors). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the home page HTML holds the hero, its title and link preview before any script runs', async ({
  page,
  browser,
}) => {
  const response = await page.request.get('/', { headers: { Accept: 'text/html' } });
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${HERO}</h1>`));
  expect(html).toContain('<title>Buildbay · Design, development and more, on demand</title>');
  expect(html).toMatch(
    /<meta name="description" content="On-demand design and development services: [^"]+">/,
  );
  expect(html).toContain(
    '<meta property="og:title" content="Buildbay · Design, development and more, on demand">',
  );
  expect(html).toMatch(/<meta property="og:description" content="[^"]+">/);

  // A browser without JavaScript shows the hero, styled, and the site's navigation.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto('/');
  await expect(noScript.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await expect(
    noScript.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }),
  ).toBeVisible();
  const heroFont = await noScript
    .getByRole('heading', { level: 1, name: HERO })
    .evaluate((element) => getComputedStyle(element).fontSize);
  expect(heroFont).not.toBe('32px'); // a bare <h1> (2em of 16px): the page's style sheets are applied
  await context.close();
});

/** Notes, before any of the page's scripts, whether the prerendered hero is ever taken out of the document. */
async function watchHeroRemoval(page: Page) {
  await page.addInitScript((hero) => {
    const removed: string[] = [];
    Object.assign(window, { removedHero: removed });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node.textContent?.includes(hero)) removed.push(node.nodeName);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, HERO);
}

/** Hydrated: React has attached its own data to the prerendered hero (a click before the scripts run is lost). */
async function heroHydrated(page: Page) {
  await page.waitForFunction(
    (hero) =>
      [...document.querySelectorAll('h1')].some(
        (h1) => h1.textContent === hero && Object.keys(h1).some((key) => key.startsWith('__reactFiber')),
      ),
    HERO,
  );
}

const removedHero = (page: Page) =>
  page.evaluate(() => (window as unknown as { removedHero: string[] }).removedHero);

test('the shell hydrates the prerendered home page: the hero stays in place, and its buttons work', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await watchHeroRemoval(page);
  await page.goto('/');
  await heroHydrated(page);
  await page.getByRole('button', { name: "Let's Build Something Together" }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  expect(await removedHero(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the prerendered footer is hydrated in place when its code arrives, not taken out and drawn again', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedFooters: removed });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) if (node.nodeName === 'FOOTER') removed.push(node.nodeName);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await page.waitForFunction(() => {
    const footer = document.querySelector('footer');
    return footer !== null && Object.keys(footer).some((key) => key.startsWith('__reactFiber'));
  });
  expect(
    await page.evaluate(() => (window as unknown as { removedFooters: string[] }).removedFooters),
  ).toEqual([]);
});

test("a link followed while the toasts' code is still on its way opens its page without waiting for it", async ({
  page,
}) => {
  // The shell's chunk with the toasts and the coming-soon notice (loaded after the first page) is held back.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = false;
  await page.route(/\/js\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    // The toaster's regions, `toasts-${position}`, as the minified source writes them.
    if (body.includes('`toasts-${')) {
      holding = true;
      await held;
    }
    await route.fulfill({ response, body });
  });
  await page.goto('/');
  await heroHydrated(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  expect(holding).toBe(true);
  release();
  // Its prerendered HTML, outside the router, hydrates once the code is in.
  await page.waitForFunction(() => {
    const region = document.querySelector('[data-testid="toasts-top-right"]');
    return region !== null && Object.keys(region).some((key) => key.startsWith('__reactFiber'));
  });
});

test('a signed-in visitor hydrates the same HTML too: the header then shows their Dashboard link', async ({
  page,
}) => {
  await signInAsDemo(page);
  const errors = collectErrors(page);
  await watchHeroRemoval(page);
  await page.goto('/');
  await heroHydrated(page);
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Sign in' })).toHaveCount(0);

  expect(await removedHero(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('each public page is served with its own title and content, and hydrates without a mismatch', async ({
  page,
}) => {
  const errors = collectErrors(page);
  for (const { path, title, heading } of PAGES) {
    const html = await (await page.request.get(path, { headers: { Accept: 'text/html' } })).text();
    expect(html, path).toContain(`<title>${title}</title>`);
    expect(html, path).toContain(`<meta property="og:title" content="${title}">`);
    expect(html, path).toContain(`>${heading}</h1>`);

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByTestId('area-build')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});

test('a prerendered form takes no typing until it is alive, so nothing typed is lost', async ({ page }) => {
  const html = await (await page.request.get('/login', { headers: { Accept: 'text/html' } })).text();
  expect(html).toMatch(/<form [^>]*inert=""/);

  await page.goto('/login');
  const form = page.locator('form').filter({ has: page.getByLabel('Email') });
  await expect(form).not.toHaveAttribute('inert');
  await page.getByLabel('Email').pressSequentially('ada@example.com');
  await page.getByLabel('Password').pressSequentially('Not-the-password-1!');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
});

test('a click on a prerendered button before its area is alive is not lost', async ({ page }) => {
  // The marketing area's scripts wait, as on a slow network: the hero is only the prerendered HTML meanwhile.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/remotes\/mf-marketing\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('button', { name: "Let's Build Something Together" }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Request a Service' })).toBeVisible();
});

test('the requests page is prerendered empty, and after a reload searches the e-mail the browser kept', async ({
  page,
}) => {
  const html = await (await page.request.get('/requests', { headers: { Accept: 'text/html' } })).text();
  expect(html).toMatch(/<input[^>]*type="email"[^>]*value=""/);

  const errors = collectErrors(page);
  await page.goto('/requests');
  await page.evaluate(() => sessionStorage.setItem('requestsEmail', 'nobody-yet@example.com'));
  await page.reload();
  await expect(page.getByLabel('Email Address')).toHaveValue('nobody-yet@example.com');
  await expect(page.getByText('No request associated with this email.')).toBeVisible();
  expect(errors).toEqual([]);
});
