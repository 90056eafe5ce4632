import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __REMOTE_VERSION__: JSON.stringify('test') },
  test: {
    environment: 'jsdom',
    // The suites of every package run in parallel under `npm test`, on machines with few cores.
    testTimeout: 15_000,
    setupFiles: ['./src/test-setup.ts'],
  },
});
