import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MeetingCard } from './meetings-api';
import { MeetingsCalendar } from './meetings-calendar';

const meeting = (fields: Partial<MeetingCard>): MeetingCard => ({
  id: 'm1',
  title: 'Project kickoff',
  date: 'Tuesday, 1st December, 2026, 2:30PM',
  time_zone: 'Africa/Lagos',
  cancelled_at: null,
  version: 0,
  duration_minutes: 30,
  starts_at: new Date(2026, 11, 1, 14, 30).toISOString(),
  ends_at: new Date(2026, 11, 1, 16, 0).toISOString(),
  description: '',
  duration: '1 hour 30 minutes',
  participants: 2,
  people_note: 'Entire team: You and Tayo Okoro',
  action_label: 'Join',
  link: 'https://meet.example.com/kickoff',
  notes: '',
  kickoff: true,
  status: 'scheduled',
  held_at: null,
  can_edit_notes: false,
  entire_team: true,
  teams: [],
  ...fields,
});

describe('the meetings calendar', () => {
  it('puts each meeting on its day with its time and duration, marking kickoffs and held ones, month by month', async () => {
    render(
      <MeetingsCalendar
        now={new Date(2026, 10, 25, 9, 0)}
        meetings={[
          meeting({}),
          meeting({
            id: 'm2',
            title: 'Design review',
            kickoff: false,
            status: 'held',
            starts_at: new Date(2026, 10, 26, 10, 0).toISOString(),
            duration: '30 minutes',
          }),
        ]}
      />,
    );
    expect(screen.getByText('November 2026')).toBeTruthy();
    const thursday = screen.getByRole('group', { name: new Date(2026, 10, 26).toDateString() });
    expect(within(thursday).getByText(/Design review \(30 minutes\) · Held/)).toBeTruthy();
    expect(screen.queryByText(/Project kickoff/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    const tuesday = screen.getByRole('group', { name: new Date(2026, 11, 1).toDateString() });
    expect(
      within(tuesday).getByText(/2:30\s?pm Project kickoff \(1 hour 30 minutes\) · Kickoff$/i),
    ).toBeTruthy();
  });
});
