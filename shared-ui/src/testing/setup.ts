import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { restoreScreenWidth } from './screen-width';

// Generous waits, for the same reason as testTimeout in vitest-config.ts.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  restoreScreenWidth();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
