// Runs in the browser, in a remote's remoteEntry.js, in place of `@module-federation/webpack-bundler-runtime`:
// the same object, built around the functions the shell provides (provide-bundler-runtime.mjs). Its state
// stays the remote's own: its runtime module (whose `init` keeps the remote's federation instance) and its
// share scope. A shell built with another version refuses the remote, so its area shows the fallback.
import * as runtime from '@module-federation/runtime';

/* global __BUNDLER_RUNTIME_VERSION__, __BUNDLER_RUNTIME_GLOBAL__ */

const provided = globalThis[__BUNDLER_RUNTIME_GLOBAL__];
if (provided?.version !== __BUNDLER_RUNTIME_VERSION__) {
  throw new Error(
    `This remote needs the federation bundler runtime ${__BUNDLER_RUNTIME_VERSION__} from the shell, which provides ${provided?.version ?? 'none'}.`,
  );
}

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
