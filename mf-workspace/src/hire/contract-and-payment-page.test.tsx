import { everyArea } from '@platform/contract';
import { holdPosts, renderPage } from '@platform/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PROJECT, ROOT } from './hire-test-project';
import ContractAndPaymentPage from './contract-and-payment-page';
import { ContractDueNotice } from './contract-due-notice';
import type { Contract, ContractDocument, Onboarding } from './hire-api';
import ReviewTeamAndCostPage from './review-team-and-cost-page';

const part = (label: string, amount: string, due: string) => ({
  label,
  amount,
  amount_kobo: 0,
  due,
  due_date: null,
});

const DOCUMENT: ContractDocument = {
  title: 'Managed Team Services Agreement',
  project: { id: 'p1', name: 'Crumbs', type: 'Design and Development project' },
  client: { name: 'Ada Obi', business: 'Crumbs Ltd', email: 'ada@example.com' },
  scope: 'An online cake shop.',
  team: [
    {
      talent_id: 't1',
      name: 'Chiamaka Obi',
      role: 'UI/UX Designer',
      weekly_rate_kobo: 38_000_000,
      rate: '₦380,000 / week',
      weeks: 4,
      amount_kobo: 152_000_000,
      amount: '₦1,520,000',
    },
  ],
  team_composition: '1x UI/UX Designer',
  timeline_weeks: 4,
  timeline_reason: 'Estimated from the size of the 3 features.',
  deliverables: ['Website'],
  features: ['Catalogue', 'Checkout'],
  installments: false,
  payment_schedule: [
    part('50% on signing', '₦760,000', 'On signing'),
    part('50% on delivery', '₦760,000', 'On delivery (week 4)'),
  ],
  payment_schedule_summary: '50% on signing, 50% on delivery',
  payment_method: 'Card or bank transfer (secure checkout)',
  total_kobo: 152_000_000,
  total: '₦1,520,000',
  first_payment_kobo: 76_000_000,
  first_payment: '₦760,000',
  first_payment_due: 'On signing',
  terms: [
    'Payments are non-refundable once work has commenced.',
    'Intellectual property transfers to the client upon final payment.',
    'Both parties keep project information confidential.',
    'Scope changes go through a formal change request process and may affect timeline and cost.',
  ],
  signature: null,
};

const DRAFT: Contract = {
  status: 'Draft',
  document: DOCUMENT,
  document_sha256: 'a'.repeat(64),
  team_saved: true,
  proposal: { version: 2, sent_on: '1 March 2026', budget_fit: '' },
  signed: null,
  payment: { status: 'Due on signing', amount: '₦760,000', amount_kobo: 76_000_000, paid_at: null },
};

const INSTALMENTS: Contract = {
  ...DRAFT,
  document_sha256: 'b'.repeat(64),
  document: {
    ...DOCUMENT,
    installments: true,
    payment_schedule: [
      part('Instalment 1 of 2', '₦760,000', 'On signing'),
      part('Instalment 2 of 2', '₦760,000', '1 month after signing'),
    ],
    payment_schedule_summary: '2 equal monthly instalments, the first on signing',
  },
};

const SIGNED: Contract = {
  ...INSTALMENTS,
  status: 'Signed',
  signed: {
    full_name: 'Ada Obi',
    signed_at: '2026-03-02T10:00:00Z',
    signed_on: '2 March 2026',
    ip: '127.0.0.1',
    intact: true,
  },
  payment: { ...DRAFT.payment, status: 'Due' },
};

const frame = {
  'GET /api/projects/p1/': { body: PROJECT },
  'POST /api/insights/': { body: { page_message: 'Contract', insight: 'Ready to sign.' } },
  'POST /api/handle-load-conversation/': { body: { conversation: [] } },
};

