import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __REMOTE_VERSION__: JSON.stringify('test') },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
  },
});
