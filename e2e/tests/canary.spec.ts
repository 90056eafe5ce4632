import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2eEnvironment } from '../support/environment';
import { breakBuild, readRegistry, releaseCommand } from '../support/releases';

const remote = 'mf-marketing';
const cta = "Let's Build Something Together";

/** The build `GET /api/remotes` gives a browser with this id, as the shell asks for it. */
async function buildFor(page: Page, visitor: string): Promise<string> {
  const { remotes } = (await (await page.request.get(`/api/remotes?visitor=${visitor}`)).json()) as {
    remotes: { package: string; version: string }[];
  };
  return remotes.find((entry) => entry.package === remote)!.version;
}

/** A browser of its own whose shell keeps `visitor` as its random id. */
async function browserOf(browser: Browser, visitor: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((id) => window.localStorage.setItem('platform_visitor_id', id), visitor);
  return context.newPage();
}

/** `visitor`'s browser on the home page. */
async function visit(browser: Browser, visitor: string): Promise<Page> {
  const page = await browserOf(browser, visitor);
  await page.goto('/?build');
  return page;
}

/** A failure the shell reports at once, as its beacon carries it. */
const failureKind = /"kind":"(load-failure|render-error|uncaught-error)"/;

/**
 * `visitor`'s browser on the home page of the broken canary, once the API has taken the shell's report of the
 * failure (202): the rollback counts failed sessions it has received, and a report still on its way when the
 * test moves on would leave the judgement to chance on a busy machine.
 */
async function visitBroken(browser: Browser, visitor: string): Promise<Page> {
  const page = await browserOf(browser, visitor);
  const reported = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/telemetry') && failureKind.test(response.request().postData() ?? ''),
  );
  await page.goto('/?build');
  expect((await reported).status()).toBe(202);
  return page;
}

test('a canary whose page throws is seen by its share of users only, and their telemetry rolls it back', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  // Versions of this attempt: a retry publishes its own, as ops would after a failed release.
  const live = `e2e-canary-live-${testInfo.retry}`;
  const canary = `e2e-canary-broken-${testInfo.retry}`;
  releaseCommand('publish', remote, live);
  releaseCommand('publish', remote, canary, '--canary', '50');
  breakBuild(remote, canary, cta);

  try {
    // Browsers are bucketed by their own random id: find three in the canary's half and one outside it.
    const visitors = { canary: [] as string[], live: [] as string[] };
    for (let index = 0; visitors.canary.length < 3 || visitors.live.length < 1; index += 1) {
      const id = `e2e-visitor-${index}-${Date.now().toString(36)}`;
      visitors[(await buildFor(page, id)) === canary ? 'canary' : 'live'].push(id);
    }
    expect(await buildFor(page, visitors.canary[0]!)).toBe(canary);

    // Outside the bucket: the live build, working.
    const liveUser = await visit(browser, visitors.live[0]!);
    await expect(liveUser.getByRole('button', { name: cta })).toBeVisible();
    await expect(liveUser.getByTestId('area-build')).toHaveText(`Marketing build ${live}`);

    // In the bucket: the canary's page throws, so only its area shows the fallback; the shell still works.
    const canaryUser = await visitBroken(browser, visitors.canary[0]!);
    await expect(canaryUser.getByRole('heading', { name: 'Marketing is unavailable' })).toBeVisible();
    await expect(canaryUser.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canaryUser.getByRole('button', { name: cta })).toHaveCount(0);
    // Three failed sessions are what the e2e server's rule needs (ROLLBACK_MIN_SESSIONS): no more visits.
    for (const id of visitors.canary.slice(1, 3)) {
      const other = await visitBroken(browser, id);
      await expect(other.getByRole('heading', { name: 'Marketing is unavailable' })).toBeVisible();
      await other.context().close();
    }

    // Their telemetry reaches the API, which judges the canary and drops it.
    await expect
      .poll(() => readRegistry().remotes[remote]!.canary ?? null, { timeout: 60_000, intervals: [500] })
      .toBeNull();
    const registry = readRegistry();
    expect(registry.remotes[remote]!.current).toBe(live);
    expect(registry.history!.at(-1)).toMatchObject({
      remote,
      action: 'automatic rollback',
      by: 'automatic rollback',
      to: { live },
    });
    expect(registry.history!.at(-1)!.reason).toMatch(/^canary error rate 100\.0% over \d+ sessions/);
    expect(releaseCommand('history', remote)).toContain(`${remote} automatic rollback by automatic rollback`);

    // The ops page, behind its token, shows the area as it now is and how it got there.
    await page.goto('/ops');
    await page.getByLabel('Ops token').fill('not-the-ops-token-0000');
    await page.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByText('A valid ops token is required.')).toBeVisible();
    await page.getByLabel('Ops token').fill(e2eEnvironment.OPS_TOKEN!);
    await page.getByRole('button', { name: 'Open' }).click();
    const changes = page.getByRole('list', { name: 'Changes of Marketing' });
    await expect(changes).toContainText(`automatic rollback by automatic rollback: live ${live}`);
    await expect(changes).toContainText(`publish canary by`);
    await expect(page.getByRole('button', { name: 'Roll back one build' }).first()).toBeVisible();

    // A reload gives everyone the live build.
    expect(await buildFor(page, visitors.canary[0]!)).toBe(live);
    await canaryUser.reload();
    await expect(canaryUser.getByRole('button', { name: cta })).toBeVisible();
    await expect(canaryUser.getByTestId('area-build')).toHaveText(`Marketing build ${live}`);
    await liveUser.reload();
    await expect(liveUser.getByTestId('area-build')).toHaveText(`Marketing build ${live}`);
  } finally {
    // Whatever happened, the next journeys find no canary.
    if (readRegistry().remotes[remote]?.canary) releaseCommand('rollback', remote);
  }
});
