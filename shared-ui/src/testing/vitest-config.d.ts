import type { ViteUserConfig } from 'vitest/config';

export interface ComponentTestOptions {
  /** A remote's pages read `__REMOTE_VERSION__`, baked in by its build. */
  remote?: boolean;
  /** Process CSS Modules, for tests that check computed styles. */
  css?: boolean;
}

export function componentTestConfig(options?: ComponentTestOptions): ViteUserConfig;
