import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Migrates a template database once; every test file then gets a private copy (test/support/harness.ts).
    globalSetup: ['./test/support/global-setup.ts'],
    // The files run one after another in one process that keeps its imports: each file still gets its own
    // database and app (useHarness), but the app's ~2 s of imports and PGlite's and Prisma's WebAssembly
    // compiles happen once a run, not once a file (docs/decisions.md, "CI in two lanes"). What a test changes
    // lives in its harness's app and database; the caches modules keep are keyed by content or Prisma client.
    isolate: false,
    // A bound on a hung test, not a speed check (benchmarks measure speed): the longest flows take ~5 s on a
    // quiet 2-core machine and four times that when the machine is busy, which CI machines can be.
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});
