// What a browser pays for the home page, and how many React renderers run across the five areas.
import { chromium } from '@playwright/test';
import {
  areaSwitchWaitingViewport,
  measureAreaBudgets,
  measureAreaSwitch,
  scriptsBeforeFirstRender,
} from './area-load.mjs';
import { demoToken } from './demo-session.mjs';
import { productPageHeaders, serveStaticHero } from './static-hero.mjs';
import { measureWorkspaceSwitch } from './workspace-switch.mjs';

const heroButton = "Let's Build Something Together";
export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

function countRenderers() {
  const renderers = new Map();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      renderers,
      supportsFiber: true,
      inject: (renderer) => renderers.set(renderers.size + 1, renderer).size,
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
  });
}

async function homeScripts(browser, baseUrl) {
  const page = await browser.newPage();
  const scripts = await scriptsBeforeFirstRender(page, baseUrl, heroButton);
  await page.close();
  return scripts;
}

/**
 * In the page, before anything of it runs (the same code for the product and the static page): marks the hero
 * button for the Element Timing API as soon as the parser or a script puts it in the document, and keeps the
 * time its text was first painted (`renderTime`, from navigation start). That is what a visitor sees: a paint,
 * not the moment a script could first find the element (which waits for the page's deferred scripts to run).
 */
function watchHeroPaint(text) {
  const mark = () => {
    for (const button of document.getElementsByTagName('button')) {
      if (button.textContent.trim() === text && !button.hasAttribute('elementtiming')) {
        button.setAttribute('elementtiming', 'hero');
      }
    }
  };
  new MutationObserver(mark).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier === 'hero') window.__heroPaintedAt ??= entry.renderTime || entry.loadTime;
    }
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') window.__firstPaintAt ??= entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
}

/** Navigation start to the first paint of the hero button's text, in a fresh browser context (cold cache). */
async function heroTime(browser, url) {
  const context = await browser.newContext();
  await context.addInitScript(watchHeroPaint, heroButton);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__heroPaintedAt !== undefined, null, { timeout: 60_000 });
  const { hero, firstPaint } = await page.evaluate(() => ({
    hero: window.__heroPaintedAt,
    firstPaint: window.__firstPaintAt,
  }));
  await context.close();
  return { hero, firstPaint };
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
  return { runs: sorted.length, median: at(0.5), p90: at(0.9), min: Math.round(sorted[0]) };
}

/** The product's home page and a static page with the same hero, taking turns, cold cache each time. */
export async function timeToHero(browser, baseUrl, staticUrl, runs) {
  const product = [];
  const yardstick = [];
  // Each visit alone: the product's page sends its telemetry when its tab closes, and the embedded database
  // writing it holds the API's one thread for tens of milliseconds, which the next visit would wait for.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 500));
  for (let run = 0; run < runs; run += 1) {
    product.push(await heroTime(browser, baseUrl));
    await settle();
    yardstick.push(await heroTime(browser, staticUrl));
    await settle();
  }
  const times = (samples, key) => samples.map((sample) => sample[key]);
  return {
    product: summary(times(product, 'hero')),
    staticPage: summary(times(yardstick, 'hero')),
    productFirstPaint: summary(times(product, 'firstPaint')),
    staticFirstPaint: summary(times(yardstick, 'firstPaint')),
  };
}

async function reactRenderersAcrossAreas(browser, baseUrl) {
  const context = await browser.newContext();
  const token = await demoToken(baseUrl);
  await context.addInitScript((value) => localStorage.setItem('access_token', value), token);
  await context.addInitScript(countRenderers);
  const page = await context.newPage();
  const counts = {};
  for (const [route, text] of [
    ['/', heroButton],
    ['/login', 'Login'],
    ['/dashboard', 'Recently Viewed'],
    ['/billing/plans', 'Startup Plan'],
    ['/staff', 'This page is for Buildbay staff'],
  ]) {
    await page.goto(`${baseUrl}${route}`);
    await page.getByText(text).first().waitFor();
    counts[route] = await page.evaluate(() => window.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size);
  }
  await context.close();
  return counts;
}

export async function measureFrontEnd(baseUrl, staticPort) {
  const browser = await chromium.launch(launchOptions);
  const staticHero = await serveStaticHero(staticPort, await productPageHeaders(baseUrl));
  try {
    const token = await demoToken(baseUrl);
    return {
      home: await homeScripts(browser, baseUrl),
      hero: await timeToHero(browser, baseUrl, staticHero.url, 25),
      areas: await measureAreaBudgets(browser, baseUrl, token),
      areaSwitch: await measureAreaSwitch(browser, baseUrl, 7),
      areaSwitchWaiting: await measureAreaSwitch(browser, baseUrl, 7, areaSwitchWaitingViewport),
      workspaceSwitch: await measureWorkspaceSwitch(browser, baseUrl, 5),
      reactRenderers: await reactRenderersAcrossAreas(browser, baseUrl),
    };
  } finally {
    await staticHero.close();
    await browser.close();
  }
}
