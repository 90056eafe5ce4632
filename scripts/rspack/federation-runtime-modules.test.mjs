// The federation runtime is bundled from its ES module builds (federation-runtime-modules.mjs); if an upgrade
// of Module Federation moved or dropped them, the runtime would quietly grow back to its CommonJS size.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { it } from 'node:test';
import {
  ERROR_DESCRIPTIONS,
  errorDescriptions,
  esModuleTwin,
  federationEntryImports,
  REPLACED_RUNTIME_MODULES,
  withoutSnapshots,
} from './federation-runtime-modules.mjs';

/** The names an ES module of the runtime exports (its builds end in one `export { ... }` statement). */
function exportedNames(file) {
  const list = readFileSync(file, 'utf8').match(/^export \{([^}]*)\};?$/m)?.[1] ?? '';
  return list
    .split(',')
    .map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    )
    .filter(Boolean)
    .sort();
}

it('finds the ES module build of every CommonJS file the federation entry imports', () => {
  const files = Object.values(federationEntryImports());
  assert.equal(files.length, 2);
  for (const file of files) {
    assert.match(file, /\.cjs$/);
    assert.match(esModuleTwin(file) ?? '', /\.m?js$/, `${file} has no ES module build beside it`);
  }
});

it('leaves files outside the runtime packages as they resolve', () => {
  assert.equal(esModuleTwin('/repo/node_modules/react-router/dist/production/index.cjs'), null);
  assert.equal(esModuleTwin('/repo/shared-ui/src/index.cjs'), null);
});

it("stands in for each replaced module of the runtime's core with the same exports", async () => {
  const require = createRequire(import.meta.url);
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced'));
  const runtime = require.resolve('@module-federation/runtime', { paths: [enhanced] });
  const core = path.dirname(require.resolve('@module-federation/runtime-core', { paths: [runtime] }));
  const replaced = ['plugins/snapshot/SnapshotHandler.js', 'utils/preload.js'].map((file) =>
    path.join(core, file),
  );
  const standIn = Object.keys(await import(withoutSnapshots)).sort();
  for (const file of replaced) {
    assert.match(file, REPLACED_RUNTIME_MODULES);
    for (const name of exportedNames(file))
      assert.ok(standIn.includes(name), `${name} of ${file} is missing`);
  }
  assert.deepEqual(standIn, [...new Set(replaced.flatMap(exportedNames))].sort());
});

it("stands in for the runtime's table of error descriptions with the same exports, naming the code", async () => {
  const require = createRequire(import.meta.url);
  const codes = require.resolve('@module-federation/error-codes', {
    paths: [path.dirname(require.resolve('@module-federation/runtime'))],
  });
  const replaced = path.join(path.dirname(codes), 'desc.mjs');
  assert.match(replaced, ERROR_DESCRIPTIONS);
  const standIn = await import(errorDescriptions);
  assert.deepEqual(Object.keys(standIn).sort(), exportedNames(replaced));
  const { getShortErrorMsg, RUNTIME_008 } = await import(esModuleTwin(codes) ?? codes);
  const message = getShortErrorMsg(RUNTIME_008, standIn.runtimeDescMap, { url: 'x' }, 'refused');
  assert.match(message, /^Module Federation runtime error #RUNTIME-008\n/);
  assert.match(message, /troubleshooting\/runtime#runtime-008/);
  assert.match(message, /refused$/);
});
