// The federation runtime bundled from its ES module builds. Its packages ship both, but the plugins find them
// with Node's `require.resolve`, which answers the CommonJS files: rspack then keeps every module and export
// of the runtime whole (a `require` cannot be tree-shaken), ~6 KiB gzip in the shell's main script and again
// in every remoteEntry.js, and the plugin's `experiments.optimization` switches remove nothing.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const PLUGIN_NAME = 'FederationRuntimeModulesPlugin';

/** Only the runtime's own packages: a build of ours (or another library) is left as it resolves. */
const FEDERATION_COMMONJS = /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/** The ES module build beside a CommonJS file of the runtime (`x.js` in a `"type": "module"` package, or `x.mjs`). */
export function esModuleTwin(file) {
  if (!FEDERATION_COMMONJS.test(file)) return null;
  return (
    [file.replace(/\.cjs$/, '.js'), file.replace(/\.cjs$/, '.mjs')].find((twin) => existsSync(twin)) ?? null
  );
}

/** Where the plugins' own packages are, resolved as they resolve them. */
function federationPaths() {
  const runtimeTools = path.dirname(require.resolve('@module-federation/runtime-tools'));
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced'));
  const rspackPlugin = path.dirname(require.resolve('@module-federation/rspack', { paths: [enhanced] }));
  return { runtimeTools, rspackPlugin };
}

/**
 * The CommonJS files the plugins import by absolute path: the bundler runtime every build's federation entry
 * imports (through `@module-federation/runtime-tools`), and the runtime plugin by which the shell hands its
 * runtime to the remotes (`experiments.provideExternalRuntime`).
 */
export function federationEntryImports() {
  const { runtimeTools, rspackPlugin } = federationPaths();
  return {
    bundlerRuntime: require.resolve('@module-federation/webpack-bundler-runtime', { paths: [runtimeTools] }),
    externalRuntimePlugin: require.resolve('@module-federation/inject-external-runtime-core-plugin', {
      paths: [rspackPlugin],
    }),
  };
}

/** The runtime plugin by which the shell provides its bundler runtime to the remotes (host builds). */
export const provideBundlerRuntime = fileURLToPath(
  new URL('./runtime/provide-bundler-runtime.mjs', import.meta.url),
);
/** The runtime core's modules the shell builds without, and what stands in for them. */
export const REPLACED_RUNTIME_MODULES =
  /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/](plugins[\\/]snapshot[\\/]SnapshotHandler|utils[\\/]preload)\.js$/;
export const withoutSnapshots = fileURLToPath(new URL('./runtime/without-snapshots.mjs', import.meta.url));
/** The runtime's table of error descriptions, which every build leaves out, and what stands in for it. */
export const ERROR_DESCRIPTIONS = /[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.(m?js|cjs)$/;
export const errorDescriptions = fileURLToPath(new URL('./runtime/error-descriptions.mjs', import.meta.url));

/** Builds with `standIn` wherever a module matching `pattern` would be. */
function replaceModules(compiler, pattern, standIn) {
  new compiler.webpack.NormalModuleReplacementPlugin(pattern, (resource) => {
    resource.request = standIn;
    if (resource.createData) resource.createData.resource = standIn;
  }).apply(compiler);
}

/** What a remote's federation entry imports instead of its own bundler runtime. */
const useHostBundlerRuntime = fileURLToPath(
  new URL('./runtime/use-host-bundler-runtime.mjs', import.meta.url),
);

/** The version both sides must have been built with, and where the shell puts its bundler runtime. */
function bundlerRuntimeDefinitions() {
  const { runtimeTools } = federationPaths();
  const manifest = require.resolve('@module-federation/webpack-bundler-runtime/package.json', {
    paths: [runtimeTools],
  });
  return {
    __BUNDLER_RUNTIME_VERSION__: JSON.stringify(JSON.parse(readFileSync(manifest, 'utf8')).version),
    __BUNDLER_RUNTIME_GLOBAL__: JSON.stringify('__PLATFORM_FEDERATION_BUNDLER_RUNTIME__'),
  };
}

/**
 * Points every alias the federation plugins set to a CommonJS file of the runtime (`@module-federation/runtime`)
 * at its ES module build, and the files the federation entry imports by path too. A remote's entry takes the
 * bundler runtime from the shell instead (~4 KiB gzip less in every remoteEntry.js): with `provideBundlerRuntime`
 * among the shell's runtime plugins. The shell's runtime core is built without its manifest snapshots and
 * preloader (runtime/without-snapshots.mjs); a remote brings no runtime core of its own. Every build leaves out the
 * runtime's table of error descriptions (runtime/error-descriptions.mjs). Applied after the ModuleFederationPlugin, whose aliases are set once all
 * plugins are applied.
 */
export class FederationRuntimeModulesPlugin {
  /** @param {{ kind: 'host' | 'remote' }} options */
  constructor({ kind }) {
    this.kind = kind;
  }

  apply(compiler) {
    new compiler.webpack.DefinePlugin(bundlerRuntimeDefinitions()).apply(compiler);
    if (this.kind === 'host') replaceModules(compiler, REPLACED_RUNTIME_MODULES, withoutSnapshots);
    replaceModules(compiler, ERROR_DESCRIPTIONS, errorDescriptions);
    compiler.hooks.afterPlugins.tap(PLUGIN_NAME, () => {
      const alias = { ...compiler.options.resolve.alias };
      for (const [request, target] of Object.entries(alias)) {
        const twin = typeof target === 'string' ? esModuleTwin(target) : null;
        if (twin) alias[request] = twin;
      }
      const { bundlerRuntime, externalRuntimePlugin } = federationEntryImports();
      alias[`${bundlerRuntime}$`] =
        this.kind === 'remote' ? useHostBundlerRuntime : esModuleTwin(bundlerRuntime);
      alias[`${externalRuntimePlugin}$`] = esModuleTwin(externalRuntimePlugin);
      compiler.options.resolve.alias = alias;
    });
  }
}
