import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Migrates a template database once; every test file then gets a private copy (test/support/harness.ts).
    globalSetup: ['./test/support/global-setup.ts'],
    // A bound on a hung test, not a speed check (benchmarks measure speed): the longest flows take ~5 s on a
    // quiet 2-core machine and four times that when the machine is busy, which CI machines can be.
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});
