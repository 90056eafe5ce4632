// npm start: build what is not built, publish any remote that has no live build, then serve everything
// (API, shell, remotes) from one process on one port.
import { publish } from './releases/release.mjs';
import { readRegistry, remotePackages } from './releases/registry.mjs';
import { run, runSteps } from './run-command.mjs';

await runSteps([
  [
    'npx',
    [
      'turbo',
      'run',
      'build',
      '--filter=@platform/api',
      '--filter=@platform/shell',
      '--output-logs=errors-only',
    ],
  ],
]);

const registry = await readRegistry();
for (const name of remotePackages) {
  if (!registry.remotes[name]?.current) {
    console.log(`Publishing a first build of ${name}...`);
    await publish(name);
  }
}

process.exit(await run('npm', ['run', 'start', '--silent', '-w', '@platform/api']));
