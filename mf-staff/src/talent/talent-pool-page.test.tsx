import { renderPage } from '@platform/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffTalent, StaffTalentList } from './talent-api';
import TalentPoolPage from './talent-pool-page';

const NGOZI: StaffTalent = {
  id: 't1',
  name: 'Ngozi Eze',
  email: 'ngozi@example.com',
  role: 'UI/UX Designer',
  discipline: 'design',
  seniority: 'Senior',
  experience_years: 7,
  skills: ['Figma'],
  bio: '',
  rate_kobo: 8_000_000,
  rate_per: 'day',
  rate: '₦80,000 / day',
  weekly_rate_kobo: 40_000_000,
  available: true,
  active: true,
  deactivated_at: null,
  bank: { bank_name: 'GTBank', account_name: 'Ngozi Eze', account_number: '•••• 6789' },
  sign_in: 'Not invited',
  invited_at: null,
  created_at: '2026-11-26T09:00:00Z',
  updated_at: '2026-11-26T09:00:00Z',
};

const LIST: StaffTalentList = {
  talent: [NGOZI],
  disciplines: [
    { value: 'design', label: 'Product design' },
    { value: 'frontend', label: 'Frontend development' },
  ],
  seniorities: ['Junior', 'Mid-level', 'Senior', 'Lead'],
};

describe('TalentPoolPage', () => {
  it('lists the pool with the rate, the sign-in state and the payout account masked', async () => {
    renderPage(<TalentPoolPage />, { script: { 'GET /api/staff/talent/': { body: LIST } }, token: 't' });
    const row = await screen.findByRole('row', { name: 'Ngozi Eze' });
    expect(row).toHaveTextContent('₦80,000 / day');
    expect(row).toHaveTextContent('GTBank •••• 6789');
    expect(row).toHaveTextContent('Not invited');
    expect(within(row).getByRole('button', { name: 'Invite Ngozi Eze' })).toBeInTheDocument();
  });

  it('says the pool is empty with how to fill it', async () => {
    renderPage(<TalentPoolPage />, {
      script: { 'GET /api/staff/talent/': { body: { ...LIST, talent: [] } } },
      token: 't',
    });
    expect(await screen.findByText('No talent here yet. Add the first with Add talent.')).toBeInTheDocument();
  });

  it('adds a talent with a day rate typed in naira and sent in kobo, and shows the refusal at its field', async () => {
    // Key by key without a timer between keys: a dozen fields typed one macrotask per key is slow on a busy machine.
    const user = userEvent.setup({ delay: null });
    let tries = 0;
    const { platform } = renderPage(<TalentPoolPage />, {
      script: {
        'GET /api/staff/talent/': { body: LIST },
        'POST /api/staff/talent/': () =>
          ++tries === 1
            ? {
                status: 422,
                body: {
                  message: 'The account number has 10 digits.',
                  errors: { 'bank.account_number': 'The account number has 10 digits.' },
                },
              }
            : {
                status: 201,
                body: { message: 'Talent added.', talent: { ...NGOZI, id: 't2', name: 'Bisi Lawal' } },
              },
      },
      token: 't',
    });
    await user.click(await screen.findByRole('button', { name: 'Add talent' }));
    const form = screen.getByRole('form', { name: 'New talent' });
    await user.type(within(form).getByLabelText('Full name'), 'Bisi Lawal');
    await user.type(within(form).getByLabelText('E-mail'), 'bisi@example.com');
    await user.type(within(form).getByLabelText('Role'), 'Frontend Developer');
    await user.selectOptions(within(form).getByLabelText('Kind of work'), 'Frontend development');
    await user.selectOptions(within(form).getByLabelText('Seniority'), 'Mid-level');
    await user.type(within(form).getByLabelText('Years of experience'), '4');
    await user.type(within(form).getByLabelText(/^Skills/), 'React, TypeScript');
    await user.type(within(form).getByLabelText('Rate (₦)'), '60,000');
    await user.type(within(form).getByLabelText('Bank'), 'Access Bank');
    await user.type(within(form).getByLabelText('Account name'), 'Bisi Lawal');
    await user.type(within(form).getByLabelText('Account number'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Save talent' }));
    expect(await within(form).findByText('The account number has 10 digits.')).toBeInTheDocument();
    expect(platform.requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Bisi Lawal',
      email: 'bisi@example.com',
      role: 'Frontend Developer',
      discipline: 'frontend',
      seniority: 'Mid-level',
      experience_years: 4,
      skills: ['React', ' TypeScript'],
      rate_kobo: 6_000_000,
      rate_per: 'day',
      available: true,
      bio: '',
      bank: { bank_name: 'Access Bank', account_name: 'Bisi Lawal', account_number: '12345' },
    });
    await user.clear(within(form).getByLabelText('Account number'));
    await user.type(within(form).getByLabelText('Account number'), '0123456789');
    await user.click(within(form).getByRole('button', { name: 'Save talent' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New talent' })).toBeNull());
    expect(platform.toasts.map((toast) => toast.message)).toContain('Talent added.');
  });
});
