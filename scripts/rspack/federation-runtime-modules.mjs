// The federation runtime bundled from its ES module builds. Its packages ship both, but the plugins find them
// with Node's `require.resolve`, which answers the CommonJS files: rspack then keeps every module and export
// of the runtime whole (a `require` cannot be tree-shaken), ~6 KiB gzip in the shell's main script and again
// in every remoteEntry.js, and the plugin's `experiments.optimization` switches remove nothing.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

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

/**
 * The CommonJS files the plugins import by absolute path, resolved as they resolve them: the bundler runtime
 * every build's federation entry imports (through `@module-federation/runtime-tools`), and the runtime plugin
 * by which the shell hands its runtime to the remotes (`experiments.provideExternalRuntime`).
 */
export function federationEntryImports() {
  const runtimeTools = path.dirname(require.resolve('@module-federation/runtime-tools'));
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced'));
  const rspackPlugin = path.dirname(require.resolve('@module-federation/rspack', { paths: [enhanced] }));
  return [
    require.resolve('@module-federation/webpack-bundler-runtime', { paths: [runtimeTools] }),
    require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [rspackPlugin] }),
  ];
}

/**
 * Points every alias the federation plugins set to a CommonJS file of the runtime (`@module-federation/runtime`)
 * at its ES module build, and the files the federation entry imports by path too. Applied after the
 * ModuleFederationPlugin: its aliases are set once all plugins are applied.
 */
export class FederationRuntimeModulesPlugin {
  apply(compiler) {
    compiler.hooks.afterPlugins.tap(PLUGIN_NAME, () => {
      const alias = { ...compiler.options.resolve.alias };
      for (const [request, target] of Object.entries(alias)) {
        const twin = typeof target === 'string' ? esModuleTwin(target) : null;
        if (twin) alias[request] = twin;
      }
      for (const file of federationEntryImports()) {
        const twin = esModuleTwin(file);
        if (twin) alias[`${file}$`] = twin;
      }
      compiler.options.resolve.alias = alias;
    });
  }
}
