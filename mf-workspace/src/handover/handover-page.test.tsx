import { HANDOVER_MESSAGES } from '@platform/contract';
import { renderPage, toastMessages } from '@platform/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROJECT } from '../tasks/task-test-data';
import { teamFrame } from '../team/team-test-data';
import type { Handover, HandoverPending } from './handover-api';
import HandoverPage, { HANDOVER_TEXTS } from './handover-page';

const HANDOVER: Handover = {
  ready: true,
  project: { id: 'p1', name: 'Bakery Website', completed_on: '2026-12-21' },
  scope: { goal: 'Take cake orders online', features: ['Catalogue', 'Checkout'] },
  milestones: [
    {
      id: 'm1',
      position: 1,
      title: 'Milestone 1',
      features: ['Catalogue'],
      due_date: '2026-12-07',
      delivered_on: '2026-12-05',
      accepted_on: '2026-12-06',
      auto_accepted: false,
      paid_on: '2026-11-23',
      amount_kobo: 152_000_000,
      amount: '₦1,520,000',
      deliverables: {
        files: [{ id: 'f1', name: 'catalogue.pdf', version: 2, size: 2048 }],
        link: 'https://preview.example.com',
        notes: 'The catalogue, as agreed.',
      },
    },
    {
      id: 'm2',
      position: 2,
      title: 'Milestone 2',
      features: ['Checkout'],
      due_date: '2026-12-21',
      delivered_on: '2026-12-14',
      accepted_on: '2026-12-21',
      auto_accepted: true,
      paid_on: '2026-12-21',
      amount_kobo: 152_000_000,
      amount: '₦1,520,000',
      deliverables: { files: [], link: null, notes: '' },
    },
  ],
  payments: [
    {
      label: '50% on signing',
      amount_kobo: 152_000_000,
      amount: '₦1,520,000',
      paid_on: '2026-11-23',
      invoice_number: 7,
    },
    {
      label: '50% on delivery',
      amount_kobo: 152_000_000,
      amount: '₦1,520,000',
      paid_on: '2026-12-21',
      invoice_number: 9,
    },
  ],
  total_paid_kobo: 304_000_000,
  total_paid: '₦3,040,000',
  files_count: 1,
  rating: null,
  can_rate: true,
};

const RATED: Handover = {
  ...HANDOVER,
  rating: { stars: 4, comment: 'Clear updates.', rated_by: 'Kemi Adeyemi', rated_on: '2026-12-22' },
  can_rate: false,
};

function open(script: Record<string, unknown>) {
  const frame = teamFrame('View');
  return renderPage(<HandoverPage />, {
    path: '/project/workspace/:id/:name/handover',
    url: '/project/workspace/p1/bakery/handover',
    token: 'token-1',
    script: {
      ...frame,
      'GET /api/projects/p1/': { body: { ...PROJECT, status: 'COMPLETED' } },
      'POST /api/handle-load-conversation/': { body: { conversation: [] } },
      ...script,
    } as never,
  });
}

let downloads: { url: string; authorization: string | null }[] = [];

