/**
 * The four Module Federation remotes, one per area of the site, in the order the registry lists them:
 * `package` is the folder and the published builds' folder, `name` the federation name, `area` what the
 * area's fallback and build stamp call it.
 */
export const REMOTES: readonly [{
    readonly package: "mf-marketing";
    readonly name: "mf_marketing";
    readonly area: "Marketing";
}, {
    readonly package: "mf-auth";
    readonly name: "mf_auth";
    readonly area: "Accounts";
}, {
    readonly package: "mf-workspace";
    readonly name: "mf_workspace";
    readonly area: "Workspace";
}, {
    readonly package: "mf-billing";
    readonly name: "mf_billing";
    readonly area: "Billing";
}];
/** @typedef {(typeof REMOTES)[number]} Remote */
/** @typedef {Remote['package']} RemotePackage */
/** @typedef {Remote['name']} RemoteName */
/** @typedef {Remote['area']} RemoteArea */
/** The remotes' package folders. */
export const REMOTE_PACKAGES: ("mf-marketing" | "mf-auth" | "mf-workspace" | "mf-billing")[];
export type Remote = (typeof REMOTES)[number];
export type RemotePackage = Remote["package"];
export type RemoteName = Remote["name"];
export type RemoteArea = Remote["area"];
