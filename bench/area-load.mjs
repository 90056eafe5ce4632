// What each area costs on first load, against its budget, and how long a switch into a new area takes.
import { gzipSync } from 'node:zlib';

/**
 * Gzip KiB of JavaScript an area may load before its first page shows, opened first in a fresh browser.
 * The home page's is the target (#15); the others are today's figures with a little room, so a
 * new page or library that grows an area shows up as over budget in docs/benchmarks.md.
 */
export const areaBudgets = [
  { area: 'Marketing', route: '/', text: "Let's Build Something Together", signedIn: false, budgetKiB: 120 },
  { area: 'Accounts', route: '/login', text: 'Forgot password?', signedIn: false, budgetKiB: 140 },
  { area: 'Workspace', route: '/dashboard', text: 'Recently Viewed', signedIn: true, budgetKiB: 200 },
  { area: 'Billing', route: '/billing/plans', text: 'Startup Plan', signedIn: true, budgetKiB: 170 },
];

/** Scripts fetched by `page` from now until `done` resolves: count, raw and gzip bytes. */
export async function scriptsUntil(page, done) {
  const bodies = [];
  const onResponse = (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => null));
  };
  page.on('response', onResponse);
  await done();
  page.off('response', onResponse);
  const loaded = (await Promise.all(bodies)).filter(Boolean);
  return {
    files: loaded.length,
    rawBytes: loaded.reduce((sum, body) => sum + body.length, 0),
    gzipBytes: loaded.reduce((sum, body) => sum + gzipSync(body).length, 0),
  };
}

export async function measureAreaBudgets(browser, baseUrl, token) {
  const rows = [];
  for (const budget of areaBudgets) {
    const context = await browser.newContext();
    if (budget.signedIn)
      await context.addInitScript((value) => localStorage.setItem('access_token', value), token);
    const page = await context.newPage();
    const scripts = await scriptsUntil(page, async () => {
      await page.goto(`${baseUrl}${budget.route}`);
      await page.getByText(budget.text).first().waitFor();
    });
    rows.push({ ...budget, ...scripts, gzipKiB: scripts.gzipBytes / 1024 });
    await context.close();
  }
  return rows;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Click on the header's link to /login of the home page to the sign-in form, the Accounts area not loaded
 * before: `settled` waits until the page is idle (the likely next area preloaded), `atOnce` clicks as soon
 * as the hero shows (only the hover preload helps).
 */
export async function measureAreaSwitch(browser, baseUrl, runs) {
  const times = { settled: [], atOnce: [] };
  for (let run = 0; run < runs; run += 1) {
    for (const mode of ['settled', 'atOnce']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(baseUrl, { waitUntil: mode === 'settled' ? 'networkidle' : 'commit' });
      await page.getByRole('button', { name: "Let's Build Something Together" }).waitFor();
      const login = page.locator('header a[href="/login"]').first();
      await login.hover();
      const started = await page.evaluate(() => performance.now());
      await login.click();
      await page.getByText('Forgot password?').waitFor();
      times[mode].push((await page.evaluate(() => performance.now())) - started);
      await context.close();
    }
  }
  return { runs, settled: Math.round(median(times.settled)), atOnce: Math.round(median(times.atOnce)) };
}
