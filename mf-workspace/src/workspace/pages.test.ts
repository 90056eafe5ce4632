import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pages } from '../pages';

/** The page keys of the shell's workspace routes, read from its route table (a remote never imports the shell). */
function workspaceRouteKeys(): string[] {
  const table = readFileSync(resolve(process.cwd(), '../shell/src/routes/route-table.ts'), 'utf8');
  return [...table.matchAll(/workspace\(`\$\{WORKSPACE\}[^`]*`, '([A-Za-z]+)'/g)].map(
    (match) => match[1] ?? '',
  );
}

describe('pages', () => {
  it('has a page, inside the workspace frame, for every workspace route of the shell', () => {
    const keys = workspaceRouteKeys();
    expect(keys.length).toBeGreaterThan(15);
    expect(keys.filter((key) => !(key in pages))).toEqual([]);
    expect(pages.workspaceOverview).toBeDefined();
  });
});
