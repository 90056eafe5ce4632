/*
 * How much the fuzz suite runs and from which seed, from the environment (turbo.json passes these on):
 *
 *   FUZZ_RUNS=20000   requests in total, spread evenly over the operations (CI: 5,000; locally: 300)
 *   FUZZ_SEED=1234    replays a run; a failure prints the seed to use (CI: a fixed seed; locally: a fresh one)
 *   FUZZ_OPERATION='POST /api/login/'   fuzzes that operation only (as the OpenAPI document writes it)
 *   FUZZ_OPERATION='/milestones|page-conversation/'   fuzzes the operations whose key the pattern finds
 */

const numberFrom = (name: string): number | null => {
  const value = process.env[name];
  if (value === undefined || value === '') return null;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new Error(`${name} must be a whole number, not "${value}".`);
  return parsed;
};

/** Requests in total; CI must run at least 5,000 (docs/security.md). */
export const totalRuns = numberFrom('FUZZ_RUNS') ?? (process.env.CI === 'true' ? 5000 : 300);

/**
 * CI replays one fixed seed, so a submission passes or fails on its own code and never on the luck of a draw;
 * a local run takes a fresh seed each time to explore more. Either way a failure names the seed.
 */
export const ciSeed = 20_261_123;
export const seed =
  numberFrom('FUZZ_SEED') ?? (process.env.CI === 'true' ? ciSeed : Math.floor(Math.random() * 2 ** 31));

const operationSetting = process.env.FUZZ_OPERATION || null;
const operationPattern = operationSetting?.match(/^\/(.+)\/$/)?.[1];

/** Whether an operation (its key as the OpenAPI document writes it, "POST /api/login/") is one to fuzz. */
export const fuzzesOperation = (key: string) =>
  operationSetting === null ||
  (operationPattern === undefined ? key === operationSetting : new RegExp(operationPattern).test(key));

export const onlyOperation = operationSetting;
