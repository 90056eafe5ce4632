// The federation runtime is bundled from its ES module builds (federation-runtime-modules.mjs); if an upgrade
// of Module Federation moved or dropped them, the runtime would quietly grow back to its CommonJS size.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { esModuleTwin, federationEntryImports } from './federation-runtime-modules.mjs';

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
