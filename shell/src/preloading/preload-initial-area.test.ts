import { describe, expect, it } from 'vitest';
import { fakeAreas, pagesModule } from '../test-utils';
import { preloadInitialArea } from './preload-initial-area';

describe('preloadInitialArea', () => {
  it("starts loading the opened page's area", () => {
    const areas = fakeAreas({ mf_billing: pagesModule('1', ['plans']) });
    preloadInitialArea(areas, '/billing/team-payments/7', true);
    expect(areas.loads).toEqual(['mf_billing']);
  });

  it('leaves protected areas alone without a token, and unknown paths', () => {
    const areas = fakeAreas({});
    preloadInitialArea(areas, '/dashboard', false);
    preloadInitialArea(areas, '/no-such-page', true);
    expect(areas.loads).toEqual([]);
  });

  it('does not leave an unhandled failure behind', async () => {
    const areas = fakeAreas({ mf_marketing: new Error('down') });
    preloadInitialArea(areas, '/', false);
    await expect(areas.load('mf_marketing')).rejects.toThrow('down');
  });
});
