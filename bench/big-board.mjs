// The 2,000-task board in the browser (issue #33): from a click on the workspace's Tasks link to the first frame
// with the board's cards, and from the release of a dragged card to the first frame showing it in its new
// column. Both timed in the page, on its own clock, like the workspace switch (workspace-switch.mjs).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { launchOptions } from './front-end.mjs';

export const bigBoard = { opens: 7, drags: 7, renderBudgetMs: 300, dragBudgetMs: 100 };

const percentile = (values, share) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];

/**
 * In the page: from the next trusted click on the Tasks link, the ms to the first frame with the board's cards,
 * as `window.__benchOpen.ms`. Installed (and awaited) before the click, so the click cannot come first.
 */
function watchBoardOpen() {
  const watch = { ms: null };
  window.__benchOpen = watch;
  let clickedAt = null;
  const shown = () =>
    window.location.pathname.endsWith('/tasks') &&
    document.querySelector('[data-testid="task-board"] [data-testid="task-card"]') !== null;
  const check = () => {
    if (clickedAt === null || !shown()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      watch.ms = performance.now() - clickedAt;
    });
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
}

/**
 * In the page, installed (and awaited) before a drag of the card `name`: after the next pointer release,
 * `window.__benchDrop.landedMs` is the ms to the first frame showing the card in column `status`, and `missed`
 * says why a drop moved nothing: the drag never started (its handle was not pressed at the release), or what
 * the board told a screen reader about the drop (board-drop.ts: dropped where it was, outside the columns,
 * refused).
 */
function watchDrop({ name, status }) {
  window.__benchDrop?.stop();
  const watch = { landedMs: null, missed: null, stop: () => observer.disconnect() };
  window.__benchDrop = watch;
  let releasedAt = null;
  const landed = () =>
    [...document.querySelectorAll(`[data-testid="column-${status}"] [data-testid="task-card"] a`)].some(
      (link) => link.textContent === name,
    );
  const nothingMoved = [`${name} was dropped `, `${name} cannot move `, `Moving ${name} was cancelled`];
  const check = () => {
    if (releasedAt === null || watch.landedMs !== null) return;
    if (landed()) {
      watch.landedMs = -1;
      requestAnimationFrame(() => {
        watch.landedMs = performance.now() - releasedAt;
      });
      return;
    }
    watch.missed ??=
      [...document.querySelectorAll('[role="status"]')]
        .map((region) => region.textContent ?? '')
        .find((text) => nothingMoved.some((start) => text.startsWith(start))) ?? null;
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, characterData: true });
  window.addEventListener(
    'pointerup',
    (event) => {
      releasedAt = event.timeStamp;
      const handle = [...document.querySelectorAll('button[aria-pressed="true"]')].find(
        (button) => button.getAttribute('aria-label') === `Drag ${name}`,
      );
      if (!handle) watch.missed = 'the drag did not start';
      check();
    },
    { capture: true, once: true },
  );
}

/**
 * What the board showed when a drop's outcome never came: the columns' first cards, what it told a screen reader,
 * and a screenshot, so a failed bench run can be read afterwards.
 */
async function describeBoard(page) {
  const screenshot = join(tmpdir(), `big-board-${Date.now()}.png`);
  await page.screenshot({ path: screenshot, fullPage: false });
  const shown = await page.evaluate(() => ({
    columns: [...document.querySelectorAll('[data-testid^="column-"]')].map((column) => ({
      column: column.dataset.testid,
      first: [...column.querySelectorAll('[data-testid="task-card"] a')]
        .slice(0, 3)
        .map((a) => a.textContent),
    })),
    status: [...document.querySelectorAll('[role="status"]')].map((region) => region.textContent),
    pressed: [...document.querySelectorAll('button[aria-pressed="true"]')].map((b) =>
      b.getAttribute('aria-label'),
    ),
    watch: window.__benchDrop && { landedMs: window.__benchDrop.landedMs, missed: window.__benchDrop.missed },
  }));
  return `The board showed ${JSON.stringify(shown)}; screenshot ${screenshot}`;
}

/** How many times a drag that moved nothing is made again before the bench gives up on it. */
const dragAttempts = 3;
/** How long after the card shows in its new column its move may take to be sent and answered. */
const moveSavedMs = 30_000;

