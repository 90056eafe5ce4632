// Every name an app imports from react-router(-dom) is in the shared router the shell provides
// (react-router-exports.mjs), and every name taken from TanStack Query in its shared list
// (tanstack-query-exports.mjs): a remote published later cannot use a name the live shell left out.
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

/** Value (not type-only) names `source` imports from a package whose name `from` matches in full. */
function importedNames(source, from) {
  const names = [];
  const imports = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'(?:${from})'`, 'g');
  for (const match of source.matchAll(imports)) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

/** The names a shared list (scripts/rspack/*-exports.mjs) provides. */
function providedNames(list) {
  const shared = readFileSync(path.join(root, 'scripts/rspack', list), 'utf8');
  return new Set(
    /export\s*\{([^}]*)\}/
      .exec(shared)[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** Names the apps import from `from` that the shared `list` leaves out, as `file: name`. */
function missingFromApps(from, list) {
  const provided = providedNames(list);
  const missing = [];
  for (const app of apps) {
    for (const file of sourceFiles(path.join(root, app, 'src'))) {
      const source = readFileSync(file, 'utf8');
      assert.doesNotMatch(
        source,
        new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from\\s+'(?:${from})'`),
        `${file}: import names, not *`,
      );
      for (const name of importedNames(source, from)) {
        if (!provided.has(name)) missing.push(`${path.relative(root, file)}: ${name}`);
      }
    }
  }
  return missing;
}

it('shares every react-router name the apps import', () => {
  assert.deepEqual(
    missingFromApps('react-router|react-router-dom', 'react-router-exports.mjs'),
    [],
    'add these to scripts/rspack/react-router-exports.mjs',
  );
});

it('shares every TanStack Query name the apps and openapi-react-query import', () => {
  const typedHooks = fileURLToPath(import.meta.resolve('openapi-react-query'));
  const provided = providedNames('tanstack-query-exports.mjs');
  const missing = [
    ...missingFromApps('@tanstack/react-query', 'tanstack-query-exports.mjs'),
    ...importedNames(readFileSync(typedHooks, 'utf8'), '@tanstack/react-query')
      .filter((name) => !provided.has(name))
      .map((name) => `openapi-react-query: ${name}`),
  ];
  assert.deepEqual(missing, [], 'add these to scripts/rspack/tanstack-query-exports.mjs');
});
