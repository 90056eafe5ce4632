import { providePlatform } from '@platform/shared-ui';
import { createTestPlatform } from '@platform/shared-ui/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import HomePage from './home-page';

describe('HomePage', () => {
  it('shows the hero with the beta badge, the main call to action and links to pricing and quotes', async () => {
    const platform = createTestPlatform();
    providePlatform(platform);
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );

    expect(screen.getByText('Beta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Get a Custom Quote' })).toHaveAttribute('href', '/custom-quote');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('On-Demand Printing');

    await userEvent.click(screen.getByRole('button', { name: "Let's Build Something Together" }));
    expect(platform.comingSoonCalls).toBe(1);
  });
});
