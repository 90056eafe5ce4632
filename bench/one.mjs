// One front-end measurement alone, on the product as built (no cold build, docs/benchmarks.md left as it is):
//   node bench/one.mjs <measurement> [port]
// measurements: home-scripts, area-budgets, area-switch, area-switch-waiting, workspace-switch, unused-javascript
// (Lighthouse's unused JavaScript on the public pages that guess the sign-in form next). Prints its figures
// as JSON. `npm run bench` measures them all in one run; this is for a row changed while the machine is shared.
import { chromium } from '@playwright/test';
import {
  areaSwitchWaitingViewport,
  measureAreaBudgets,
  measureAreaSwitch,
  scriptsBeforeFirstRender,
} from './area-load.mjs';
import { demoToken } from './demo-session.mjs';
import { launchOptions } from './front-end.mjs';
import { startProduct } from './server.mjs';
import { measureUnusedJavaScript } from './unused-javascript.mjs';
import { measureWorkspaceSwitch } from './workspace-switch.mjs';

const measurements = {
  'home-scripts': async (browser, baseUrl) => {
    const page = await browser.newPage();
    return scriptsBeforeFirstRender(page, baseUrl, "Let's Build Something Together");
  },
  'area-budgets': async (browser, baseUrl) => measureAreaBudgets(browser, baseUrl, await demoToken(baseUrl)),
  'area-switch': (browser, baseUrl) => measureAreaSwitch(browser, baseUrl, 7),
  'area-switch-waiting': (browser, baseUrl) =>
    measureAreaSwitch(browser, baseUrl, 7, areaSwitchWaitingViewport),
  'workspace-switch': (browser, baseUrl) => measureWorkspaceSwitch(browser, baseUrl, 5),
  // Lighthouse starts its own browser.
  'unused-javascript': (_browser, baseUrl) =>
    measureUnusedJavaScript(baseUrl, ['/', '/services', '/pricing']),
};

const [name, port = '4410'] = process.argv.slice(2);
const measure = measurements[name];
if (!measure) {
  console.error(`usage: node bench/one.mjs <${Object.keys(measurements).join('|')}> [port]`);
  process.exit(2);
}
const product = await startProduct(Number(port));
const browser = await chromium.launch(launchOptions);
try {
  console.log(JSON.stringify(await measure(browser, product.baseUrl), null, 2));
} finally {
  await browser.close();
  product.stop();
}
