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

  it('serves a self-contained reference page (no external scripts)', async () => {
    const response = await h.app.request('/api/docs');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<code>/api/login/</code>');
    expect(page).toContain('id="schema-LoginRequest"');
    expect(page).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
  });
});
