// Runs in the browser, in the shell: a federation runtime plugin that hands the shell's bundler runtime (the
// glue between rspack's chunk loading and the federation runtime) to the remotes, whose builds then leave
// their own copy out (use-host-bundler-runtime.mjs, federation-runtime-modules.mjs).
import federation from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its own copy is built without the remotes' container start-up.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

/* global __BUNDLER_RUNTIME_VERSION__, __BUNDLER_RUNTIME_GLOBAL__ */

export default function provideBundlerRuntime() {
  globalThis[__BUNDLER_RUNTIME_GLOBAL__] ??= {
    version: __BUNDLER_RUNTIME_VERSION__,
    bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
    attachShareScopeMap: federation.attachShareScopeMap,
  };
  // Each shared module is looked up in a task of its own: the bootstrap's dozen in one went past 50 ms on a phone.
  return {
    name: 'provide-bundler-runtime',
    beforeLoadShare: (args) => new Promise((go) => setTimeout(go, 0, args)),
  };
}
