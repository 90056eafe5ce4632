import type { ViteUserConfig } from 'vitest/config';

export interface ComponentTestOptions {
  /** A remote's pages read `__REMOTE_VERSION__`, baked in by its build. */
  remote?: boolean;
  /** Process CSS Modules, for tests that check computed styles. */
  css?: boolean;
  /**
   * A fresh process, jsdom and imports for each test file (vitest's default). `false` shares them between a
   * package's files, for speed, where no file reads module state another left (docs/decisions.md, "CI in two lanes").
   */
  isolate?: boolean;
}

export function componentTestConfig(options?: ComponentTestOptions): ViteUserConfig;
