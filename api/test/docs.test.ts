import { REMOTES } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';

const h = useHarness();

/**
 * Routes under /api that are not part of the API's contract: the documents themselves, and the pages of the
 * embedded test checkout, which stand in for the payment provider's own hosted pages.
 */
const undocumented = (path: string) =>
  ['/api/openapi.json', '/api/docs'].includes(path) || path.startsWith('/api/payments/test-checkout/');

describe('API documentation', () => {
  it('serves an OpenAPI 3 document with every route', async () => {
    const response = await h.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    // Every route the app answers under /api is documented: the routes Hono registered, in OpenAPI spelling.
    const registered = h.app.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
      .map((route) => route.path.replace(/:(\w+)/g, '{$1}'))
      .filter((path) => !undocumented(path));
    expect(Object.keys(document.paths).sort()).toEqual([...new Set(registered)].sort());
    expect(document.paths['/api/login/']?.post).toMatchObject({ security: [{ FormToken: [] }] });
  });

  it('puts every tag under one area of the product, named as the shell names its areas', async () => {
    const document = (await (await h.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
      'x-tagGroups': { name: string; tags: string[] }[];
    };
    const groups = document['x-tagGroups'];
    expect(groups.map((group) => group.name)).toEqual([...REMOTES.map((remote) => remote.area), 'Platform']);
    const grouped = groups.flatMap((group) => group.tags);
    expect(new Set(grouped).size).toBe(grouped.length);
    const used = Object.values(document.paths).flatMap((item) =>
      Object.values(item).flatMap((operation) => operation.tags ?? ['(untagged)']),
    );
    expect([...new Set(used)].filter((tag) => !grouped.includes(tag))).toEqual([]);
  });

  it('names every operation (a unique camelCase operationId) and says what it does', async () => {
    const document = (await (await h.app.request('/api/openapi.json')).json()) as {
      tags: { name: string; description: string }[];
      paths: Record<string, Record<string, { operationId?: string; summary?: string; description?: string }>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        ...operation,
      })),
    );
    expect(operations.filter((operation) => !/^[a-z][a-zA-Z]+$/.test(operation.operationId ?? ''))).toEqual(
      [],
    );
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(operations.filter((operation) => !operation.summary || !operation.description)).toEqual([]);
    expect(document.tags.filter((tag) => !tag.description)).toEqual([]);
    expect(document.paths['/api/projects/{project_id}/tasks/']?.get?.operationId).toBe('getProjectTasks');
  });

  it('serves a self-contained reference page (no external scripts)', async () => {
    const response = await h.app.request('/api/docs');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<code>/api/login/</code>');
    expect(page).toContain('id="schema-LoginRequest"');
    expect(page).toContain('<link rel="icon" href="data:,">');
    expect(page).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
  });
});
