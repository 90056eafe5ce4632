import { renderPage } from '@platform/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProposalsList } from './proposals-page';
import type { StaffingProject } from './staffing-api';
import { STAFFING_TEXTS } from './staffing-api';

const project = (index: number): StaffingProject => ({
  id: `p${index}`,
  name: `Shop ${index}`,
  client: { name: 'Kemi Adeyemi', business: null, email: 'kemi@example.com' },
  budget: null,
  deadline: null,
  created_at: '2026-11-20T09:00:00.000Z',
  state: 'To prepare',
  version: null,
  sent_at: null,
});

const FIRST = Array.from({ length: 50 }, (_, index) => project(index + 1));
const SECOND = [project(51), project(52)];
const CURSOR = '2026-11-20T09:00:00.000Z_p50';

describe('the Proposals list', () => {
  it('pages past the newest 50 projects of a state and back', async () => {
    const { platform } = renderPage(<ProposalsList />, {
      path: '/staff/proposals',
      url: '/staff/proposals',
      token: 't',
      script: {
        'GET /api/staff/proposals/': (request) =>
          request.url.includes('before=')
            ? { body: { projects: SECOND, next_before: null } }
            : { body: { projects: FIRST, next_before: CURSOR } },
      },
    });
    expect(await screen.findByRole('link', { name: 'Shop 50' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: STAFFING_TEXTS.newest })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: STAFFING_TEXTS.older }));
    expect(await screen.findByRole('link', { name: 'Shop 52' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Shop 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: STAFFING_TEXTS.older })).not.toBeInTheDocument();
    const paged = platform.requests.filter((request) => request.path === '/api/staff/proposals/');
    expect(paged.at(-1)?.url).toBe(
      `/api/staff/proposals/?state=To%20prepare&before=${encodeURIComponent(CURSOR)}`,
    );

    await userEvent.click(screen.getByRole('button', { name: STAFFING_TEXTS.newest }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Shop 1' })).toBeInTheDocument());
  });

  it('starts again from the newest when the state changes', async () => {
    const { platform } = renderPage(<ProposalsList />, {
      path: '/staff/proposals',
      url: '/staff/proposals',
      token: 't',
      script: { 'GET /api/staff/proposals/': { body: { projects: FIRST, next_before: CURSOR } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: STAFFING_TEXTS.older }));
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Sent');
    await waitFor(() => expect(platform.requests.at(-1)?.url).toBe('/api/staff/proposals/?state=Sent'));
  });
});
