// CLI: npm run remote:publish -- <remote> [version]
//      npm run remote:rollback -- <remote> [version]
//      npm run remote:list
import { publish, rollback } from './releases/release.mjs';
import { readRegistry, remotePackages } from './releases/registry.mjs';

const [command, name, version] = process.argv.slice(2);

async function list() {
  const registry = await readRegistry();
  for (const remote of remotePackages) {
    const entry = registry.remotes[remote];
    const builds = entry?.versions.map((v) => (v === entry.current ? `*${v}` : v)).join(' ') ?? '(none)';
    console.log(`${remote.padEnd(14)} ${builds}`);
  }
}

try {
  if (command === 'publish' && name) {
    console.log(`${name} ${await publish(name, version)} is live.`);
  } else if (command === 'rollback' && name) {
    console.log(`${name} rolled back: ${await rollback(name, version)} is live.`);
  } else if (command === 'list') {
    await list();
  } else {
    console.error('Usage: remote-release.mjs publish|rollback <remote> [version] | list');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
}
