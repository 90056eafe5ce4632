import type { AreaModule } from './area-source';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeAreas, pagesModule, renderShell } from '../test-utils';

describe('areas', () => {
  it("renders the remote's page with a build stamp that comes from the remote's own version", async () => {
    await renderShell('/pricing', {
      areas: fakeAreas({ mf_marketing: pagesModule('2026.3', ['home', 'pricing']) }),
    });
    expect(await screen.findByText('Page pricing')).toBeInTheDocument();
    expect(screen.getByTestId('area-build')).toHaveTextContent(/^Marketing build 2026\.3$/);
    // Customers never see it; operators add ?build to the address.
    expect(screen.getByTestId('area-build')).not.toBeVisible();
  });

  it('shows the build stamp with ?build in the address', async () => {
    await renderShell('/pricing?build', {
      areas: fakeAreas({ mf_marketing: pagesModule('2026.3', ['home', 'pricing']) }),
    });
    expect(await screen.findByText('Page pricing')).toBeInTheDocument();
    expect(screen.getByTestId('area-build')).toBeVisible();
  });

  it('shows a coming-soon page inside the layout for a page the remote does not export yet', async () => {
    await renderShell('/services', { areas: fakeAreas({ mf_marketing: pagesModule('1', ['home']) }) });
    expect(await screen.findByRole('heading', { name: 'This page is coming soon' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByTestId('area-build')).toHaveTextContent('Marketing build 1');
  });

  it('shows a fallback for the failed area only, and Retry really loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const areas = fakeAreas({ mf_marketing: new Error('manifest 404') });
    await renderShell('/', { areas });

    const fallback = await screen.findByTestId('area-fallback');
    expect(within(fallback).getByRole('heading', { name: 'Marketing is unavailable' })).toBeInTheDocument();
    expect(fallback).toHaveTextContent(
      'This part of the site could not be loaded. The rest of the site still works.',
    );
    // The shell around the area keeps working.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByTestId('area-build')).not.toBeInTheDocument();

    areas.modules.mf_marketing = pagesModule('2', ['home']);
    const retry = within(fallback).getByRole('button', { name: 'Retry' });
    await act(async () => userEvent.click(retry));

    expect(await screen.findByText('Page home')).toBeInTheDocument();
    expect(areas.resets).toEqual(['mf_marketing']);
    expect(areas.loads).toEqual(['mf_marketing', 'mf_marketing']);
  });

  it('keeps a page that throws while rendering inside its area', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken: AreaModule = {
      version: '1',
      pages: {
        login: () => {
          throw new Error('render failed');
        },
      },
    };
    await renderShell('/login', { areas: fakeAreas({ mf_auth: broken }) });
    expect(await screen.findByRole('heading', { name: 'Accounts is unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the not-found page for unknown paths', async () => {
    await renderShell('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
