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

async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: launchOptions.executablePath,
    chromeFlags: launchOptions.args,
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: lighthouseRuns.categories,
    });
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
      unusedJavaScriptBytes: lhr.audits['unused-javascript'].details?.overallSavingsBytes ?? 0,
      failing,
    };
  } finally {
    await chrome.kill();
  }
}

export async function measureLighthouse(baseUrl) {
  const pages = [];
  for (const path of lighthouseRuns.pages) {
    const runs = [];
    for (let run = 0; run < lighthouseRuns.runs; run += 1) runs.push(await audit(`${baseUrl}${path}`));
    pages.push({
      path,
      scores: Object.fromEntries(
        lighthouseRuns.categories.map((id) => [id, median(runs.map((result) => result.scores[id]))]),
      ),
      unusedJavaScriptKiB:
        Math.round(median(runs.map((result) => result.unusedJavaScriptBytes)) / 102.4) / 10,
      failing: [...new Set(runs.flatMap((result) => result.failing))],
    });
  }
  return pages;
}

// `node bench/lighthouse.mjs http://localhost:4410` prints this measurement alone, against a running product.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureLighthouse(process.argv[2]), null, 2));
}
