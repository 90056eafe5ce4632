// The 2,000-task board in the browser (issue #33): from a click on the workspace's Tasks link to the first frame
// with the board's cards, and from the release of a dragged card to the first frame showing it in its new
// column. Both timed in the page, on its own clock, like the workspace switch (workspace-switch.mjs).
import { chromium } from '@playwright/test';
import { launchOptions } from './front-end.mjs';

export const bigBoard = { opens: 7, drags: 7, renderBudgetMs: 300, dragBudgetMs: 100 };

const percentile = (values, share) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];

/** In the page: ms from the next trusted click on the Tasks link to the first frame with the board's cards. */
function timeBoardOpen() {
  return new Promise((resolve) => {
    let clickedAt = null;
    const shown = () =>
      window.location.pathname.endsWith('/tasks') &&
      document.querySelector('[data-testid="task-board"] [data-testid="task-card"]') !== null;
    const check = () => {
      if (clickedAt === null || !shown()) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - clickedAt));
    };
    const observer = new MutationObserver(check);
    window.addEventListener(
      'click',
      (event) => {
        if (!event.isTrusted || !event.target?.closest?.('a[href$="/tasks"]')) return;
        clickedAt = event.timeStamp;
        observer.observe(document, { subtree: true, childList: true });
        check();
      },
      { capture: true, once: true },
    );
  });
}

/** In the page: ms from the next pointer release to the first frame with the card `name` in column `status`. */
function timeDrop({ name, status }) {
  return new Promise((resolve) => {
    let releasedAt = null;
    const landed = () =>
      [...document.querySelectorAll(`[data-testid="column-${status}"] [data-testid="task-card"] a`)].some(
        (link) => link.textContent === name,
      );
    const check = () => {
      if (releasedAt === null || !landed()) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - releasedAt));
    };
    const observer = new MutationObserver(check);
    window.addEventListener(
      'pointerup',
      (event) => {
        releasedAt = event.timeStamp;
        observer.observe(document, { subtree: true, childList: true });
        check();
      },
      { capture: true, once: true },
    );
  });
}

/** Drags the first card of column `from` onto the first card of column `to`, as a hand would. */
async function dragFirstCard(page, from, to) {
  const card = page.getByTestId(`column-${from}`).getByTestId('task-card').first();
  const name = await card.getByRole('link').first().textContent();
  const target = page.getByTestId(`column-${to}`).getByTestId('task-card').first();
  const handle = await card.getByRole('button', { name: `Drag ${name}` }).boundingBox();
  const over = await target.boundingBox();
  const timing = page.evaluate(timeDrop, { name, status: to });
  const saved = page.waitForResponse((response) => response.url().endsWith('/move/'));
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2 + 10, handle.y + handle.height / 2, { steps: 3 });
  await page.mouse.move(over.x + over.width / 2, over.y + over.height / 3, { steps: 10 });
  await page.mouse.up();
  const ms = await timing;
  // The next drag starts from the board the server saved, as a person's next drag would.
  await saved;
  return ms;
}

/** Signed in with `token`, opens the board of `projectId` `opens` times from the workspace, then drags cards. */
export async function measureBigBoard(baseUrl, token, projectId) {
  const browser = await chromium.launch(launchOptions);
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript((value) => localStorage.setItem('access_token', value), token);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/project/workspace/${projectId}/project`);
    await page.locator('footer span', { hasText: 'Workspace Overview' }).waitFor({ timeout: 60_000 });
    const opens = [];
    for (let round = 0; round < bigBoard.opens; round += 1) {
      const timing = page.evaluate(timeBoardOpen);
      await page.getByRole('link', { name: 'Tasks', exact: true }).first().click();
      opens.push(await timing);
      await page.getByRole('link', { name: 'Project Brief', exact: true }).first().click();
      await page.locator('footer span', { hasText: 'Project Brief' }).waitFor();
    }
    await page.getByRole('link', { name: 'Tasks', exact: true }).first().click();
    await page.getByTestId('task-card').first().waitFor();
    const drags = [];
    for (let round = 0; round < bigBoard.drags; round += 1) {
      drags.push(
        await dragFirstCard(
          page,
          round % 2 === 0 ? 'Backlog' : 'To Do',
          round % 2 === 0 ? 'To Do' : 'Backlog',
        ),
      );
    }
    const rendered = await page.getByTestId('task-card').count();
    await context.close();
    const figures = (times) => ({
      median: Math.round(percentile(times, 0.5)),
      p90: Math.round(percentile(times, 0.9)),
    });
    return { open: figures(opens), drag: figures(drags), rendered };
  } finally {
    await browser.close();
  }
}
