import { renderPage } from '@platform/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProposalEditorPage } from './proposal-editor-page';
import type { ProposalEditor } from './staffing-api';
import { STAFFING_TEXTS } from './staffing-api';

const member = (talent_id: string, name: string, role: string, rate: number) => ({
  talent_id,
  name,
  role,
  discipline: 'design',
  weekly_rate_kobo: rate,
  usual_weekly_rate_kobo: rate,
  reason: null,
  weeks: 4,
  cost: '',
});

const EDITOR: ProposalEditor = {
  project: {
    id: 'p1',
    name: 'Mama Put Website',
    type: 'Design and Development project',
    goal: 'Take orders online before Christmas',
    client: { name: 'Kemi Adeyemi', business: 'Mama Put', email: 'kemi@example.com' },
    budget: '₦1,500,000',
    budget_kobo: 150_000_000,
    budget_said: 'up to ₦1,500,000',
    timeline_said: 'before Christmas',
    deadline: '2026-12-24',
    features: ['Menu', 'Orders'],
  },
  state: 'To prepare',
  draft_number: 1,
  draft_saved: false,
  summary: 'I suggest a UI/UX designer and two developers.',
  weeks_reason: '',
  members: [
    member('t1', 'Chiamaka Obi', 'UI/UX Designer', 38_000_000),
    member('t2', 'Emeka Nwosu', 'Frontend Developer', 42_000_000),
  ],
  phases: [
    {
      name: 'Whole project',
      weeks: 4,
      talent_ids: ['t1', 't2'],
      members: ['Chiamaka Obi', 'Emeka Nwosu'],
      cost_kobo: 320_000_000,
      cost: '₦3,200,000',
    },
  ],
  budget_note: '',
  budget_fit: '',
  weeks: 4,
  total_kobo: 320_000_000,
  total: '₦3,200,000',
  fits_budget: false,
  versions: [],
  pool: [],
};

const open = (script = {}) =>
  renderPage(<ProposalEditorPage />, {
    path: '/staff/proposals/:projectId',
    url: '/staff/proposals/p1',
    script: { 'GET /api/staff/projects/p1/proposal/': { body: EDITOR }, ...script },
    token: 't',
  });

