import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apiTypesFile, renderApiTypes } from '../scripts/api-types.js';

describe('generated API types', () => {
  it('match the OpenAPI document', async () => {
    const checkedIn = await readFile(apiTypesFile, 'utf8');
    const stale = checkedIn !== (await renderApiTypes());
    expect(stale, 'shared-ui/src/http/api-types.ts is stale: run `npm run api:types`').toBe(false);
  });
});