beforeEach(() => {
  downloads = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    // The live event stream also uses fetch; only the download is counted.
    if (!String(url).startsWith('/api/events/'))
      downloads.push({ url, authorization: new Headers(init.headers).get('Authorization') });
    return Promise.resolve(new Response('PK', { status: 200 }));
  });
  URL.createObjectURL = () => 'blob:zip';
  URL.revokeObjectURL = () => undefined;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the handover page', () => {
  it('shows the final report: scope delivered, each milestone with its dates and amount, the payments', async () => {
    open({ 'GET /api/projects/p1/handover/': { body: HANDOVER } });
    expect(await screen.findByTestId('completed-on')).toHaveTextContent('Completed on 2026-12-21');
    expect(screen.getByText('Goal: Take cake orders online')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Features delivered' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    const first = screen.getByRole('row', { name: /Milestone 1/ });
    for (const cell of ['2026-12-07', '2026-12-05', '2026-12-06', '2026-11-23', '₦1,520,000']) {
      expect(within(first).getByText(cell)).toBeInTheDocument();
    }
    expect(within(first).getByText('catalogue.pdf (v2)')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'https://preview.example.com' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Milestone 2/ })).getByText('(automatically)'),
    ).toBeInTheDocument();
    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getByText('INV-9')).toBeInTheDocument();
    expect(screen.getByTestId('total-paid')).toHaveTextContent('₦3,040,000');
  });

  it('downloads every deliverable at once as the zip, with the bearer token', async () => {
    open({ 'GET /api/projects/p1/handover/': { body: HANDOVER } });
    await userEvent.click(await screen.findByRole('button', { name: 'Download all' }));
    await waitFor(() =>
      expect(downloads).toEqual([
        { url: '/api/projects/p1/handover/deliverables.zip', authorization: 'Bearer token-1' },
      ]),
    );
  });

  it('checks the rating before sending it, sends it once and then shows the rating given', async () => {
    let rated = false;
    const sent: unknown[] = [];
    const { platform } = open({
      'GET /api/projects/p1/handover/': () => ({ body: rated ? RATED : HANDOVER }),
      'POST /api/projects/p1/rating/': (request: { body: unknown }) => {
        sent.push(request.body);
        rated = true;
        return { status: 201, body: { message: HANDOVER_MESSAGES.rated } };
      },
    });
    const form = await screen.findByRole('form', { name: 'Rate the team' });
    await userEvent.click(within(form).getByRole('button', { name: 'Rate the team' }));
    expect(toastMessages(platform)).toContain(HANDOVER_MESSAGES.stars);
    expect(within(form).getByLabelText('Rating')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await userEvent.selectOptions(within(form).getByLabelText('Rating'), '4 stars');
    await userEvent.type(within(form).getByLabelText('Comment (optional)'), 'Clear updates.');
    await userEvent.click(within(form).getByRole('button', { name: 'Rate the team' }));
    await waitFor(() => expect(toastMessages(platform)).toContain(HANDOVER_MESSAGES.rated));
    expect(sent).toEqual([{ stars: 4, comment: 'Clear updates.' }]);
    const given = await screen.findByLabelText('Your team rating');
    expect(within(given).getByLabelText('4 out of 5 stars')).toBeInTheDocument();
    expect(given).toHaveTextContent('Clear updates.');
    expect(given).toHaveTextContent('Rated by Kemi Adeyemi on 2026-12-22');
    expect(screen.queryByRole('form', { name: 'Rate the team' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a rating already given", async () => {
    const { platform } = open({
      'GET /api/projects/p1/handover/': { body: HANDOVER },
      'POST /api/projects/p1/rating/': { status: 409, body: { message: HANDOVER_MESSAGES.alreadyRated } },
    });
    const form = await screen.findByRole('form', { name: 'Rate the team' });
    await userEvent.selectOptions(within(form).getByLabelText('Rating'), '5 stars');
    await userEvent.click(within(form).getByRole('button', { name: 'Rate the team' }));
    await waitFor(() => expect(toastMessages(platform)).toContain(HANDOVER_MESSAGES.alreadyRated));
  });

  it('says what a project not complete yet still waits for, as a page rather than an error', async () => {
    const pending: HandoverPending = {
      ready: false,
      message: HANDOVER_MESSAGES.notCompleted,
      missing: [
        { id: 'm1', position: 1, title: 'Logo and brand kit', waiting_for: 'payment' },
        { id: 'm2', position: 2, title: 'Website launch', waiting_for: 'delivery' },
      ],
    };
    open({ 'GET /api/projects/p1/handover/': { body: pending } });
    const section = await screen.findByRole('region', { name: HANDOVER_TEXTS.notReady });
    expect(section).toHaveTextContent(HANDOVER_MESSAGES.notCompleted);
    const rows = within(screen.getByRole('list', { name: 'Milestones still open' })).getAllByRole('listitem');
    expect(rows.map((item) => item.textContent)).toEqual([
      `1. Logo and brand kit ${HANDOVER_TEXTS.waitingFor.payment}`,
      `2. Website launch ${HANDOVER_TEXTS.waitingFor.delivery}`,
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download all' })).not.toBeInTheDocument();
  });

  it('says when nothing is planned yet', async () => {
    open({
      'GET /api/projects/p1/handover/': {
        body: {
          ready: false,
          message: HANDOVER_MESSAGES.notCompleted,
          missing: [],
        } satisfies HandoverPending,
      },
    });
    expect(await screen.findByText(HANDOVER_TEXTS.noMilestones)).toBeInTheDocument();
  });
});
