import { providePlatform } from '@platform/shared-ui/core';
import { createTestPlatform, SAMPLE_PLANS } from '@platform/shared-ui/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import PricingPage from './pricing-page';

function renderPricing(script: Parameters<typeof createTestPlatform>[0]) {
  providePlatform(createTestPlatform(script));
  render(
    <MemoryRouter>
      <PricingPage />
    </MemoryRouter>,
  );
}

describe('PricingPage', () => {
  it('shows the four plans in naira, each with Get Started to /login', async () => {
    renderPricing({ script: { 'GET /api/plans/': { body: SAMPLE_PLANS } } });

    expect(screen.getByText('Loading plans...')).toBeInTheDocument();
    const growth = await screen.findByRole('article', { name: 'Growth Plan' });
    expect(within(growth).getByText('₦10,000')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    for (const link of screen.getAllByRole('link', { name: 'Get Started' })) {
      expect(link).toHaveAttribute('href', '/login');
    }
    expect(screen.getAllByRole('link', { name: 'Get Started' })).toHaveLength(4);
  });

  it('offers to try again when the plans cannot be loaded', async () => {
    let calls = 0;
    renderPricing({
      script: {
        'GET /api/plans/': () =>
          ++calls === 1 ? { status: 500, body: { message: 'Plans are down' } } : { body: SAMPLE_PLANS },
      },
    });

    expect(await screen.findByText('Plans are down')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Startup Plan' })).toBeInTheDocument();
  });
});
