/*
 * How much the fuzz suite runs and from which seed, from the environment (turbo.json passes these on):
 *
 *   FUZZ_RUNS=20000   requests in total, spread evenly over the operations (CI: 5,000; locally: 300)
 *   FUZZ_SEED=1234    replays a run; a failure prints the seed to use
 *   FUZZ_OPERATION='POST /api/login/'   fuzzes that operation only (as the OpenAPI document writes it)
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

/** A fresh seed each time unless one is given, so each run explores more; the failure names it. */
export const seed = numberFrom('FUZZ_SEED') ?? Math.floor(Math.random() * 2 ** 31);

export const onlyOperation = process.env.FUZZ_OPERATION || null;
