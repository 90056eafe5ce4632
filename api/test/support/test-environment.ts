/*
 * The one module of the API's tests that reads the environment they run in (eslint.config.js forbids
 * `process.env` elsewhere): the PostgreSQL server a run may use, and what a child program inherits.
 */

/** A PostgreSQL server the run uses instead of the embedded database (prisma/src/testing). */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;

/** Where a child program finds its commands, and nothing else of this environment. */
export const searchPath = { PATH: process.env.PATH };

/** This process's environment with `overrides`, for an API process a test starts. */
export const inheritedEnvironment = (overrides: Record<string, string | undefined>): NodeJS.ProcessEnv => ({
  ...process.env,
  ...overrides,
});

/** Runs of the money property test (api/test/money-interleavings.test.ts): a handful unless raised. */
export const moneyPropertyRuns = Number(process.env.MONEY_PROPERTY_RUNS || 6);

/** Every answer a test gets is checked against the OpenAPI document (response-validation.ts); CHECK_RESPONSES=0 turns it off. */
export const checkingResponses = process.env.CHECK_RESPONSES !== '0';
