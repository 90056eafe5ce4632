// The core entry (core.ts) is a Module Federation singleton of its own. A module of the full entry that
// imported a core module by path would bundle a second copy of it: a second platform, a second ApiError
// class, and the shell's providePlatform would not reach it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const sourceDir = path.dirname(fileURLToPath(import.meta.url));

/** Source files of the package (not tests, not the testing helpers, not declarations). */
function sourceFiles(dir = sourceDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Relative imports of `file` that stay in the built code (`import type` is erased), resolved to files. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const imports = [...source.matchAll(/^(?:import|export)(?!\s+type\b)[^'";]*from\s+'(\.[^']+)'/gm)];
  return imports.map((match) => {
    const base = path.resolve(path.dirname(file), match[1] ?? '');
    return (
      ['.ts', '.tsx']
        .map((extension) => base + extension)
        .find((candidate) => sourceFiles().includes(candidate)) ?? base
    );
  });
}

/** The files an entry is made of: its entry file and what it reaches by path. */
function entryFiles(entry: string): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || !file.match(/\.tsx?$/)) return;
    files.add(file);
    runtimeImports(file).forEach(visit);
  };
  visit(path.join(sourceDir, entry));
  return files;
}

const coreFiles = () => entryFiles('core.ts');

it('builds the core entry from core modules only, with no path into the rest of the package', () => {
  const core = coreFiles();
  expect(core.has(path.join(sourceDir, 'platform', 'platform.ts'))).toBe(true);
  expect([...core].filter((file) => file.includes(`${path.sep}forms${path.sep}`))).toEqual([]);
});

it('has every other module import the core entry by its name, never a core module by path', () => {
  const core = coreFiles();
  const offending = sourceFiles()
    .filter((file) => !core.has(file))
    .flatMap((file) =>
      runtimeImports(file)
        .filter((imported) => core.has(imported))
        .map((imported) => `${path.relative(sourceDir, file)} -> ${path.relative(sourceDir, imported)}`),
    );
  expect(offending).toEqual([]);
});

it('builds the forms and the query entry from their own modules, reaching the others by name only', () => {
  // A module of two entries would be bundled into both entries' chunks: a page that needs one loads both.
  const entries = ['index.ts', 'forms.ts', 'queries.ts'].map((entry) => entryFiles(entry));
  const shared = entries.flatMap((files, index) =>
    [...files].filter((file) => entries.some((other, otherIndex) => otherIndex !== index && other.has(file))),
  );
  expect(shared.map((file) => path.relative(sourceDir, file))).toEqual([]);
});

it('keeps the query cache out of what the full entry loads with it', () => {
  // A static import of the query entry from a module of the full entry would load TanStack Query on every page
  // that takes a form from it (the login page's, issue #33); the full entry reaches it only by `import()`.
  const offending = [...entryFiles('index.ts')].filter((file) =>
    /^(?:import|export)(?!\s+type\b)[^'";]*from\s+'@platform\/shared-ui\/queries'/m.test(
      readFileSync(file, 'utf8'),
    ),
  );
  expect(offending.map((file) => path.relative(sourceDir, file))).toEqual([]);
});
