// Every name an app imports from react-router(-dom) is in the shared router the shell provides
// (react-router-exports.mjs): a remote published later cannot use a name the live shell left out.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { it } from 'node:test';

const root = fileURLToPath(new URL('../..', import.meta.url));
const apps = ['shell', 'mf-marketing', 'mf-auth', 'mf-workspace', 'mf-billing', 'shared-ui'];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    // Tests run in Node (vitest), not in the built page; so does the shell's prerender entry, which
    // renders with the whole react-router package at publish time (rspack.prerender.config.mjs).
    else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$|[\\/]test-[\w-]+\.tsx?$|[\\/]testing[\\/]|[\\/]prerender[\\/]render-page\.tsx$/.test(
        file,
      )
    )
      yield file;
  }
}

/** Value (not type-only) names imported from react-router or react-router-dom. */
function importedNames(source) {
  const names = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g)) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

it('shares every react-router name the apps import', () => {
  const shared = readFileSync(path.join(root, 'scripts/rspack/react-router-exports.mjs'), 'utf8');
  const provided = new Set(
    /export\s*\{([^}]*)\}/
      .exec(shared)[1]
      .split(',')
      .map((name) => name.trim()),
  );
  const missing = [];
  for (const app of apps) {
    for (const file of sourceFiles(path.join(root, app, 'src'))) {
      const source = readFileSync(file, 'utf8');
      assert.doesNotMatch(
        source,
        /import\s+\*\s+as\s+\w+\s+from\s+'react-router/,
        `${file}: import names, not *`,
      );
      for (const name of importedNames(source)) {
        if (!provided.has(name)) missing.push(`${path.relative(root, file)}: ${name}`);
      }
    }
  }
  assert.deepEqual(missing, [], 'add these to scripts/rspack/react-router-exports.mjs');
});
