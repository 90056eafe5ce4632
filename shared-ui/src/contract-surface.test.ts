import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';
import {
  changedFiles,
  contractNames,
  contractSurface,
  packageVersion,
  readRecord,
  repoRoot,
} from '../scripts/contract-surface.mjs';
import { namesOutsideRange } from '../scripts/contract-uses.mjs';

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

  it.each(['shell', 'mf-marketing', 'mf-auth', 'mf-workspace', 'mf-billing', 'mf-staff'])(
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

const remotes = readdirSync(repoRoot)
  .filter((name) => name.startsWith('mf-'))
  .sort();

/** A remote of `files` (path under it to text) declaring contract `range`, in a folder of its own. */
function remote(range: string, files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-uses-'));
  const all: Record<string, string> = {
    'package.json': JSON.stringify({
      name: '@platform/mf-test',
      dependencies: { '@platform/shared-ui': range },
    }),
    'rspack.config.mjs': "createAppConfig({ kind: 'remote', exposes: { './pages': './src/pages.ts' } });",
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe("a remote's contract range starts at the contract it needs", () => {
  it.each(remotes)('%s declares a range that holds every contract name it ships', (app) => {
    expect(namesOutsideRange(path.join(repoRoot, app), readRecord().names)).toEqual([]);
  });

  it('fails a range below a name the remote ships, naming the remote, the name and its contract', () => {
    const names = {
      '@platform/shared-ui': { Button: '2.0.0', TabList: '2.6.0', Form: '2.4.0' },
      '@platform/shared-ui/core': { Button: '2.0.0' },
      '@platform/shared-ui/forms': { Form: '2.4.0' },
    };
    const files = {
      'src/pages.ts': [
        "import { Button, TabList, type TabItem } from '@platform/shared-ui';",
        "export { meetings } from './meetings/meetings-page';",
      ].join('\n'),
      'src/meetings/meetings-page.tsx': [
        "import { Button } from '@platform/shared-ui/core';",
        "import type { Form } from '@platform/shared-ui/forms';",
        "export const later = () => import('@platform/shared-ui/forms');",
      ].join('\n'),
      // Not shipped: no exposed module reaches it.
      'src/meetings/meetings-page.test.tsx': "import { Unrecorded } from '@platform/shared-ui';",
    };
    const old = remote('^2.0.0', files);
    const current = remote('^2.6.0', files);
    try {
      expect(namesOutsideRange(old, names)).toEqual([
        `${path.basename(old)} declares @platform/shared-ui ^2.0.0 but imports TabList from @platform/shared-ui, ` +
          'added in contract 2.6.0 (src/pages.ts): a shell of 2.0.0 would load it and fail at render. ' +
          'Raise its range to ^2.6.0.',
        `${path.basename(old)} declares @platform/shared-ui ^2.0.0 but imports @platform/shared-ui/forms, ` +
          'added in contract 2.4.0 (src/meetings/meetings-page.tsx): a shell of 2.0.0 would load it and fail at ' +
          'render. Raise its range to ^2.4.0.',
      ]);
      expect(namesOutsideRange(current, names)).toEqual([]);
    } finally {
      rmSync(old, { recursive: true });
      rmSync(current, { recursive: true });
    }
  });

  it('knows the contract that added each name', () => {
    const { names } = readRecord();
    expect(names['@platform/shared-ui']?.['TabList']).toBe('2.6.0');
    expect(names['@platform/shared-ui/forms']?.['Form']).toBe('2.4.0');
    expect(names['@platform/shared-ui/core']?.['Button']).toBe('2.0.0');
  });

  it('records every runtime name of every entry of the contract', () => {
    const { names } = readRecord();
    const recorded = Object.fromEntries(
      Object.entries(names).map(([entry, since]) => [entry, Object.keys(since).sort()]),
    );
    expect(recorded, `run ${RECORD}`).toEqual(contractNames());
  }, 120_000);
});
