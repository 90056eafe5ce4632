// CLI: npm run remote:publish -- <remote> [version] [--canary <percent>]
//      npm run remote:promote -- <remote>
//      npm run remote:canary -- <remote> <percent>
//      npm run remote:rollback -- <remote> [version]
//      npm run remote:list
//      npm run remote:history -- [remote]
// docs/operations.md explains each command.
import { parseArgs } from 'node:util';
import { buildContractRange, contractMismatch, shellContractVersion } from './releases/contract.mjs';
import { promote, publish, rollback, setCanaryShare } from './releases/release.mjs';
import { readRegistry, remotePackages } from './releases/registry.mjs';

const usage = `Usage: remote-release.mjs publish <remote> [version] [--canary <percent>]
                         promote <remote>
                         canary <remote> <percent>
                         rollback <remote> [version]
                         list
                         history [remote]`;

const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  options: { canary: { type: 'string' } },
  allowPositionals: true,
});
const [command, name, version] = positionals;

const describe = (state) =>
  [
    state.live ? `live ${state.live}` : 'nothing live',
    state.canary && `canary ${state.canary.version} (${state.canary.share}%)`,
  ]
    .filter(Boolean)
    .join(', ');

/** A build with the contract range it was built against, marked when the shell would refuse it. */
async function build(remote, version) {
  const range = await buildContractRange(remote, version);
  if (range === null) return version;
  return `${version} [contract ${range}${(await contractMismatch(remote, version)) ? ', refused by the shell' : ''}]`;
}

async function list() {
  const registry = await readRegistry();
  console.log(`The shell provides contract ${await shellContractVersion()}.`);
  for (const remote of remotePackages) {
    const entry = registry.remotes[remote];
    if (!entry?.versions.length) {
      console.log(`${remote.padEnd(14)} (none)`);
      continue;
    }
    const canary = entry.canary;
    const live = entry.current ? `live ${entry.current} (${100 - (canary?.share ?? 0)}%)` : 'nothing live';
    const canaryText = canary ? `  canary ${canary.version} (${canary.share}%)` : '';
    const builds = await Promise.all(entry.versions.map((version) => build(remote, version)));
    console.log(`${remote.padEnd(14)} ${live}${canaryText}  builds: ${builds.join(' ')}`);
  }
}

async function history(remote) {
  const { history: changes } = await readRegistry();
  for (const change of changes.filter((item) => !remote || item.remote === remote)) {
    const reason = change.reason ? ` because ${change.reason}` : '';
    console.log(
      `${change.at} ${change.remote} ${change.action} by ${change.by}: ${describe(change.to)}${reason}`,
    );
  }
}

try {
  if (command === 'publish' && name) {
    const published = await publish(name, version, { canary: values.canary });
    console.log(
      values.canary === undefined
        ? `${name} ${published} is live.`
        : `${name} ${published} is the canary for ${values.canary}% of users.`,
    );
  } else if (command === 'promote' && name) {
    console.log(`${name} ${await promote(name)} is live for everyone.`);
  } else if (command === 'canary' && name && version) {
    console.log(`${name}: the canary now serves ${await setCanaryShare(name, version)}% of users.`);
  } else if (command === 'rollback' && name) {
    const { live, dropped } = await rollback(name, version);
    console.log(
      dropped
        ? `${name} canary ${dropped} dropped: ${live} is live for everyone.`
        : `${name} rolled back: ${live} is live.`,
    );
  } else if (command === 'list') {
    await list();
  } else if (command === 'history') {
    await history(name);
  } else {
    console.error(usage);
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
}
