// The last lines .ci/run prints when it fails: which lane and step failed, its exit code, and the names of what
// failed in that step's log (vitest files and tests, Playwright journeys, node:test cases, type and lint errors),
// so a reader of the log's tail sees the failure, not the other lane's green tests.
// Usage: node scripts/ci/failure-summary.mjs <lane> <step> <exit code> <log file>
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** At most this many names; the full log is above the summary. */
const NAMES_AT_MOST = 30;

// eslint-disable-next-line no-control-regex -- colour codes start with the escape character
const ansi = /\x1b\[[0-9;]*[A-Za-z]/g;
// Turbo prefixes each task's lines with `@platform/shell:test: `.
const turboPrefix = /^@[\w-]+\/[\w-]+:[\w-]+: /;

/** Lines that name a failure, in the order they appear, each once. */
export function failureNames(log) {
  const names = [];
  const add = (name) => {
    const trimmed = name.replace(/\s*─+$/, '').trim();
    if (trimmed && !names.includes(trimmed)) names.push(trimmed);
  };
  let inPlaywrightFailures = false;
  for (const raw of log.split('\n')) {
    const line = raw.replace(ansi, '').replace(turboPrefix, '');
    // Playwright's end of run: "  2 failed" (or "flaky"), then one "[chromium] › file:line › title" per journey.
    const playwrightHeading = /^\s+\d+ (failed|flaky|did not run)$/.exec(line);
    if (playwrightHeading) {
      inPlaywrightFailures = playwrightHeading[1] === 'failed';
      continue;
    }
    if (/^\s+\[\w+\] › /.test(line)) {
      if (inPlaywrightFailures) add(`Playwright: ${line.trim()}`);
      continue;
    }
    inPlaywrightFailures = false;
    const vitest = /^ FAIL {2}(.+)$/.exec(line);
    if (vitest) add(`vitest: ${vitest[1]}`);
    // An error thrown after its test ended fails the run without a FAIL line; vitest names the file it came from.
    const unhandled = /^This error originated in "(.+?)" test file/.exec(line);
    if (unhandled) add(`vitest: unhandled error from ${unhandled[1]}`);
    const nodeTest = /^\s*not ok \d+ - (.+)$/.exec(line);
    if (nodeTest) add(`node:test: ${nodeTest[1]}`);
    if (/error TS\d+:/.test(line)) add(`tsc: ${line.trim()}`);
    if (/^✖ \d+ problems?/.test(line)) add(`eslint: ${line}`);
    if (/^\[warn\] (?!Code style issues)/.test(line)) add(`prettier: ${line.slice('[warn] '.length)}`);
    const turboFailed = /^\s*Failed:\s+(\S+#\S+)/.exec(line);
    if (turboFailed) add(`turbo task failed: ${turboFailed[1]}`);
  }
  return names;
}

/** The summary's lines. */
export function failureSummary({ lane, step, code, log }) {
  const names = failureNames(log);
  // `npm test` names the one of its steps that failed (scripts/run-command.mjs, runSteps).
  const innerStep = /^Step failed \(exit \d+\): (.+)$/m.exec(log.replace(ansi, ''));
  const shown = names.slice(0, NAMES_AT_MOST);
  return [
    '==== CI failed ====',
    `Lane: ${lane}`,
    `Step: ${step}${innerStep ? ` › ${innerStep[1]}` : ''}`,
    `Exit code: ${code}`,
    ...(shown.length > 0
      ? ['Failing:', ...shown.map((name) => `  ${name}`)]
      : ['Failing: no test names found in the log; the step output above says why.']),
    ...(names.length > shown.length ? [`  ... and ${names.length - shown.length} more above`] : []),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [lane, step, code, logFile] = process.argv.slice(2);
  let log = '';
  try {
    log = readFileSync(logFile, 'utf8');
  } catch {
    // No log (the step failed before writing one): the summary still says which lane and step.
  }
  console.log(failureSummary({ lane, step, code, log }).join('\n'));
}