describe('ProposalEditorPage', () => {
  it("shows the client's budget and a total that follows the rates and weeks as they are typed", async () => {
    open();
    expect(await screen.findByTestId('client-budget')).toHaveTextContent('up to ₦1,500,000');
    expect(screen.getByTestId('live-total')).toHaveTextContent('₦3,200,000');
    expect(screen.getByTestId('budget-fit')).toHaveTextContent(
      "4 weeks. Over the client's budget of ₦1,500,000 by ₦1,700,000.",
    );
    expect(screen.getByTestId('client-sees')).toHaveTextContent(
      'The client sees "being prepared" until you send.',
    );
    expect(screen.getByLabelText(/^Why the total is over the budget/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Emeka Nwosu' }));
    const rate = screen.getByLabelText('Weekly rate of Chiamaka Obi');
    await userEvent.clear(rate);
    await userEvent.type(rate, '300000');
    const weeks = screen.getByLabelText('Weeks of phase 1');
    await userEvent.clear(weeks);
    await userEvent.type(weeks, '5');
    expect(screen.getByTestId('live-total')).toHaveTextContent('₦1,500,000');
    expect(screen.getByTestId('budget-fit')).toHaveTextContent(
      "5 weeks. Within the client's budget of ₦1,500,000.",
    );
    expect(screen.queryByLabelText(/^Why the total is over the budget/)).not.toBeInTheDocument();
  });

  it("warns that the machine's note still has the old figures once the team or phases change, until it is edited", async () => {
    const note = 'Phase 1 (2 weeks, ₦1,600,000) starts the work; Phase 2 follows.';
    open({ 'GET /api/staff/projects/p1/proposal/': { body: { ...EDITOR, budget_note: note } } });
    const field = await screen.findByLabelText(/^Why the total is over the budget/);
    expect(screen.queryByText(STAFFING_TEXTS.noteStale)).not.toBeInTheDocument();

    const weeks = screen.getByLabelText('Weeks of phase 1');
    await userEvent.clear(weeks);
    await userEvent.type(weeks, '6');
    expect(field).toHaveAccessibleDescription(STAFFING_TEXTS.noteStale);

    // Back as loaded: the note fits again; rewritten: the words are the editor's own.
    await userEvent.clear(weeks);
    await userEvent.type(weeks, '4');
    expect(screen.queryByText(STAFFING_TEXTS.noteStale)).not.toBeInTheDocument();
    await userEvent.type(weeks, '{Backspace}6');
    await userEvent.type(field, ' Six weeks in all.');
    expect(screen.queryByText(STAFFING_TEXTS.noteStale)).not.toBeInTheDocument();
  });

  it('keeps the team table in a card of its own that scrolls sideways, so the form keeps the page width', async () => {
    open();
    const card = await screen.findByRole('region', { name: 'Members and rates' });
    expect(within(card).getByRole('button', { name: 'Remove Emeka Nwosu' })).toBeInTheDocument();
    expect(card).toHaveAttribute('tabindex', '0');
  });

  it('offers the pool in a labelled drop-down styled as the other controls, and adds the one chosen', async () => {
    open({
      'GET /api/staff/projects/p1/proposal/': {
        body: {
          ...EDITOR,
          pool: [
            {
              id: 't9',
              name: 'Tolu Bello',
              role: 'Backend Developer',
              discipline: 'development',
              seniority: 'Senior',
              weekly_rate_kobo: 45_000_000,
              rate: '₦450,000 / week',
            },
          ],
        },
      },
    });
    const add = await screen.findByRole('combobox', { name: STAFFING_TEXTS.addTalent });
    // A visible label, as every field has, and the shared control's look (shared-ui's Field).
    expect(screen.getByText(STAFFING_TEXTS.addTalent, { selector: 'label' })).toBeVisible();
    expect(add.className).not.toBe('');
    expect(add.className).toBe(screen.getByLabelText('Weeks of phase 1').className);
    expect(
      within(add)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([STAFFING_TEXTS.choosePerson, 'Tolu Bello, Backend Developer (Senior), ₦450,000 / week']);
    await userEvent.selectOptions(add, 'Tolu Bello, Backend Developer (Senior), ₦450,000 / week');
    expect(screen.getByLabelText('Weekly rate of Tolu Bello')).toBeInTheDocument();
  });

  it('says which rate or length is missing instead of claiming the client has no budget', async () => {
    open({
      'GET /api/staff/projects/p1/proposal/': {
        body: { ...EDITOR, project: { ...EDITOR.project, budget: null, budget_kobo: null } },
      },
    });
    const fit = await screen.findByTestId('budget-fit');
    expect(fit).toHaveTextContent(STAFFING_TEXTS.noBudget);
    const rate = screen.getByLabelText('Weekly rate of Chiamaka Obi');
    await userEvent.clear(rate);
    expect(fit).toHaveTextContent(STAFFING_TEXTS.badRate('Chiamaka Obi'));
    expect(fit).not.toHaveTextContent(STAFFING_TEXTS.noBudget);
    expect(screen.getByTestId('live-total')).toHaveTextContent('—');
    await userEvent.type(rate, 'lots');
    expect(fit).toHaveTextContent(STAFFING_TEXTS.badRate('Chiamaka Obi'));
    await userEvent.clear(rate);
    await userEvent.type(rate, '300000');
    await userEvent.clear(screen.getByLabelText('Weeks of phase 1'));
    expect(fit).toHaveTextContent(STAFFING_TEXTS.badWeeks(1));
    await userEvent.type(screen.getByLabelText('Weeks of phase 1'), '4');
    expect(fit).toHaveTextContent(STAFFING_TEXTS.noBudget);
  });

  it('lists the versions sent, each with when in Lagos time and by whom', async () => {
    open({
      'GET /api/staff/projects/p1/proposal/': {
        body: {
          ...EDITOR,
          versions: [
            {
              number: 1,
              sent_at: '2026-11-23T23:30:00.000Z',
              sent_by: 'Ife Ade',
              total: '₦3,200,000',
              weeks: 4,
            },
          ],
        },
      },
    });
    expect(
      await screen.findByText('Version 1: ₦3,200,000 over 4 weeks, sent 24 Nov 2026, 00:30 by Ife Ade'),
    ).toBeInTheDocument();
    // What the client sees says the same moment, not the ISO day in UTC (23 November).
    expect(screen.getByTestId('client-sees')).toHaveTextContent(
      'The client sees version 1, sent 24 Nov 2026, 00:30. Editing version 1.',
    );
  });

  it('saves the draft and sends it, in kobo, and shows the refusal of the server', async () => {
    const { platform } = open({
      'PUT /api/staff/projects/p1/proposal/': { body: { message: 'Proposal saved.', proposal: EDITOR } },
      'POST /api/staff/projects/p1/proposal/send/': {
        status: 422,
        body: {
          message:
            "The total of ₦3,200,000 is over the client's budget of ₦1,500,000: fit the proposal to the budget, or say why in the budget note.",
          errors: { budget_note: 'Say why.' },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save and send to the client' }));
    expect(await screen.findByText('Say why.')).toBeInTheDocument();
    expect(platform.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      summary: 'I suggest a UI/UX designer and two developers.',
      members: [
        { talent_id: 't1', weekly_rate_kobo: 38_000_000 },
        { talent_id: 't2', weekly_rate_kobo: 42_000_000 },
      ],
      phases: [{ name: 'Whole project', weeks: 4, talent_ids: ['t1', 't2'] }],
      budget_note: '',
    });
  });
});
