import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Each test file starts on modules of its own, as a page load does: the files share a worker (isolate: false in
// vitest-config.js), so without this a file would get the modules, and what they keep, of the files before it.
vi.resetModules();
// ...and on an empty document, as a page load starts: the jsdom document is the worker's, shared by its files.
document.head.replaceChildren();
document.body.replaceChildren();
// ...and with nothing stored, as each file's own jsdom had before the files shared one.
localStorage.clear();
sessionStorage.clear();

// Generous waits, for the same reason as testTimeout in vitest-config.ts.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
