// The platform contract (docs/operations.md, "Contract version") is the `@platform/shared-ui` singleton the
// shell provides to every remote. Each app builds against the range its package.json declares for it: the
// range becomes the singleton's `requiredVersion`, which the build's mf-manifest.json carries and the shell
// checks before it loads the remote (shell/src/remotes/contract-check.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';

export const CONTRACT_PACKAGE = '@platform/shared-ui';

/**
 * The contract's shared entries: the whole of it, its core (what every page needs), its forms (with the typed
 * client that sends them) and its query cache, each a singleton of its own so that a page needing no more loads
 * only the core (shared-ui/src/core.ts), a page of forms only the forms besides (shared-ui/src/forms.ts), and one
 * that reads nothing through the cache never loads TanStack Query (queries.ts).
 */
export const CONTRACT_ENTRIES = [
  CONTRACT_PACKAGE,
  `${CONTRACT_PACKAGE}/core`,
  `${CONTRACT_PACKAGE}/forms`,
  `${CONTRACT_PACKAGE}/queries`,
];

/** Whether a shared module of a build's mf-manifest.json is an entry of the contract. */
export const isContractEntry = (name) => typeof name === 'string' && CONTRACT_ENTRIES.includes(name);

/** Whether contract `version` is in `range`, by the federation runtime's own semver (as the shell checks). */
export const admitsContract = (version, range) => satisfy(version, range);

/**
 * The contract range `appDir`'s package.json declares. A build fails when the installed contract is not in
 * it: what ships must have been compiled against a contract the range admits.
 */
export function declaredContractRange(appDir, installed) {
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const range = manifest.dependencies?.[CONTRACT_PACKAGE];
  if (typeof range !== 'string') {
    throw new Error(`${manifest.name} declares no range for ${CONTRACT_PACKAGE} in its dependencies.`);
  }
  if (!admitsContract(installed, range)) {
    throw new Error(
      `${manifest.name} declares ${CONTRACT_PACKAGE} ${range}, but the contract here is ${installed}: ` +
        'build against a contract in the range, or change the range (docs/operations.md, "Contract version").',
    );
  }
  return range;
}
