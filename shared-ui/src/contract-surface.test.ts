import { readFileSync } from 'node:fs';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';
import {
  changedFiles,
  contractSurface,
  packageVersion,
  readRecord,
  repoRoot,
} from '../scripts/contract-surface.mjs';

const RULE = 'docs/operations.md, "Contract version"';
const RECORD = 'npm run contract:record -w @platform/shared-ui';

describe('the platform contract version', () => {
  it('changes whenever the surface remotes rely on changes', () => {
    const record = readRecord();
    const version = packageVersion();
    const changed = changedFiles(record.files, contractSurface());
    if (changed.length > 0 && record.version === version) {
      throw new Error(
        `The platform contract's surface changed (${changed.join(', ')}): bump the contract version ` +
          `${version} in shared-ui/package.json (major: something removed or changed, minor: something ` +
          `added, patch: nothing a remote sees), then run ${RECORD} (${RULE}).`,
      );
    }
    if (changed.length > 0 || record.version !== version) {
      throw new Error(`The contract is now ${version}: record its surface with ${RECORD}.`);
    }
  }, 120_000);

  it.each(['shell', 'mf-marketing', 'mf-auth', 'mf-workspace', 'mf-billing'])(
    '%s builds against a range that holds the contract',
    (app) => {
      const manifest = JSON.parse(readFileSync(path.join(repoRoot, app, 'package.json'), 'utf8'));
      const range: unknown = manifest.dependencies?.['@platform/shared-ui'];
      expect(typeof range === 'string' && satisfy(packageVersion(), range), `${app}: ${String(range)}`).toBe(
        true,
      );
    },
  );
});
