// The API test files whose outcome can depend on the database server: .ci/run runs every API test file on the
// embedded PGlite and then only these on PostgreSQL (docs/decisions.md, "CI time (ci)"). The rule, read from
// the files themselves so it never needs a list kept by hand: a test file is a database test when it, or a test
// module it imports (transitively, through relative imports inside api/test), imports a value from
// `@platform/prisma/testing` (the test database: PGlite, or TEST_DATABASE_URL's server; useHarness opens it) or
// the tests' `testDatabaseUrl`. Type-only imports do not count: they are gone before the file runs. A file that
// opens only its own embedded database (`openDatabase({ dataDir })`) is the same on both runs, so it is not one.
// Usage: node scripts/ci/database-tests.mjs   (prints api-relative paths, one a line)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const defaultApiDir = fileURLToPath(new URL('../../api', import.meta.url));

// `import x from '…'`, `import { a, type B } from '…'`, `export { a } from '…'`, `import '…'`, `import('…')`;
// the flags say whether the whole statement is `import type`/`export type`.
const importPattern =
  /(?:^|[;\n])\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** What `source` loads when it runs: its value imports' specifiers, and the names it imports from each. */
export function valueImports(source) {
  const imports = [];
  for (const match of source.matchAll(importPattern)) {
    const [, , typeOnly, specifier, dynamicSpecifier] = match;
    if (dynamicSpecifier) imports.push({ specifier: dynamicSpecifier, clause: '' });
    else if (!typeOnly) imports.push({ specifier, clause: match[0] });
  }
  return imports;
}

/** Whether one import statement reaches the test database by itself (not through another test module). */
export function opensTestDatabase({ specifier, clause }) {
  if (specifier === '@platform/prisma/testing') {
    // `import { type A, type B } from '…'` loads nothing either.
    const names = clause.match(/\{([^}]*)\}/)?.[1];
    return names === undefined || names.split(',').some((name) => /^\s*(?!type\s)\S/.test(name));
  }
  return /(^|\/)test-environment(\.js)?$/.test(specifier) && /\btestDatabaseUrl\b/.test(clause);
}

function testFiles(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The database tests of the API package at `apiDir`, as paths relative to it, sorted. */
export function databaseTestFiles(apiDir = defaultApiDir) {
  const testDir = path.join(apiDir, 'test');
  const reaches = (file, seen = new Set()) => {
    if (seen.has(file)) return false; // met already on this walk: its answer comes from there
    seen.add(file);
    let source;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      return false; // not a file of ours (a package, or a path resolved wrongly below): it opens nothing here
    }
    return valueImports(source).some((imported) => {
      if (opensTestDatabase(imported)) return true;
      if (!imported.specifier.startsWith('.')) return false;
      const target = path.resolve(path.dirname(file), imported.specifier).replace(/\.js$/, '.ts');
      return target.startsWith(testDir + path.sep) && reaches(target, seen);
    });
  };
  return testFiles(testDir)
    .filter((file) => reaches(file))
    .map((file) => path.relative(apiDir, file))
    .sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(databaseTestFiles().join('\n'));
}
