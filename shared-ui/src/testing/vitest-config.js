// Plain JavaScript: vitest loads each package's config with Node, which runs no TypeScript from a workspace package.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The vitest config of every front-end package: jsdom, the one setup file, and room for a busy machine.
 * @param {import('./vitest-config').ComponentTestOptions} [options]
 */
export function componentTestConfig({ remote = false, css = false, isolate = true } = {}) {
  return defineConfig({
    define: remote ? { __REMOTE_VERSION__: JSON.stringify('test') } : {},
    test: {
      environment: 'jsdom',
      // `isolate: false`: a package's files run one after another in one process that keeps its jsdom and its
      // imports (React, Testing Library, the package's own modules), set up once a package, not once a file,
      // ~3 s of CPU each (docs/decisions.md, "CI in two lanes"). For packages whose tests leave no module state
      // another file reads: the setup file empties the document and both storages after every test, and no
      // test there replaces a module (no vi.mock).
      isolate,
      // The suites of every package run in parallel under `npm test`, on machines with few cores, and in CI
      // beside the API suite's lane: a form typed key by key took 15 s there (load ~17 on 2 cores).
      testTimeout: 60_000,
      setupFiles: [fileURLToPath(new URL('./setup.ts', import.meta.url))],
      css: css ? { include: [/\.css$/] } : undefined,
    },
  });
}
