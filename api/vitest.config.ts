import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Migrates a template database once; every test file then gets a private copy (test/support/harness.ts).
    globalSetup: ['./test/support/global-setup.ts'],
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
