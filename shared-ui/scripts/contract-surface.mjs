// The platform contract's surface: what a remote built against one version of `@platform/shared-ui` relies
// on in the shell's singleton at runtime (docs/operations.md, "Contract version"). It is the declarations of
// everything shared-ui's index exports, the declarations of @platform/contract, and the design tokens'
// names, without comments, each file reduced to a hash. `contract-surface.json` records the surface of
// the version in package.json; `src/contract-surface.test.ts` fails when they part.
//
//   node scripts/contract-surface.mjs --record   (npm run contract:record -w @platform/shared-ui)
//
// records the current surface, and refuses while the surface changed under an unchanged version. It records
// too which contract version added each name a remote can import from an entry of the contract (`names`), so a
// remote whose declared range admits a contract without a name it uses fails `src/contract-surface.test.ts`
// (docs/decisions.md, "A remote's contract range starts at the contract it needs").
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = path.join(packageDir, 'src');
const contractTypesDir = path.join(packageDir, '..', 'contract', 'types');
export const recordFile = path.join(packageDir, 'contract-surface.json');
export const repoRoot = path.join(packageDir, '..');

/**
 * The API's response types travel with the typed client but are erased from the build: they are the API's
 * contract, not the singleton's, and change with every route.
 */
const NOT_SURFACE = new Set(['http/api-types.d.ts']);

const hash = (text) => createHash('sha256').update(text).digest('hex').slice(0, 16);
const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/** A declaration file without comments or formatting, so only a change of meaning changes its hash. */
function normalized(fileName, text) {
  return printer.printFile(
    ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS),
  );
}

/** Declarations of shared-ui's index and every module it reaches, by path under src/. */
function sharedUiDeclarations() {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(packageDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const program = ts.createProgram([path.join(sourceDir, 'index.ts')], {
    ...config.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    removeComments: true,
    outDir: path.join(packageDir, '.contract-surface'),
    rootDir: sourceDir,
  });
  const declarations = {};
  const result = program.emit(
    undefined,
    (fileName, text) => {
      const relative = path
        .relative(path.join(packageDir, '.contract-surface'), fileName)
        .split(path.sep)
        .join('/');
      if (!NOT_SURFACE.has(relative)) declarations[relative] = normalized(fileName, text);
    },
    undefined,
    true,
  );
  if (result.emitSkipped) throw new Error('shared-ui declarations could not be emitted: run its typecheck.');
  return declarations;
}

/** The names of the design tokens (`--name:` in tokens.css) remotes' styles read at runtime. */
function tokenNames() {
  const css = readFileSync(path.join(sourceDir, 'tokens.css'), 'utf8');
  return [...new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]))].sort().join('\n');
}

/**
 * The contract's entries by their export paths in package.json: the ones a build shares as singletons
 * (CONTRACT_ENTRIES in scripts/rspack/contract-range.mjs, whose test holds the two lists together).
 */
export const CONTRACT_ENTRIES = ['.', './core', './forms', './queries'];

/** The name a remote imports entry `exportPath` by: `@platform/shared-ui`, `@platform/shared-ui/core`, … */
export const entryRequest = (exportPath) =>
  exportPath === '.' ? '@platform/shared-ui' : `@platform/shared-ui/${exportPath.slice(2)}`;

/** Whether `symbol` is there at runtime: a value reached through no `export type` or `type` specifier. */
function isRuntimeName(checker, symbol) {
  let current = symbol;
  for (let step = 0; current.flags & ts.SymbolFlags.Alias && step < 32; step += 1) {
    if (
      (current.declarations ?? []).some((declaration) => ts.isTypeOnlyImportOrExportDeclaration(declaration))
    ) {
      return false;
    }
    const next = checker.getImmediateAliasedSymbol(current);
    if (!next) break;
    current = next;
  }
  return (current.flags & ts.SymbolFlags.Value) !== 0;
}

/**
 * The names each entry of the contract exports at runtime (types are erased: a remote's typecheck holds them),
 * by the request a remote imports it with. `dir` and `entries` let a past version's tree be read the same way.
 */
export function contractNames(dir = packageDir, entries = CONTRACT_ENTRIES) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(dir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const files = entries.map((entry) => path.join(dir, manifest.exports[entry]));
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  return Object.fromEntries(
    entries.map((entry, index) => {
      const source = program.getSourceFile(files[index]);
      const moduleSymbol = source && checker.getSymbolAtLocation(source);
      if (!moduleSymbol) throw new Error(`The contract entry ${entry} (${files[index]}) could not be read.`);
      const names = checker
        .getExportsOfModule(moduleSymbol)
        .filter((symbol) => isRuntimeName(checker, symbol))
        .map((symbol) => symbol.name)
        .sort();
      return [entryRequest(entry), names];
    }),
  );
}

/**
 * Each name of `current` (entry to names) with the contract version that added it: the version `previous`
 * recorded for it, else `version`. A new major starts afresh: no range reaches across one.
 */
export function namesSince(previous, current, version) {
  const major = (text) => text.split('.')[0];
  const carried = previous && major(previous.version) === major(version) ? (previous.names ?? {}) : {};
  return Object.fromEntries(
    Object.entries(current).map(([entry, names]) => [
      entry,
      Object.fromEntries(names.map((name) => [name, carried[entry]?.[name] ?? version])),
    ]),
  );
}

/** The current surface: file name to hash. */
export function contractSurface() {
  const files = {};
  for (const [file, text] of Object.entries(sharedUiDeclarations())) files[`shared-ui/${file}`] = hash(text);
  for (const file of readdirSync(contractTypesDir).filter((name) => name.endsWith('.d.ts'))) {
    const text = readFileSync(path.join(contractTypesDir, file), 'utf8');
    files[`contract/types/${file}`] = hash(normalized(file, text));
  }
  files['shared-ui/tokens.css (names)'] = hash(tokenNames());
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
}

export function packageVersion() {
  return JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
}

export function readRecord() {
  return JSON.parse(readFileSync(recordFile, 'utf8'));
}

/** The files whose hash differs between two surfaces (added, removed or changed). */
export function changedFiles(recorded, current) {
  const names = new Set([...Object.keys(recorded), ...Object.keys(current)]);
  return [...names].filter((name) => recorded[name] !== current[name]).sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--record')) {
  const version = packageVersion();
  const files = contractSurface();
  let previous = null;
  try {
    previous = readRecord();
  } catch {
    // The first record.
  }
  const changed = previous ? changedFiles(previous.files, files) : [];
  if (previous && previous.version === version && changed.length > 0) {
    console.error(
      `The contract's surface changed (${changed.join(', ')}) but its version is still ${version}: ` +
        'bump the contract version in shared-ui/package.json first (docs/operations.md, "Contract version").',
    );
    process.exit(1);
  }
  const names = namesSince(previous, contractNames(), version);
  writeFileSync(recordFile, `${JSON.stringify({ version, files, names }, null, 2)}\n`);
  console.log(`Recorded the surface of contract ${version} in ${path.relative(process.cwd(), recordFile)}.`);
}
