// What a browser pays for the home page, and how many React renderers run across the four areas.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { demoToken } from './demo-session.mjs';

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
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => null));
  });
  await page.goto(baseUrl);
  await page.getByRole('button', { name: heroButton }).waitFor();
  const loaded = (await Promise.all(bodies)).filter(Boolean);
  await page.close();
  return {
    files: loaded.length,
    rawBytes: loaded.reduce((sum, body) => sum + body.length, 0),
    gzipBytes: loaded.reduce((sum, body) => sum + gzipSync(body).length, 0),
  };
}

async function timeToHero(browser, baseUrl, runs) {
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(baseUrl, { waitUntil: 'commit' });
    await page.getByRole('button', { name: heroButton }).waitFor();
    times.push(await page.evaluate(() => performance.now()));
    await context.close();
  }
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  return { runs, median: at(0.5), p90: at(0.9), min: Math.round(times[0]) };
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

export async function measureFrontEnd(baseUrl) {
  const browser = await chromium.launch(launchOptions);
  try {
    return {
      home: await homeScripts(browser, baseUrl),
      hero: await timeToHero(browser, baseUrl, 15),
      reactRenderers: await reactRenderersAcrossAreas(browser, baseUrl),
    };
  } finally {
    await browser.close();
  }
}
