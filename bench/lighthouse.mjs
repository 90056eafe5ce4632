// Lighthouse on the public pages (issue #33): performance, accessibility, best practices and SEO, mobile profile
// (Lighthouse's default: a mid-range phone on a slow 4G link, simulated), in the Debian Chromium; nothing here
// downloads a browser. Each page `runs` times in a fresh browser, the median of each category taken.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { launchOptions } from './front-end.mjs';

export const lighthouseRuns = {
  runs: 3,
  pages: ['/', '/services', '/pricing', '/login'],
  categories: ['performance', 'accessibility', 'best-practices', 'seo'],
  budgets: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Lighthouse's unused-javascript audit (core/audits/byte-efficiency/unused-javascript.js) lists a script only when
 * its unused bytes, scaled by the script's transfer size over its size, are over 20 KiB
 * (UNUSED_BYTES_IGNORE_THRESHOLD), and reports the sum of those. Asked with no threshold, it lists every script;
 * its own figure is the sum of the ones over 20 KiB, the same as without the option.
 */
export const UNUSED_JAVASCRIPT_THRESHOLD = 20 * 1024;
const lighthouseConfig = {
  extends: 'lighthouse:default',
  audits: [{ path: 'byte-efficiency/unused-javascript', options: { unusedThreshold: 0 } }],
};

/** Lighthouse's figure (scripts over its threshold) and every script's unused bytes, in transfer bytes. */
function unusedJavaScript(items) {
  const sum = (list) => list.reduce((total, item) => total + item.wastedBytes, 0);
  return {
    unusedJavaScriptBytes: sum(items.filter((item) => item.wastedBytes > UNUSED_JAVASCRIPT_THRESHOLD)),
    unusedJavaScriptEveryScriptBytes: sum(items),
  };
}

/** One Lighthouse run on `url` in a fresh browser; `flags` picks the categories or audits. */
export async function lighthouseReport(url, flags) {
  const chrome = await chromeLauncher.launch({
    chromePath: launchOptions.executablePath,
    chromeFlags: launchOptions.args,
  });
  try {
    const { lhr } = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', ...flags },
      lighthouseConfig,
    );
    return lhr;
  } finally {
    await chrome.kill();
  }
}

async function audit(url) {
  const lhr = await lighthouseReport(url, { onlyCategories: lighthouseRuns.categories });
  // A run Lighthouse could not complete (NO_NAVSTART on a busy machine, say) has no scores, not zeros.
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const failing = Object.values(lhr.categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) => category.auditRefs)
    .map((ref) => lhr.audits[ref.id])
    .filter((result) => result.scoreDisplayMode === 'binary' && result.score === 0)
    .map((result) => result.title);
  return {
    scores: Object.fromEntries(
      lighthouseRuns.categories.map((id) => [id, Math.round(lhr.categories[id].score * 100)]),
    ),
    ...unusedJavaScript(lhr.audits['unused-javascript'].details?.items ?? []),
    failing,
  };
}

export async function measureLighthouse(baseUrl) {
  const pages = [];
  for (const path of lighthouseRuns.pages) {
    const runs = [];
    const errors = [];
    // A run that fails is made again, up to as many times again as there are runs.
    for (
      let attempt = 0;
      runs.length < lighthouseRuns.runs && attempt < 2 * lighthouseRuns.runs;
      attempt += 1
    ) {
      const result = await audit(`${baseUrl}${path}`).catch((error) => ({ error: error.message }));
      if (result.error) errors.push(result.error);
      else runs.push(result);
    }
    if (runs.length === 0) {
      const none = Object.fromEntries(lighthouseRuns.categories.map((id) => [id, 0]));
      pages.push({
        path,
        scores: none,
        unusedJavaScriptKiB: 0,
        unusedJavaScriptEveryScriptKiB: 0,
        failing: [`not measured: ${errors[0]}`],
      });
      continue;
    }
    pages.push({
      path,
      scores: Object.fromEntries(
        lighthouseRuns.categories.map((id) => [id, median(runs.map((result) => result.scores[id]))]),
      ),
      unusedJavaScriptKiB:
        Math.round(median(runs.map((result) => result.unusedJavaScriptBytes)) / 102.4) / 10,
      unusedJavaScriptEveryScriptKiB:
        Math.round(median(runs.map((result) => result.unusedJavaScriptEveryScriptBytes)) / 102.4) / 10,
      failing: [...new Set(runs.flatMap((result) => result.failing))],
    });
  }
  return pages;
}

// `node bench/lighthouse.mjs http://localhost:4410` prints this measurement alone, against a running product.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureLighthouse(process.argv[2]), null, 2));
}
