// One rspack + Module Federation 2 configuration for the shell and the four remotes, so that every build
// shares the same singletons, loaders and CSS Modules naming.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { CONTRACT_ENTRIES, CONTRACT_PACKAGE, declaredContractRange } from './contract-range.mjs';
import { PageChunksPlugin } from './page-chunks.mjs';
import { FederationRuntimeModulesPlugin, provideBundlerRuntime } from './federation-runtime-modules.mjs';
import { REACT_ROUTER_PRODUCTION } from './shakeable-router.mjs';

/**
 * The router and the query library every build shares: only the names the apps use. Provided by a short alias
 * (resolve.alias below), not the file's path: the request is written in every build's share table, the home
 * page's first scripts included, and a path would make their size depend on where the repository sits.
 */
const routerExports = '@platform/shared-react-router';
const queryExports = '@platform/shared-tanstack-query';

/**
 * React Router's production build. Its package exports only `dist/development` (dev warnings and checks kept
 * whatever the mode), so a production bundle names the sibling `dist/production` file itself.
 */
function reactRouterBuild(production) {
  const development = fileURLToPath(import.meta.resolve('react-router'));
  const built = development.replace(`${path.sep}development${path.sep}`, `${path.sep}production${path.sep}`);
  return production && existsSync(built) ? built : development;
}

/**
 * Modules every build shares as singletons, so the page loads one React, one router, one query library and one
 * platform:
 * [request, package whose version it carries, module provided instead of the package itself].
 * `react-router-dom` is only `react-router` plus its DOM router components, which no app uses.
 */
const SINGLETONS = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['react-router', 'react-router', routerExports],
  ['react-router-dom', 'react-router', routerExports],
  ['zustand', 'zustand'],
  // One query cache library for every area: the platform's cache (`@platform/shared-ui/queries`) is its client.
  ['@tanstack/react-query', '@tanstack/react-query', queryExports],
  ...CONTRACT_ENTRIES.map((entry) => [entry, CONTRACT_PACKAGE]),
];

