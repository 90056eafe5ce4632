// Which names of the platform contract a remote's shipped code imports, and which of them its declared range
// does not hold: a range whose lowest version predates a name admits a shell without it, which loads the build
// and fails at render on the missing export (docs/decisions.md, "A remote's contract range starts at the
// contract it needs"). Read from the sources, so it needs no build: `src/contract-surface.test.ts` runs it on
// every remote against the versions `contract-surface.json` records for each name.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const CONTRACT_PACKAGE = '@platform/shared-ui';
const WHOLE_ENTRY = '*';

/** The modules a remote exposes, from `exposes` in its rspack.config.mjs (`'./pages': './src/pages.ts'`). */
function exposedModules(appDir) {
  const config = readFileSync(path.join(appDir, 'rspack.config.mjs'), 'utf8');
  const exposes = /exposes:\s*\{([^}]*)\}/.exec(config);
  if (!exposes) throw new Error(`${appDir}/rspack.config.mjs exposes no module.`);
  return [...exposes[1].matchAll(/:\s*'([^']+)'/g)].map((match) => path.resolve(appDir, match[1]));
}

/** The module file a relative import names, or undefined for a style sheet, an image or JSON. */
function resolveRelative(fromFile, request) {
  const base = path.resolve(path.dirname(fromFile), request.replace(/\.js$/, ''));
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx'), base].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

const isContractRequest = (request) =>
  request === CONTRACT_PACKAGE || request.startsWith(`${CONTRACT_PACKAGE}/`);

/** The runtime names of `elements` (import or export specifiers), without those marked `type`. */
const runtimeElements = (elements) =>
  elements
    .filter((element) => !element.isTypeOnly)
    .map((element) => (element.propertyName ?? element.name).text);

/** What one module imports: the contract names it uses and the app's own modules it reaches. */
function moduleImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const uses = [];
  const reached = [];
  const take = (request, names) => {
    if (isContractRequest(request)) for (const name of names) uses.push({ entry: request, name });
    else if (request.startsWith('.')) {
      const target = resolveRelative(file, request);
      if (target) reached.push(target);
    }
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      if (!clause?.isTypeOnly) {
        const bindings = clause?.namedBindings;
        const names = !bindings
          ? [WHOLE_ENTRY]
          : ts.isNamespaceImport(bindings)
            ? [WHOLE_ENTRY]
            : runtimeElements(bindings.elements);
        take(node.moduleSpecifier.text, clause?.name ? [...names, 'default'] : names);
      }
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) {
        const clause = node.exportClause;
        const names = clause && ts.isNamedExports(clause) ? runtimeElements(clause.elements) : [WHOLE_ENTRY];
        take(node.moduleSpecifier.text, names);
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      take(node.arguments[0].text, [WHOLE_ENTRY]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { uses, reached };
}

/**
 * The contract names the code a remote ships imports: what its exposed modules reach through its own modules
 * (tests and their data are not shipped), each with the files that import it. A name of `*` is the entry as a
 * whole (a namespace or dynamic import, or a bare `import '…'`).
 */
export function contractUses(appDir) {
  const pending = exposedModules(appDir);
  const seen = new Set();
  const uses = new Map();
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const imports = moduleImports(file);
    pending.push(...imports.reached);
    for (const use of imports.uses) {
      const key = `${use.entry}\0${use.name}`;
      const known = uses.get(key) ?? { ...use, files: [] };
      known.files.push(path.relative(appDir, file).split(path.sep).join('/'));
      uses.set(key, known);
    }
  }
  const key = (use) => `${use.entry} ${use.name}`;
  return [...uses.values()].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

const parts = (version) => version.split('.').map(Number);

/** Whether version `a` comes before `b` (plain major.minor.patch, as the contract's versions are). */
export function versionBefore(a, b) {
  const [x, y] = [parts(a), parts(b)];
  for (let index = 0; index < 3; index += 1) if (x[index] !== y[index]) return x[index] < y[index];
  return false;
}

/** The lowest contract a declared range admits: `^2.6.0`, `~2.6.0`, `>=2.6.0` and `2.6.0` all start at 2.6.0. */
export function rangeFloor(range) {
  const match = /^\s*(?:\^|~|>=|=)?\s*v?(\d+\.\d+\.\d+)\s*$/.exec(range);
  if (!match) {
    throw new Error(
      `${range}: a contract range is one version after ^, ~ or >= (docs/operations.md, "Contract version").`,
    );
  }
  return match[1];
}

/**
 * Each contract name `appDir` ships whose contract is newer than the lowest its declared range admits, or which
 * the recorded contract does not have, as one sentence each; empty when the range holds every name it uses.
 * `names` is the record's entry to name to version added.
 */
export function namesOutsideRange(appDir, names) {
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const app = path.basename(appDir);
  const range = manifest.dependencies?.[CONTRACT_PACKAGE];
  if (typeof range !== 'string')
    return [`${app} declares no range for ${CONTRACT_PACKAGE} in its dependencies.`];
  const floor = rangeFloor(range);
  const problems = [];
  for (const use of contractUses(appDir)) {
    const where = use.files.join(', ');
    const entryNames = names[use.entry];
    if (!entryNames) {
      problems.push(
        `${app} imports ${use.entry} (${where}), which is not an entry of the recorded contract.`,
      );
      continue;
    }
    const since =
      use.name === WHOLE_ENTRY
        ? Object.values(entryNames).reduce(
            (lowest, version) => (lowest === undefined || versionBefore(version, lowest) ? version : lowest),
            undefined,
          )
        : entryNames[use.name];
    const what = use.name === WHOLE_ENTRY ? use.entry : `${use.name} from ${use.entry}`;
    if (since === undefined) {
      problems.push(
        `${app} imports ${what} (${where}), which the recorded contract does not export: ` +
          'run npm run contract:record -w @platform/shared-ui after bumping its version.',
      );
    } else if (versionBefore(floor, since)) {
      problems.push(
        `${app} declares ${CONTRACT_PACKAGE} ${range} but imports ${what}, added in contract ${since} ` +
          `(${where}): a shell of ${floor} would load it and fail at render. Raise its range to ^${since}.`,
      );
    }
  }
  return problems;
}
