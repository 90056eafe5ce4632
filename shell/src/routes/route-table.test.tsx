import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAreas, pagesModule, renderShell, SIGNED_IN } from '../test-utils';
import { AREAS, type AreaId } from './areas';
import { pageTitle, titledPages } from './page-titles';
import { routeTable } from './route-table';

/** Every route of the spec's screens and routes and its route table, with the area that owns it (design brief). */
const SPEC_ROUTES: Record<AreaId, string[]> = {
  mf_marketing: [
    '/',
    '/services',
    '/pricing',
    '/lets-talk',
    '/live-chat',
    '/custom-quote',
    '/requests',
    // The legal pages of issue #14.
    '/terms',
    '/privacy',
  ],
  mf_auth: [
    '/login',
    '/register',
    '/verify-email',
    '/google-callback',
    '/forgot-password',
    '/verify-password-link',
    '/create-new-password',
    '/password-updated',
    '/create-profile',
    '/settings', // not in the spec: the account's Settings (issue #30)
    '/talent/register',
    '/talent/create-profile',
    '/talent/skills-and-Experience',
  ],
  mf_workspace: [
    '/dashboard',
    '/project/all-projects',
    '/project/create-project',
    '/project/project-brief-and-scope',
    '/project/mobilepayment',
    '/project/submitreview',
    '/project/placements', // not in the spec: a placed talent accepts (issue #12)
    ...[
      '',
      '/add-new-task',
      '/files-and-resources',
      '/meetings',
      '/timeline-and-milestones', // issue #26
      '/recent-updates', // issue #26
      '/handover', // issue #26
      '/project-brief',
      '/project-features',
      '/project-team',
      '/team-profile',
      '/team-selection',
      '/hire',
      '/tasks',
      '/contract-and-payment',
      '/task-details',
      '/review-team-and-cost',
      '/onboarding',
      '/add-task',
      '/add-team-member',
      '/add-team-member/permissions',
      '/team-member-added-successfully',
      '/reviewandapproval',
    ].map((suffix) => `/project/workspace/:id/:name${suffix}`),
  ],
  mf_billing: [
    '/billing',
    '/billing/plans',
    '/billing/team-payments',
    '/billing/team-payment-details',
    '/billing/team-payments/invoice-details',
    '/billing/team-seats',
    '/billing/team-payments/:id',
    '/billing/team-payments/invoice-details/:id',
  ],
  // Not in the spec: the staff console (issue #27), whose sections it routes itself.
  mf_staff: ['/staff/*'],
};

const PUBLIC = new Set([
  ...SPEC_ROUTES.mf_marketing,
  ...SPEC_ROUTES.mf_auth.filter((path) => path !== '/create-profile' && path !== '/settings'),
]);

describe('route table', () => {
  it('maps every route of the spec, once, to the remote that owns it', () => {
    const expected = Object.entries(SPEC_ROUTES)
      .flatMap(([area, paths]) => paths.map((path) => `${area} ${path}`))
      .sort();
    expect(routeTable.map((route) => `${route.area} ${route.path}`).sort()).toEqual(expected);
  });

  it('protects exactly the signed-in routes and gives every route a page key', () => {
    for (const route of routeTable) {
      expect(route.protected, route.path).toBe(!PUBLIC.has(route.path));
      expect(route.page, route.path).toMatch(/^[a-z][A-Za-z]*$/);
      if (route.protected) expect(route.layout, route.path).not.toBe('public');
    }
  });

  it('gives every page a title', () => {
    const titled = new Set(titledPages());
    expect(routeTable.filter((route) => !titled.has(route.page)).map((route) => route.path)).toEqual([]);
  });

  it.each(routeTable.map((route) => [route.path, route] as const))(
    'renders %s from its remote in its layout',
    async (_path, route) => {
      const areaModules = Object.fromEntries(
        (Object.keys(AREAS) as AreaId[]).map((area) => [area, pagesModule('1', [route.page])]),
      );
      const path = route.path.replace(':id', '42').replace(':name', 'shop');
      await renderShell(path, { areas: fakeAreas(areaModules), token: 't', script: SIGNED_IN });
      expect(await screen.findByText(`Page ${route.page}`)).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(pageTitle(route)));
      expect(screen.getByTestId('area-build')).toHaveTextContent(`${AREAS[route.area].label} build 1`);
      const navigation = {
        public: () => screen.queryByRole('navigation', { name: 'Main' }),
        dashboard: () => screen.queryByRole('navigation', { name: 'Dashboard' }),
        plain: () => screen.queryByRole('navigation'),
      }[route.layout]();
      if (route.layout === 'plain') expect(navigation).toBeNull();
      else expect(navigation).not.toBeNull();
    },
  );
});
