import { renderPage } from '@platform/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { teamFrame } from '../team/team-test-data';
import type { MeetingCard } from './meetings-api';
import MeetingsPage from './meetings-page';

const meeting = (fields: Partial<MeetingCard> & Pick<MeetingCard, 'id' | 'title'>): MeetingCard => ({
  date: 'Tuesday, 1st December, 2026, 2:30PM',
  time_zone: 'Africa/Lagos',
  cancelled_at: null,
  version: 0,
  duration_minutes: 30,
  starts_at: '2026-12-01T13:30:00Z',
  ends_at: '2026-12-01T14:00:00Z',
  description: '',
  duration: '30 minutes',
  participants: 2,
  people_note: 'Entire team',
  action_label: 'Join',
  link: 'https://meet.example.com/x',
  notes: '',
  kickoff: false,
  status: 'scheduled',
  held_at: null,
  can_edit_notes: true,
  ...fields,
});

describe('the meetings page', () => {
  it('keeps the notes being typed in one meeting while another is marked held and the list reloads', async () => {
    let held = false;
    renderPage(<MeetingsPage />, {
      path: '/project/workspace/:id/:name/meetings',
      url: '/project/workspace/p1/salon-booking/meetings',
      token: 'token-1',
      script: {
        ...teamFrame('Edit'),
        'POST /api/handle-load-conversation/': { body: { conversation: [] } },
        'POST /api/get-project-features/': { body: { features: [] } },
        'GET /api/projects/p1/meetings/': (request) => ({
          body: {
            meetings: request.url.includes('tab=upcoming')
              ? [
                  meeting({ id: 'm1', title: 'Design review', action_label: 'View Notes' }),
                  meeting({ id: 'm2', title: 'Project kickoff', status: held ? 'held' : 'scheduled' }),
                ]
              : [],
          },
        }),
        'POST /api/meetings/m2/held/': () => {
          held = true;
          return { body: { message: 'Meeting marked as held.' } };
        },
      },
    });
    const review = await screen.findByRole('article', { name: 'Design review' });
    await userEvent.click(within(review).getByRole('button', { name: 'View Notes' }));
    await userEvent.type(within(review).getByLabelText('Notes'), 'Agreed on the booking flow');

    const kickoff = screen.getByRole('article', { name: 'Project kickoff' });
    await userEvent.click(within(kickoff).getByRole('button', { name: 'Mark as held' }));
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Project kickoff' })).toHaveTextContent('Held'),
    );

    const notes = within(screen.getByRole('article', { name: 'Design review' })).getByLabelText('Notes');
    expect(notes).toHaveValue('Agreed on the booking flow');
  });
});
