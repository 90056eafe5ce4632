import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // Processed so the coming-soon notice's exact dimensions can be checked.
    css: { include: [/\.css$/] },
  },
});
