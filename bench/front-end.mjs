// What a browser pays for the home page, and how many React renderers run across the four areas.
import { chromium } from '@playwright/test';
import { measureAreaBudgets, measureAreaSwitch, scriptsBeforeFirstRender } from './area-load.mjs';
import { demoToken } from './demo-session.mjs';
import { serveStaticHero } from './static-hero.mjs';

const heroButton = "Let's Build Something Together";
const launchOptions = {
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

async function heroTime(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByRole('button', { name: heroButton }).waitFor();
  const time = await page.evaluate(() => performance.now());
  await context.close();
  return time;
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
  return { runs: sorted.length, median: at(0.5), p90: at(0.9), min: Math.round(sorted[0]) };
}

/** The product's home page and a static page with the same hero, taking turns, cold cache each time. */
async function timeToHero(browser, baseUrl, staticUrl, runs) {
  const product = [];
  const yardstick = [];
  for (let run = 0; run < runs; run += 1) {
    product.push(await heroTime(browser, baseUrl));
    yardstick.push(await heroTime(browser, staticUrl));
  }
  return { product: summary(product), staticPage: summary(yardstick) };
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
  const staticHero = await serveStaticHero(staticPort);
  try {
    const token = await demoToken(baseUrl);
    return {
      home: await homeScripts(browser, baseUrl),
      hero: await timeToHero(browser, baseUrl, staticHero.url, 15),
      areas: await measureAreaBudgets(browser, baseUrl, token),
      areaSwitch: await measureAreaSwitch(browser, baseUrl, 7),
      reactRenderers: await reactRenderersAcrossAreas(browser, baseUrl),
    };
  } finally {
    await staticHero.close();
    await browser.close();
  }
}