describe('ContractAndPaymentPage', () => {
  it('shows the details, the four terms and changes the schedule with Monthly Installments', async () => {
    const { platform } = renderPage(<ContractAndPaymentPage />, {
      path: '/project/workspace/:id/:name/contract-and-payment',
      url: `${ROOT}/contract-and-payment`,
      script: {
        ...frame,
        'GET /api/projects/p1/contract/': { body: DRAFT },
        'PATCH /api/projects/p1/contract/': {
          body: { message: 'Payment schedule updated.', contract: INSTALMENTS },
        },
      },
      token: 'token-1',
    });
    expect(await screen.findByTestId('contract-total')).toHaveTextContent('₦1,520,000');
    expect(
      screen.getByText('Intellectual property transfers to the client upon final payment.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('schedule-summary')).toHaveTextContent('50% on signing, 50% on delivery');
    // What is made (the brief's key deliverables) apart from what it does (the features).
    expect(screen.getByText('Deliverables').nextElementSibling).toHaveTextContent(/^Website$/);
    expect(screen.getByText('Features').nextElementSibling).toHaveTextContent(/^Catalogue, Checkout$/);

    await userEvent.click(screen.getByLabelText('Monthly Installments'));
    expect(await screen.findByText('Instalment 2 of 2')).toBeInTheDocument();
    expect(screen.getByTestId('schedule-summary')).toHaveTextContent(
      '2 equal monthly instalments, the first on signing',
    );
    expect(platform.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      installments: true,
    });
  });

  /** The contract page of an unsigned contract with instalments, the signature answered with `signed`. */
  const openToSign = (signed: { status: number; body: unknown }) =>
    renderPage(<ContractAndPaymentPage />, {
      path: '/project/workspace/:id/:name/contract-and-payment',
      url: `${ROOT}/contract-and-payment`,
      script: {
        ...frame,
        'GET /api/projects/p1/contract/': { body: INSTALMENTS },
        'POST /api/projects/p1/contract/sign/': signed,
      },
      token: 'token-1',
    });

  it('signs with the typed name, the agreement and the hash it showed, then offers the payment and the PDF', async () => {
    const { platform } = openToSign({
      status: 201,
      body: { message: 'Contract signed.', contract: SIGNED },
    });
    await userEvent.type(await screen.findByLabelText('Full name'), 'Ada Obi');
    await userEvent.click(screen.getByLabelText(/I have read and agree/));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Contract' }));
    expect(await screen.findByTestId('signed-by')).toHaveTextContent('Signed by Ada Obi on 2 March 2026');
    expect(platform.requests.find((request) => request.path.endsWith('/sign/'))?.body).toEqual({
      full_name: 'Ada Obi',
      agree: true,
      document_sha256: 'b'.repeat(64),
    });
    expect(platform.toasts.map((toast) => toast.message)).toContain('Contract signed.');
    expect(screen.getByRole('button', { name: 'Pay ₦760,000' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.getByLabelText('Monthly Installments')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Sign Contract' })).toBeNull();
  });

  it('tells a member without Approve in Budget & Financial Control why they cannot sign or pay', async () => {
    renderPage(<ContractAndPaymentPage />, {
      path: '/project/workspace/:id/:name/contract-and-payment',
      url: `${ROOT}/contract-and-payment`,
      script: {
        ...frame,
        'GET /api/projects/p1/': { body: { ...PROJECT, my_permissions: everyArea('View') } },
        'GET /api/projects/p1/contract/': { body: INSTALMENTS },
      },
      token: 'token-1',
    });
    expect(
      await screen.findByText(
        'Signing the contract or paying needs Approve in Budget & Financial Control — ask the project owner.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Full name')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign Contract' })).toBeNull();
    expect(screen.getByLabelText('Monthly Installments')).toBeDisabled();
  });

  it("waits while signing, and shows the server's checks under the name and the agreement", async () => {
    const refusal = {
      full_name: 'Type your full name to sign.',
      agree: 'Tick the box to agree to the contract.',
    };
    const { platform } = openToSign({
      status: 422,
      body: { message: 'Type your full name to sign.', errors: refusal },
    });
    const held = holdPosts(platform, '/api/projects/p1/contract/sign/');
    const sign = await screen.findByRole('button', { name: 'Sign Contract' });
    await userEvent.click(sign);
    expect(sign).toBeDisabled();
    expect(screen.getByLabelText('Monthly Installments')).toBeDisabled();
    held.release();
    await waitFor(() =>
      expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(refusal.full_name),
    );
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(screen.getByLabelText(/I have read and agree/)).toHaveAccessibleDescription(refusal.agree);
    expect(platform.toasts).toEqual([
      { message: 'Type your full name to sign.', options: { position: 'bottom-right', type: 'error' } },
    ]);
    expect(sign).toBeEnabled();
  });
});

describe('the onboarding route', () => {
  const onboarding: Onboarding = {
    contract_signed: true,
    progress: 25,
    status_text: 'Team Onboarding in Progress',
    steps: [
      {
        key: 'payment',
        title: 'Payment Processed',
        description: 'Initial payment has been confirmed',
        state: 'done',
        date: '2026-03-02T10:00:00Z',
        date_label: '2 March 2026',
        detail: 'First payment verified',
      },
      {
        key: 'team',
        title: 'Team Onboarding',
        description: 'Team members are being notified and prepared',
        state: 'current',
        date: null,
        date_label: 'In progress',
        detail: '0 of 1 team member joined',
      },
      {
        key: 'setup',
        title: 'Project Setup',
        description: 'Setting up project infrastructure and tools',
        state: 'upcoming',
        date: null,
        date_label: 'Pending',
        detail: 'Brief saved, 2 features, 0 tasks',
      },
      {
        key: 'kickoff',
        title: 'Kickoff Meeting',
        description: 'Initial team meeting and project planning',
        state: 'upcoming',
        date: null,
        date_label: 'Pending',
        detail: 'Not held yet',
      },
    ],
  };

  it('shows the review before signing and the onboarding progress once signed', async () => {
    renderPage(<ReviewTeamAndCostPage />, {
      path: '/project/workspace/:id/:name/onboarding',
      url: `${ROOT}/onboarding`,
      script: {
        ...frame,
        'GET /api/projects/p1/contract/': { body: SIGNED },
        'GET /api/projects/p1/onboarding/': { body: onboarding },
      },
      token: 'token-1',
    });
    const bar = await screen.findByRole('progressbar', { name: 'Onboarding progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByTestId('onboarding-status')).toHaveTextContent('Team Onboarding in Progress');
    expect(
      within(screen.getByRole('listitem', { name: 'Payment Processed: Done' })).getByText(/2 March 2026/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Support' })).toBeInTheDocument();
    expect(screen.getByText(/e-mail introduction to your team within the next 24 hours/)).toBeInTheDocument();
  });

  it('is the team and cost review while the contract is a draft', async () => {
    renderPage(<ReviewTeamAndCostPage />, {
      path: '/project/workspace/:id/:name/onboarding',
      url: `${ROOT}/onboarding`,
      script: { ...frame, 'GET /api/projects/p1/contract/': { body: DRAFT } },
      token: 'token-1',
    });
    expect(await screen.findByTestId('total-cost')).toHaveTextContent('₦1,520,000');
    expect(screen.getByTestId('proposal-version')).toHaveTextContent('Version 2, sent on 1 March 2026');
    expect(screen.getByRole('link', { name: 'Continue to Contract' })).toHaveAttribute(
      'href',
      `${ROOT}/contract-and-payment`,
    );
  });

  it('says before the figures how the plan stands against the budget and deadline (issue #28)', async () => {
    const fit =
      'The whole plan is within your budget of ₦2,000,000 and done by your deadline of 24 December 2026.';
    renderPage(<ReviewTeamAndCostPage />, {
      path: '/project/workspace/:id/:name/review-team-and-cost',
      url: `${ROOT}/review-team-and-cost`,
      script: {
        ...frame,
        'GET /api/projects/p1/contract/': {
          body: { ...DRAFT, proposal: { ...DRAFT.proposal, budget_fit: fit } },
        },
      },
      token: 'token-1',
    });
    expect(await screen.findByTestId('budget-fit')).toHaveTextContent(`Your budget and deadline: ${fit}`);
    expect(
      screen.getByTestId('budget-fit').compareDocumentPosition(screen.getByTestId('total-cost')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('says the proposal is being prepared, and shows no team nor total, until Operations send it', async () => {
    const preparing: Contract = { ...DRAFT, status: 'Preparing', team_saved: false, proposal: null };
    for (const [page, url] of [
      [<ReviewTeamAndCostPage key="review" />, 'review-team-and-cost'],
      [<ContractAndPaymentPage key="contract" />, 'contract-and-payment'],
    ] as const) {
      const { unmount } = renderPage(page, {
        path: `/project/workspace/:id/:name/${url}`,
        url: `${ROOT}/${url}`,
        script: { ...frame, 'GET /api/projects/p1/contract/': { body: preparing } },
        token: 'token-1',
      });
      expect(
        await screen.findByText(
          'Our operations team is preparing your team proposal. We will notify you as soon as it is ready.',
        ),
      ).toHaveAttribute('role', 'status');
      expect(screen.queryByTestId('total-cost')).toBeNull();
      expect(screen.queryByLabelText('Full name')).toBeNull();
      unmount();
    }
  });
});

describe('ContractDueNotice', () => {
  it('says what is due once signed and unpaid, and nothing for a draft', async () => {
    const { unmount } = renderPage(<ContractDueNotice projectId="p1" root={ROOT} />, {
      script: { 'GET /api/projects/p1/contract/': { body: SIGNED } },
      token: 'token-1',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The contract was signed on 2 March 2026: the first payment of ₦760,000 is due. Pay now',
    );
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      `${ROOT}/contract-and-payment`,
    );
    unmount();
    const { platform } = renderPage(<ContractDueNotice projectId="p1" root={ROOT} />, {
      path: '/',
      script: { 'GET /api/projects/p1/contract/': { body: DRAFT } },
      token: 'token-1',
    });
    await waitFor(() => expect(platform.requests).toHaveLength(1));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
