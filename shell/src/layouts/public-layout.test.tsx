import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAreas, pagesModule, renderShell } from '../test-utils';

const areas = () => fakeAreas({ mf_marketing: pagesModule('1', ['home', 'pricing', 'services', 'terms']) });

async function renderPublic(path = '/') {
  const shell = await renderShell(path, { areas: areas() });
  await screen.findByText(/^Page /);
  return shell;
}

describe('public layout', () => {
  it('shows the logo and the footer with the services, the company pages and the legal links', async () => {
    await renderPublic();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Buildbay' })).toHaveAttribute(
      'href',
      '/',
    );
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent('On-Demand Printing');
    expect(footer).toHaveTextContent('build-with-tools platform');
    expect(footer).toHaveTextContent('tools-to-create product');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('titles each page after it', async () => {
    await renderPublic('/pricing');
    await waitFor(() => expect(document.title).toBe('Pricing · Buildbay'));
  });

  it('folds the links behind a Menu button that closes on a followed link and on Escape', async () => {
    const user = userEvent.setup();
    await renderPublic();
    // jsdom applies no media queries: the button keeps its wide-screen display: none.
    const menu = document.querySelector<HTMLButtonElement>('button[aria-controls="main-navigation"]');
    if (!menu) throw new Error('no Menu button');
    expect(menu).toHaveTextContent('Menu');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', 'main-navigation');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Services' }),
    );
    expect(await screen.findByText('Page services')).toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(document.title).toBe('Services · Buildbay'));

    await user.click(menu);
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });
});
