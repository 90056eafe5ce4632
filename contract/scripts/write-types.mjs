// Writes types/*.d.ts from the JSDoc of src/*.js, so TypeScript consumers get the exact literal types
// while Node, the lint config and the release scripts run the JavaScript as it is. `--check` fails
// instead when the committed declarations are stale (run by `npm test -w @platform/contract`).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const outDir = check ? mkdtempSync(path.join(tmpdir(), 'contract-types-')) : path.join(root, 'types');
const tsc = path.join(root, '..', 'node_modules', 'typescript', 'bin', 'tsc');

const sources = readdirSync(path.join(root, 'src')).filter((file) => file.endsWith('.js'));
execFileSync(
  process.execPath,
  [
    tsc,
    ...sources.map((file) => path.join(root, 'src', file)),
    '--allowJs',
    '--declaration',
    '--emitDeclarationOnly',
    '--module',
    'NodeNext',
    '--moduleResolution',
    'NodeNext',
    '--target',
    'ES2022',
    '--strict',
    // Only the contract's own declarations are checked: a tool's @types (lighthouse brought @types/pg-pool, at odds
    // with @types/pg) must not fail them.
    '--skipLibCheck',
    '--outDir',
    outDir,
  ],
  { stdio: 'inherit' },
);

if (check) {
  const stale = sources
    .map((file) => file.replace(/\.js$/, '.d.ts'))
    .filter((file) => {
      const committed = path.join(root, 'types', file);
      let wanted;
      try {
        wanted = readFileSync(committed, 'utf8');
      } catch {
        return true;
      }
      return wanted !== readFileSync(path.join(outDir, file), 'utf8');
    });
  rmSync(outDir, { recursive: true, force: true });
  if (stale.length > 0) {
    console.error(`contract/types is stale (${stale.join(', ')}): run npm run types -w @platform/contract`);
    process.exit(1);
  }
}