/** Version of an installed package, looked up the way Node resolves it from `fromDir`. */
function installedVersion(fromDir, packageName) {
  let dir = fromDir;
  for (;;) {
    const manifest = path.join(dir, 'node_modules', packageName, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).version;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find ${packageName} from ${fromDir}`);
    dir = parent;
  }
}

/** Source files of an app (its `src/`, tests left out). */
function appSources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return appSources(file);
    return /\.(tsx?|mjs|js)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : [];
  });
}

/**
 * Whether a remote shares contract entry `request`. The shell provides every entry; a remote declares the whole
 * and the core, and a narrower entry (`/forms`, `/queries`) only when its own code names it. Each declared entry is
 * a line of its remoteEntry.js's share table, which the home page loads before it renders (issue #33's 125 KiB),
 * and a remote that never names an entry only reaches it through the shell's whole entry, which consumes it from
 * the shell.
 */
function sharesContractEntry(appDir, request) {
  if (request === CONTRACT_PACKAGE || request === `${CONTRACT_PACKAGE}/core`) return true;
  const named = `'${request}'`;
  return appSources(path.join(appDir, 'src')).some((file) => readFileSync(file, 'utf8').includes(named));
}

/**
 * The `shared` section of the federation plugin, with the installed versions. The platform contract is
 * required in the range the app declares (contract-range.mjs), the others from their installed version up.
 */
export function sharedSingletons(appDir, kind = 'host') {
  return Object.fromEntries(
    SINGLETONS.filter(
      ([request, packageName]) =>
        kind === 'host' || packageName !== CONTRACT_PACKAGE || sharesContractEntry(appDir, request),
    ).map(([request, packageName, provided]) => {
      const version = installedVersion(appDir, packageName);
      const requiredVersion =
        packageName === CONTRACT_PACKAGE ? declaredContractRange(appDir, version) : `^${version}`;
      const config = { singleton: true, version, requiredVersion };
      return [request, provided ? { ...config, import: provided } : config];
    }),
  );
}

/**
 * @param {object} options
 * @param {string} options.appDir folder of the app (holds `src/` and `package.json`)
 * @param {string} options.name federation name (a JS identifier)
 * @param {'host' | 'remote'} options.kind
 * @param {Record<string, string>} [options.exposes] remote only
 * @param {string} [options.mode] `production` or `development`
 */
export function createAppConfig({ appDir, name, kind, exposes, mode = 'production' }) {
  const production = mode === 'production';
  const isRemote = kind === 'remote';

  return {
    mode,
    context: appDir,
    // A remote's only entry is its federation container (remoteEntry.js), which the plugin adds.
    entry: isRemote ? {} : { main: './src/index.ts' },
    target: ['web', 'es2022'],
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      publicPath: isRemote ? 'auto' : '/',
      uniqueName: name,
      filename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      cssFilename: production ? 'css/[name].[contenthash:8].css' : 'css/[name].css',
      cssChunkFilename: production ? 'css/[name].[contenthash:8].css' : 'css/[name].css',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // The shared lists by their short names, and the whole packages for those lists only: names the share
      // keys do not intercept.
      alias: {
        [`${routerExports}$`]: fileURLToPath(new URL('./react-router-exports.mjs', import.meta.url)),
        [`${queryExports}$`]: fileURLToPath(new URL('./tanstack-query-exports.mjs', import.meta.url)),
        '@platform/react-router-full$': reactRouterBuild(production),
        '@platform/tanstack-query-full$': fileURLToPath(import.meta.resolve('@tanstack/react-query')),
      },
    },
    module: {
      parser: {
        'css/auto': { namedExports: false },
      },
      generator: {
        'css/auto': {
          localIdentName: production ? `${name}-[hash:6]` : `${name}-[local]-[hash:4]`,
          exportsConvention: 'as-is',
        },
      },
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            detectSyntax: 'auto',
            jsc: {
              target: 'es2022',
              transform: {
                react: { runtime: 'automatic', development: !production, refresh: false },
              },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        // The shared router with only what the apps use (shakeable-router.mjs).
        {
          test: REACT_ROUTER_PRODUCTION,
          loader: fileURLToPath(new URL('./shakeable-router.mjs', import.meta.url)),
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isRemote
          ? { filename: 'remoteEntry.js', exposes, manifest: true }
          : { manifest: false, runtimePlugins: [provideBundlerRuntime] }),
        shared: sharedSingletons(appDir, kind),
        dts: false,
        // One federation runtime in the page: the shell provides it (its core here, its bundler runtime through
        // provideBundlerRuntime, federation-runtime-modules.mjs) and every remote uses the shell's.
        // Browser only: the runtime's Node script loaders are left out of every build. No manifests read at
        // runtime (disableSnapshot): the shell reads each build's itself and registers the remoteEntry.js it
        // names (shell/src/remotes/area-source.ts).
        experiments: {
          ...(isRemote ? { externalRuntime: true } : { provideExternalRuntime: true }),
          optimization: { target: 'web', disableSnapshot: true },
        },
      }),
      new FederationRuntimeModulesPlugin({ kind }),
      ...(isRemote
        ? [
            // The build carries its version so the loaded code proves which release is live.
            new rspack.DefinePlugin({
              __REMOTE_VERSION__: JSON.stringify(process.env.REMOTE_VERSION || 'dev'),
            }),
            new PageChunksPlugin({ pagesModule: exposes['./pages'] }),
          ]
        : [
            new rspack.HtmlRspackPlugin({
              template: path.join(appDir, 'index.html'),
              scriptLoading: 'defer',
            }),
          ]),
    ],
    performance: false,
    optimization: {
      moduleIds: production ? 'deterministic' : 'named',
    },
  };
}
