// How long a page switch inside the workspace takes once the workspace has settled (issue #31): a click on a
// side-navigation link to the next page showing its own content, its data loaded.
import { demoToken } from './demo-session.mjs';

/**
 * The side navigation's pages (mf-workspace/src/workspace/workspace-frame.tsx) and the titles their pages give
 * the footer (each page's `pageTitle`; Tasks and Files take the spec's names since 752d33e).
 */
export const workspacePages = [
  { path: 'project-brief', label: 'Project Brief', title: 'Project Brief' },
  { path: 'project-features', label: 'Project Features', title: 'Project Features' },
  { path: 'tasks', label: 'Tasks', title: 'Project Tasks' },
  { path: 'files-and-resources', label: 'Files & Resources', title: 'Files and Resources' },
  { path: 'meetings', label: 'Meetings', title: 'Meetings & Communication' },
  { path: 'timeline-and-milestones', label: 'Timeline & Milestones', title: 'Timeline & Milestones' },
  { path: 'recent-updates', label: 'Recent Updates', title: 'Recent Updates' },
];

const percentile = (values, share) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];

/** How long a page may take to settle before the run stops with what the page showed instead. */
const settleTimeoutMs = 30_000;

/**
 * In the page: resolves with the milliseconds from the next trusted click on a link ending in `/${path}` to
 * the first frame in which the workspace shows that page settled: the address is the page's, the footer names
 * it, and no "Loading…" status is on screen. Timed on the page's own clock, so the driver's waits do not count.
 * Rejects, naming the address, the footer and the statuses on screen, if that frame has not come `timeoutMs`
 * after the click: a page whose title changed would otherwise be waited for until the browser was closed
 * under the run (Nov 29, docs/decisions.md).
 */
function timeNextSwitch({ path, title, timeoutMs }) {
  return new Promise((resolve, reject) => {
    let clickedAt = null;
    const settled = () =>
      window.location.pathname.endsWith(`/${path}`) &&
      [...document.querySelectorAll('footer span')].some((span) => span.textContent === title) &&
      ![...document.querySelectorAll('[role="status"]')].some(
        (status) => status.textContent.startsWith('Loading') && status.getClientRects().length > 0,
      );
    const check = () => {
      if (clickedAt === null) return;
      if (settled()) {
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - clickedAt));
      }
    };
    const observer = new MutationObserver(check);
    window.addEventListener(
      'click',
      (event) => {
        if (!event.isTrusted || !event.target?.closest?.(`a[href$="/${path}"]`)) return;
        clickedAt = event.timeStamp;
        observer.observe(document, { subtree: true, childList: true, characterData: true });
        setTimeout(() => {
          observer.disconnect();
          const texts = (selector) =>
            [...document.querySelectorAll(selector)].map((element) => element.textContent.trim());
          reject(
            new Error(
              `/${path} not settled ${timeoutMs} ms after the click: address ${window.location.pathname}, ` +
                `footer ${JSON.stringify(texts('footer span'))} (expected "${title}"), ` +
                `statuses ${JSON.stringify(texts('[role="status"]'))}`,
            ),
          );
        }, timeoutMs);
        check();
      },
      { capture: true, once: true },
    );
  });
}

/** The demo account's projects, the first page of its list (the development data has a handful). */
export async function demoProjects(baseUrl, token) {
  const answer = await fetch(`${baseUrl}/api/all_projects/?limit=20`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return answer.json();
}

/** The demo account's first project that is past its set-up chat: the one its workspace opens on. */
export async function demoProject(baseUrl, token) {
  const projects = await demoProjects(baseUrl, token);
  const project = projects.find((candidate) => candidate.status !== 'Draft') ?? projects[0];
  if (!project) throw new Error('the demo account has no project to open');
  return project;
}

/**
 * Signed in as the demo account, opens its project's workspace, lets it settle, then walks the side navigation
 * `rounds` times, each page after the one before (its data preloaded on hover, as a pointer would).
 */
export async function measureWorkspaceSwitch(browser, baseUrl, rounds) {
  const token = await demoToken(baseUrl);
  const project = await demoProject(baseUrl, token);
  const context = await browser.newContext();
  await context.addInitScript((value) => localStorage.setItem('access_token', value), token);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/project/workspace/${project.id}/project`);
  await page.locator('footer span', { hasText: 'Workspace Overview' }).waitFor({ timeout: 60_000 });
  const times = [];
  const byPage = new Map(workspacePages.map((target) => [target.path, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const target of workspacePages) {
      const timing = page.evaluate(timeNextSwitch, { ...target, timeoutMs: settleTimeoutMs });
      const link = page.getByRole('link', { name: target.label, exact: true }).first();
      await link.hover();
      await page.waitForTimeout(150);
      await link.click();
      const ms = await timing;
      times.push(ms);
      byPage.get(target.path).push(ms);
    }
  }
  await context.close();
  return {
    switches: times.length,
    median: Math.round(percentile(times, 0.5)),
    p90: Math.round(percentile(times, 0.9)),
    pages: workspacePages.map((target) => ({
      ...target,
      median: Math.round(percentile(byPage.get(target.path), 0.5)),
    })),
  };
}