/**
 * Where `locator` is once it has stopped moving: the cards slide into place for a moment after a drop, and a
 * press aimed at a handle's place mid-slide lands on the card's title link, whose native drag swallows the
 * release.
 */
async function restingBox(page, locator) {
  let box = await locator.boundingBox();
  for (;;) {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const next = await locator.boundingBox();
    if (next.x === box.x && next.y === box.y) return next;
    box = next;
  }
}

/** Drags the card `name` by its handle onto the first card of column `to`, as a hand would. */
async function dragOnto(page, name, to) {
  const handle = await restingBox(page, page.getByRole('button', { name: `Drag ${name}`, exact: true }));
  const over = await restingBox(page, page.getByTestId(`column-${to}`).getByTestId('task-card').first());
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2 + 10, handle.y + handle.height / 2, { steps: 3 });
  await page.mouse.move(over.x + over.width / 2, over.y + over.height / 3, { steps: 10 });
  await page.mouse.up();
}

/**
 * Drags the first card of column `from` onto the first card of column `to` and returns the ms from the release
 * to the first frame showing it there. Waits for that drop's own move to be answered, so the next drag starts
 * from the board the server saved, as a person's next drag would. A drop that moved nothing is made again; one
 * that shows the card moved but sends no move is an error, never a figure.
 */
async function dragFirstCard(page, from, to) {
  const card = page.getByTestId(`column-${from}`).getByTestId('task-card').first();
  const title = card.getByRole('link').first();
  const name = await title.textContent();
  const taskId = new URL(await title.getAttribute('href'), page.url()).searchParams.get('task');
  // Every request of this card's move from before the first drop on: none can go out unseen.
  const isMove = (request) =>
    request.method() === 'POST' && new URL(request.url()).pathname === `/api/tasks/${taskId}/move/`;
  const moves = [];
  const noteMove = (request) => {
    if (isMove(request)) moves.push(request);
  };
  page.on('request', noteMove);
  try {
    const outcomes = [];
    for (let attempt = 1; attempt <= dragAttempts; attempt += 1) {
      await page.evaluate(watchDrop, { name, status: to });
      await dragOnto(page, name, to);
      const outcome = await page
        .waitForFunction(
          () => {
            const { landedMs, missed } = window.__benchDrop;
            if (landedMs !== null) return landedMs >= 0 ? { landedMs } : null;
            return missed ? { missed } : null;
          },
          null,
          { timeout: 30_000 },
        )
        .then((result) => result.jsonValue())
        .catch(async () => {
          throw new Error(
            `After the release of ${name} over ${to}, the board neither showed it there nor said why within 30 s. ${await describeBoard(page)}`,
          );
        });
      if (outcome.landedMs === undefined) {
        // Dropped where it was or outside the columns: the pointer missed; a refusal will not change.
        if (outcome.missed.includes(' cannot move '))
          throw new Error(`The board refused the drag: ${outcome.missed}`);
        outcomes.push(outcome.missed);
        continue;
      }
      const move =
        moves[0] ??
        (await page.waitForRequest(isMove, { timeout: moveSavedMs }).catch(() => {
          throw new Error(
            `The board shows ${name} in ${to} but sent no move for it within ${moveSavedMs / 1000} s`,
          );
        }));
      const answer = await Promise.race([
        move.response(),
        new Promise((resolve) => setTimeout(resolve, moveSavedMs, null)),
      ]);
      if (answer === null)
        throw new Error(
          `The move of ${name} to ${to} was sent but not answered: ${move.failure()?.errorText ?? `nothing within ${moveSavedMs / 1000} s`}`,
        );
      if (answer.status() !== 200)
        throw new Error(
          `The move of ${name} to ${to} was answered ${answer.status()}: ${await answer.text()}`,
        );
      return outcome.landedMs;
    }
    throw new Error(
      `${dragAttempts} drags of ${name} from ${from} onto ${to}'s first card moved nothing: ${outcomes.join(' / ')}`,
    );
  } finally {
    page.off('request', noteMove);
  }
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
      await page.evaluate(watchBoardOpen);
      await page.getByRole('link', { name: 'Tasks', exact: true }).first().click();
      const shown = await page.waitForFunction(() => window.__benchOpen.ms, null, { timeout: 60_000 });
      opens.push(await shown.jsonValue());
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
