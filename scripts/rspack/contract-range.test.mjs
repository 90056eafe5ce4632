// Each app builds against the platform contract range its package.json declares (docs/operations.md,
// "Contract version"); a build against a contract outside it fails.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { it } from 'node:test';
import {
  CONTRACT_ENTRIES as RECORDED_ENTRIES,
  entryRequest,
} from '../../shared-ui/scripts/contract-surface.mjs';
import { admitsContract, CONTRACT_ENTRIES, declaredContractRange } from './contract-range.mjs';

function app(dependencies) {
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-range-'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@platform/mf-test', dependencies }));
  return dir;
}

it("takes the range the app declares as the contract's requiredVersion", () => {
  const dir = app({ '@platform/shared-ui': '^1.2.0' });
  try {
    assert.equal(declaredContractRange(dir, '1.4.0'), '^1.2.0');
    assert.throws(
      () => declaredContractRange(dir, '2.0.0'),
      /@platform\/mf-test declares @platform\/shared-ui \^1\.2\.0, but the contract here is 2\.0\.0/,
    );
  } finally {
    rmSync(dir, { recursive: true });
  }
});

it('fails the build of an app that declares no range', () => {
  const dir = app({ react: '19.3.1' });
  try {
    assert.throws(() => declaredContractRange(dir, '1.0.0'), /declares no range for @platform\/shared-ui/);
  } finally {
    rmSync(dir, { recursive: true });
  }
});

it('admits by semver: a minor or patch above the range, not a major away', () => {
  assert.equal(admitsContract('1.3.1', '^1.2.0'), true);
  assert.equal(admitsContract('1.1.9', '^1.2.0'), false);
  assert.equal(admitsContract('2.0.0', '^1.2.0'), false);
  assert.equal(admitsContract('1.0.0', '^0.1.0'), false);
});

it('shares as singletons the entries whose names the contract records (shared-ui/scripts/contract-surface.mjs)', () => {
  assert.deepEqual(RECORDED_ENTRIES.map(entryRequest), CONTRACT_ENTRIES);
});
