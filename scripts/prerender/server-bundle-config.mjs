// The Node build of an app, beside its browser build: the same sources, loaders and CSS Modules class names
// (so its HTML matches what the browser renders), one CommonJS file in `<app>/dist-server/`, with the shared
// singletons left out. The prerender step (scripts/prerender/prerender.mjs) hands the remote's bundle the
// shell's copies of them, as Module Federation does in the browser: one React, one router, one platform.
import path from 'node:path';
import rspack from '@rspack/core';
import { createAppConfig } from '@platform/rspack-config';

/** What every server bundle takes from Node (the same copy for the shell's bundle and each remote's). */
const NODE_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/server',
  'react-dom/static',
  'react-router',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
];

/**
 * @param {object} options
 * @param {string} options.appDir folder of the app
 * @param {string} options.name federation name of the app (CSS Modules names are built from it)
 * @param {string} options.entry module to bundle, relative to appDir
 * @param {string} options.filename output file in `<appDir>/dist-server/`
 * @param {string[]} [options.provided] more modules the caller provides at run time (a remote: the platform)
 */
export function createServerBundleConfig({ appDir, name, entry, filename, provided = [] }) {
  const browser = createAppConfig({ appDir, name, kind: 'remote', exposes: {}, mode: 'production' });
  return {
    mode: 'production',
    context: appDir,
    entry: { main: entry },
    target: 'node20',
    devtool: false,
    output: {
      path: path.join(appDir, 'dist-server'),
      filename,
      uniqueName: name,
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: browser.resolve,
    module: {
      ...browser.module,
      // Class names only: the browser build ships the style sheets.
      generator: {
        'css/auto': { ...browser.module.generator['css/auto'], exportsOnly: true },
      },
    },
    externals: Object.fromEntries([...NODE_SHARED, ...provided].map((request) => [request, request])),
    externalsType: 'commonjs',
    plugins: [
      new rspack.DefinePlugin({ __REMOTE_VERSION__: JSON.stringify(process.env.REMOTE_VERSION || 'dev') }),
      // The pages' lazy imports stay in the one file: the renderer loads a single module.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: false,
  };
}
