// Runs in the browser, in the shell, in place of two modules of the federation runtime's core: its snapshot
// handler (which reads a remote's mf-manifest.json and plans what to preload) and its asset preloader
// (federation-runtime-modules.mjs swaps them in, ~2.5 KiB gzip before the first page). Builds are
// found by the shell's own reading of each build's manifest (disableSnapshot: the shell registers the
// remoteEntry.js it names, shell/src/remotes/area-source.ts) and pages are preloaded by the shell
// (shell/src/preloading/), so nothing here is reached but the empty shape the rest of the runtime touches.
// The exports mirror the replaced modules' (federation-runtime-modules.test.mjs compares them).

const LEFT_OUT =
  'The platform builds Module Federation without remote snapshots: preload pages through the shell instead.';

function leftOut() {
  throw new Error(LEFT_OUT);
}

/** The runtime registers every plugin with each handler's hooks and forgets a re-registered remote's manifest. */
export class SnapshotHandler {
  constructor() {
    this.manifestCache = new Map();
    this.hooks = { lifecycle: {}, registerPlugins: {}, applyPlugin() {}, removePlugin() {} };
  }

  loadRemoteSnapshotInfo() {
    return leftOut();
  }
}

/** With no snapshots in the page, no host has a snapshot that names the remote. */
export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined, globalSnapshot: {}, remoteSnapshot: undefined };
}

export const defaultPreloadArgs = leftOut;
export const formatPreloadArgs = leftOut;
export const normalizePreloadExposes = leftOut;
export const preloadAssets = leftOut;
