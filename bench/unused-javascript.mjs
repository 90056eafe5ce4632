// What Lighthouse's "unused JavaScript" is made of (issue #33): on each page, every script's unused bytes and,
// through the source maps the builds serve, each module's, as Lighthouse's own audit counts them (coverage at the
// end of the load, scaled to the bytes sent). Not part of `npm run bench`; run against a running product:
//   node bench/unused-javascript.mjs http://localhost:4410 / /login
// or on the built product started for it, the public pages whose likely next page is the sign-in form:
//   node bench/one.mjs unused-javascript [port]
import { lighthouseReport, UNUSED_JAVASCRIPT_THRESHOLD } from './lighthouse.mjs';

const kib = (bytes) => (bytes / 1024).toFixed(1);
// Below Lighthouse's threshold a script's modules are listed only when it leaves over 2 KiB unused.
const modulesShown = 12;

/** Lighthouse's unused-javascript items of one page: every script, with its modules through the source maps. */
async function unusedScripts(url) {
  // The bench's Lighthouse configuration lists every script, not only those over the threshold.
  const lhr = await lighthouseReport(url, { onlyAudits: ['unused-javascript'] });
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return lhr.audits['unused-javascript'].details?.items ?? [];
}

/** Unused sent bytes: Lighthouse's figure (the scripts over its threshold) and every script's together. */
function totals(scripts) {
  const sum = (list) => list.reduce((total, script) => total + script.wastedBytes, 0);
  return {
    figure: sum(scripts.filter((script) => script.wastedBytes > UNUSED_JAVASCRIPT_THRESHOLD)),
    every: sum(scripts),
  };
}

/** One Lighthouse run on each of `pages`: its figure, every script's together, and each script's, in sent KiB. */
export async function measureUnusedJavaScript(baseUrl, pages) {
  const rows = [];
  for (const page of pages) {
    const scripts = await unusedScripts(`${baseUrl}${page}`);
    const { figure, every } = totals(scripts);
    rows.push({
      page,
      lighthouseKiB: Number(kib(figure)),
      everyScriptKiB: Number(kib(every)),
      scripts: scripts.map((script) => ({
        url: script.url.replace(baseUrl, ''),
        unusedKiB: Number(kib(script.wastedBytes)),
        sentKiB: Number(kib(script.totalBytes)),
      })),
    });
  }
  return rows;
}

async function printUnusedJavaScript(baseUrl, pages) {
  for (const page of pages) {
    const scripts = await unusedScripts(`${baseUrl}${page}`);
    const { figure, every } = totals(scripts);
    console.log(
      `${page}: Lighthouse's figure ${kib(figure)} KiB, every script ${kib(every)} KiB (sent bytes)`,
    );
    for (const script of scripts) {
      const mark = script.wastedBytes > UNUSED_JAVASCRIPT_THRESHOLD ? '*' : ' ';
      console.log(
        `${mark} ${kib(script.wastedBytes)} of ${kib(script.totalBytes)} KiB  ${script.url.replace(baseUrl, '')}`,
      );
      const modules = [...(script.subItems?.items ?? [])].sort(
        (a, b) => b.sourceWastedBytes - a.sourceWastedBytes,
      );
      for (const module of modules.slice(0, script.wastedBytes > 2048 ? modulesShown : 0)) {
        console.log(
          `      ${kib(module.sourceWastedBytes)} of ${kib(module.sourceBytes ?? 0)}  ${module.source}`,
        );
      }
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl, ...pages] = process.argv.slice(2);
  await printUnusedJavaScript(baseUrl, pages);
}
