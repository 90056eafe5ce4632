// What Lighthouse's "unused JavaScript" is made of (issue #33): on each page, every script's unused bytes and,
// through the source maps the builds serve, each module's, as Lighthouse's own audit counts them (coverage at the
// end of the load, scaled to the bytes sent). Not part of `npm run bench`; run against a running product:
//   node bench/unused-javascript.mjs http://localhost:4410 / /login
import { lighthouseReport, UNUSED_JAVASCRIPT_THRESHOLD } from './lighthouse.mjs';

const kib = (bytes) => (bytes / 1024).toFixed(1);
// Below Lighthouse's threshold a script's modules are listed only when it leaves over 2 KiB unused.
const modulesShown = 12;

async function unusedJavaScript(url) {
  // The bench's Lighthouse configuration lists every script, not only those over the threshold.
  const lhr = await lighthouseReport(url, { onlyAudits: ['unused-javascript'] });
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return lhr.audits['unused-javascript'].details?.items ?? [];
}

const [baseUrl, ...pages] = process.argv.slice(2);
for (const page of pages) {
  const scripts = await unusedJavaScript(`${baseUrl}${page}`);
  const counted = scripts.filter((script) => script.wastedBytes > UNUSED_JAVASCRIPT_THRESHOLD);
  const figure = counted.reduce((total, script) => total + script.wastedBytes, 0);
  const every = scripts.reduce((total, script) => total + script.wastedBytes, 0);
  console.log(`${page}: Lighthouse's figure ${kib(figure)} KiB, every script ${kib(every)} KiB (sent bytes)`);
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
