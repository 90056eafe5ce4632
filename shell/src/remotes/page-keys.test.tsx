import { REMOTE_PAGES } from '@platform/contract';
import type { RemotePagesModule } from '@platform/shared-ui/core';
import { describe, expect, it } from 'vitest';
import { AREAS, type AreaId } from '../routes/areas';
import { routeTable, type RouteDefinition } from '../routes/route-table';

const Page = () => null;

describe("remotes' page keys (@platform/contract REMOTE_PAGES)", () => {
  it('routes every page key of every remote, and no other', () => {
    for (const area of Object.keys(AREAS) as AreaId[]) {
      const routed = new Set(routeTable.filter((route) => route.area === area).map((route) => route.page));
      expect([...routed].sort(), area).toEqual([...REMOTE_PAGES[area]].sort());
    }
  });

  it('makes the compiler refuse a route to a page its remote does not expose', () => {
    // @ts-expect-error `home` is a marketing page, not a billing one.
    const route: RouteDefinition = {
      path: '/billing/x',
      area: 'mf_billing',
      page: 'home',
      layout: 'dashboard',
      protected: true,
    };
    expect(route.area).toBe('mf_billing');
  });

  it('makes the compiler refuse a remote that leaves out one of its pages', () => {
    // @ts-expect-error billing's pages lack `teamSeats` (and the others).
    const pages: RemotePagesModule<'mf_billing'>['pages'] = { plans: Page };
    expect(Object.keys(pages)).toEqual(['plans']);
  });
});
