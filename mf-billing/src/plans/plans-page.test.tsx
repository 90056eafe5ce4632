import { providePlatform } from '@platform/shared-ui';
import { createTestPlatform, SAMPLE_PLANS, type TestPlatform } from '@platform/shared-ui/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import PlansPage from './plans-page';

function renderPlans(): TestPlatform {
  const platform = createTestPlatform({
    token: 'token-1',
    script: { 'GET /api/plans/': { body: { ...SAMPLE_PLANS, current_plan: 'startup' } } },
  });
  providePlatform(platform);
  render(
    <MemoryRouter initialEntries={['/billing', '/billing/plans']} initialIndex={1}>
      <Routes>
        <Route path="/billing" element={<p>Billing overview</p>} />
        <Route path="/billing/plans" element={<PlansPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return platform;
}

describe('PlansPage', () => {
  it('shows the four plan cards with the current plan (Startup) highlighted', async () => {
    const platform = renderPlans();

    const startup = await screen.findByRole('article', { name: 'Startup Plan' });
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Free Starter',
      'Startup Plan',
      'Growth Plan',
      'Enterprise',
    ]);
    expect(within(startup).getByText('Current Plan')).toBeInTheDocument();
    expect(screen.getAllByText('Current Plan')).toHaveLength(1);
    expect(startup).toHaveAttribute('data-highlighted', 'true');
    expect(screen.getByRole('article', { name: 'Growth Plan' })).toHaveAttribute('data-highlighted', 'false');
    expect(
      within(screen.getByRole('article', { name: 'Growth Plan' })).getByText('₦10,000'),
    ).toBeInTheDocument();
    expect(platform.requests[0]?.authorization).toBe('Bearer token-1');
  });

  it('has a Business badge and a Back button', async () => {
    renderPlans();
    expect(screen.getByText('Business')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Billing overview')).toBeInTheDocument();
  });
});
