// @ts-check

/**
 * The four Module Federation remotes, one per area of the site, in the order the registry lists them:
 * `package` is the folder and the published builds' folder, `name` the federation name, `area` what the
 * area's fallback and build stamp call it.
 */
export const REMOTES = /** @type {const} */ ([
  { package: 'mf-marketing', name: 'mf_marketing', area: 'Marketing' },
  { package: 'mf-auth', name: 'mf_auth', area: 'Accounts' },
  { package: 'mf-workspace', name: 'mf_workspace', area: 'Workspace' },
  { package: 'mf-billing', name: 'mf_billing', area: 'Billing' },
]);

/** @typedef {(typeof REMOTES)[number]} Remote */
/** @typedef {Remote['package']} RemotePackage */
/** @typedef {Remote['name']} RemoteName */
/** @typedef {Remote['area']} RemoteArea */

/** The remotes' package folders. */
export const REMOTE_PACKAGES = REMOTES.map((remote) => remote.package);
