import { seedTalentPool } from '@platform/prisma';
import type { Project } from '@platform/prisma';
import { beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../src/platform/sessions/sessions.js';
import { recordFirstPayment } from '../src/workspace/onboarding/first-payment.js';
import { person, send } from './support/collab-fixtures.js';
import type { Answer, Person } from './support/collab-fixtures.js';
import {
  SIGNER,
  contractOf,
  designAndDevelopmentProject as aDesignAndDevelopmentProject,
  proposal as proposalOf,
  sign as signOf,
  signedProject as aSignedProject,
} from './support/contract-fixtures.js';
import { useHarness } from './support/harness.js';
import { sendStartingProposal } from './support/staffing-fixtures.js';
import { pdfText } from './support/pdf-text.js';

/* Issue #12: the proposal, the contract and its signature (once, frozen, by rights), and onboarding's states. */

const h = useHarness();
const signedAt = new Date('2026-11-23T10:00:00Z');

let owner: Person;
let stranger: Person;

/** Someone on the project with one level on Budget & Financial Control (View elsewhere). */
async function withBudget(projectId: string, level: 'VIEW' | 'REVIEW' | 'APPROVE') {
  const who = await person(h);
  await h.db.prisma.projectMember.create({
    data: { projectId, userId: who.id, role: 'Editor', budgetAndFinance: level },
  });
  return who;
}

const proposal = (who: Person, id: string) => proposalOf(h, who, id);
/** Operations send the assistant's team as it is (issue #27: the client sees only a sent proposal). */
const sendProposal = (project: Project) => sendStartingProposal(h, project, stranger.id);
const contract = (who: Person, id: string) => contractOf(h, who, id);
const sign = (who: Person, id: string, body: Answer) => signOf(h, who, id, body);
const designAndDevelopmentProject = (name = 'Cake Shop') =>
  aDesignAndDevelopmentProject(h, owner, name, signedAt);
const signedProject = (name: string) => aSignedProject(h, owner, name, signedAt);

beforeAll(async () => {
  h.setNow(signedAt);
  await seedTalentPool(h.db.prisma);
  owner = await person(h);
  stranger = await person(h);
});

describe('the talent pool and the proposal', () => {
  it('lists available talent with role, rate, experience and skills', async () => {
    const { status, body } = await send(h, owner, 'GET', '/api/talent/?discipline=design');
    expect(status).toBe(200);
    expect(body.talent[0]).toMatchObject({
      name: 'Chiamaka Obi',
      role: 'UI/UX Designer',
      rate: '₦380,000 / week',
      weekly_rate_kobo: 38_000_000,
      experience: '6 years',
      skills: ['Figma', 'Design systems', 'Prototyping', 'User research'],
    });
  });

  it('shows the client nothing until Operations send it, then the sent version with its date', async () => {
    const project = await designAndDevelopmentProject();
    expect(await proposal(owner, project.id)).toMatchObject({
      status: 200,
      body: {
        status: 'Preparing',
        version: null,
        sent_on: null,
        members: [],
        summary:
          'Our operations team is preparing your team proposal. We will notify you as soon as it is ready.',
      },
    });
    await sendProposal(project);
    const { status, body } = await proposal(owner, project.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'Sent',
      version: 1,
      sent_on: '23 November 2026',
      locked: false,
      summary: 'For a Design and Development project, I suggest a UI/UX designer and two developers.',
      weeks: 4,
      installments: false,
      total: '₦5,000,000',
      phases: [{ name: 'Whole project', weeks: 4, cost: '₦5,000,000' }],
    });
    expect(body.members.map((member: Answer) => [member.name, member.role, member.rate])).toEqual([
      ['Chiamaka Obi', 'UI/UX Designer', '₦380,000 / week'],
      ['Emeka Nwosu', 'Frontend Developer', '₦420,000 / week'],
      ['Aisha Bello', 'Backend Developer', '₦450,000 / week'],
    ]);
    const notice = await h.db.prisma.notification.findFirst({
      where: { userId: owner.id },
      orderBy: { createdAt: 'desc' },
    });
    expect(notice?.title).toBe('Your team proposal is ready');
  });

  it('is no longer chosen by the client: the team call only reads; strangers get 404', async () => {
    const project = await designAndDevelopmentProject();
    const viewer = await withBudget(project.id, 'VIEW');
    expect(
      (await send(h, owner, 'PUT', `/api/projects/${project.id}/team-proposal/`, { talent_ids: [] })).status,
    ).toBe(404);
    expect((await proposal(viewer, project.id)).status).toBe(200);
    expect((await proposal(stranger, project.id)).status).toBe(404);
  });
});

describe('the contract and its schedule', () => {
  it('is generated from the live data: scope, team, weeks, deliverables, 50/50 schedule, the four terms', async () => {
    const project = await designAndDevelopmentProject();
    expect(await contract(owner, project.id)).toMatchObject({
      status: 'Preparing',
      team_saved: false,
      proposal: null,
      document: { team: [], total: '₦0' },
    });
    await sendProposal(project);
    const body = await contract(owner, project.id);
    expect(body).toMatchObject({
      status: 'Draft',
      team_saved: true,
      signed: null,
      proposal: { version: 1, sent_on: '23 November 2026' },
    });
    expect(body.document).toMatchObject({
      // Written from the brief, never the chat: what is made is the brief's key deliverables; the features
      // have a row of their own (the scope said "Website and Admin" while the Deliverables row listed features).
      scope: 'An online cake shop for a Lagos bakery. Objectives: Take orders online.',
      team_composition: '1x UI/UX Designer, 1x Frontend Developer, 1x Backend Developer',
      timeline_weeks: 4,
      deliverables: ['Website', 'Admin'],
      features: ['Catalogue', 'Checkout', 'Accounts'],
      // (380,000 + 420,000 + 450,000) × 4 weeks
      total: '₦5,000,000',
      total_kobo: 500_000_000,
      payment_schedule_summary: '50% on signing, 50% on delivery',
      first_payment: '₦2,500,000',
      first_payment_due: 'On signing',
      terms: [
        'Payments are non-refundable once work has commenced.',
        'Intellectual property transfers to the client upon final payment.',
        'Both parties keep project information confidential.',
        'Scope changes go through a formal change request process and may affect timeline and cost.',
      ],
    });
    expect(body.document.payment_schedule.map((part: Answer) => [part.label, part.amount, part.due])).toEqual(
      [
        ['50% on signing', '₦2,500,000', 'On signing'],
        ['50% on delivery', '₦2,500,000', 'On delivery (week 4)'],
      ],
    );
  });

  it('changes to equal monthly parts with Monthly Installments, and back, once a proposal is sent', async () => {
    const project = await designAndDevelopmentProject();
    expect(
      await send(h, owner, 'PATCH', `/api/projects/${project.id}/contract/`, { installments: true }),
    ).toMatchObject({
      status: 409,
      body: {
        message: 'Your team proposal is being prepared. You can sign once our operations team has sent it.',
      },
    });
    await sendProposal(project);
    const on = await send(h, owner, 'PATCH', `/api/projects/${project.id}/contract/`, { installments: true });
    expect(on).toMatchObject({ status: 200, body: { message: 'Payment schedule updated.' } });
    const parts = on.body.contract.document.payment_schedule as Answer[];
    expect(parts.map((part) => [part.label, part.amount, part.due])).toEqual([
      ['Instalment 1 of 2', '₦2,500,000', 'On signing'],
      ['Instalment 2 of 2', '₦2,500,000', '1 month after signing'],
    ]);
    expect(on.body.contract).toMatchObject({ team_saved: true, document: { installments: true } });
    const off = await send(h, owner, 'PATCH', `/api/projects/${project.id}/contract/`, {
      installments: false,
    });
    expect(off.body.contract.document.payment_schedule_summary).toBe('50% on signing, 50% on delivery');
  });
});

describe('signing', () => {
  it('needs a typed full name, agreement, a sent proposal and the contract as shown', async () => {
    const project = await designAndDevelopmentProject();
    const draft = await contract(owner, project.id);
    const valid = { full_name: SIGNER, agree: true, document_sha256: draft.document_sha256 };
    expect(await sign(owner, project.id, { ...valid, full_name: '  Ada  ' })).toMatchObject({
      status: 422,
      body: { message: 'Type your full name (first and last name) to sign.' },
    });
    expect(await sign(owner, project.id, { ...valid, agree: false })).toMatchObject({
      status: 422,
      body: { message: 'Please tick the box to agree to the contract terms.' },
    });
    expect(await sign(owner, project.id, valid)).toMatchObject({
      status: 409,
      body: {
        message: 'Your team proposal is being prepared. You can sign once our operations team has sent it.',
      },
    });
    await sendProposal(project);
    await send(h, owner, 'PATCH', `/api/projects/${project.id}/contract/`, { installments: true });
    expect(await sign(owner, project.id, valid)).toMatchObject({
      status: 409,
      body: { message: 'The contract changed since you opened it. Please review it again before signing.' },
    });
    expect(await h.db.prisma.projectContract.count({ where: { projectId: project.id } })).toBe(0);
  });

  it('needs Approve on Budget & Financial Control; strangers get 404', async () => {
    const project = await designAndDevelopmentProject();
    await sendProposal(project);
    const reviewer = await withBudget(project.id, 'REVIEW');
    const draft = await contract(reviewer, project.id);
    const body = { full_name: 'Bola Ade', agree: true, document_sha256: draft.document_sha256 };
    expect(await sign(reviewer, project.id, body)).toMatchObject({
      status: 403,
      body: { message: 'You need Approve access to Budget & Financial Control.' },
    });
    expect((await sign(stranger, project.id, body)).status).toBe(404);
    const approver = await withBudget(project.id, 'APPROVE');
    const signed = await sign(approver, project.id, body);
    expect(signed).toMatchObject({ status: 201, body: { message: 'Contract signed.' } });
    expect(signed.body.contract.signed.full_name).toBe('Bola Ade');
    const row = await h.db.prisma.projectContract.findUniqueOrThrow({ where: { projectId: project.id } });
    expect(row.signerId).toBe(approver.id);
  });

  it('happens once: the copy is frozen with its hash, signer, time and address; later changes are refused', async () => {
    const project = await signedProject('Frozen Cakes');
    const signed = await contract(owner, project.id);
    expect(signed).toMatchObject({
      status: 'Signed',
      signed: {
        full_name: SIGNER,
        signed_at: signedAt.toISOString(),
        signed_on: '23 November 2026',
        intact: true,
      },
      payment: { status: 'Due', amount: '₦2,500,000' },
      document: { first_payment_due: '2026-11-23', signature: { full_name: SIGNER, user_id: owner.id } },
    });
    expect(signed.document_sha256).toMatch(/^[0-9a-f]{64}$/);
    const row = await h.db.prisma.projectContract.findUniqueOrThrow({ where: { projectId: project.id } });
    expect(row).toMatchObject({
      signerId: owner.id,
      signerName: SIGNER,
      signedAt,
      totalKobo: 500_000_000n,
    });

    // The pool's rates and the project's data move on; the signed copy does not.
    await h.db.prisma.talent.updateMany({ data: { weeklyRateKobo: { increment: 100 } } });
    await h.db.prisma.projectFeature.create({
      data: { projectId: project.id, name: 'Delivery', shortDescription: 'x', specifications: [] },
    });
    const again = await contract(owner, project.id);
    expect(again.document).toEqual(signed.document);
    expect(again.document_sha256).toBe(signed.document_sha256);
    await h.db.prisma.talent.updateMany({ data: { weeklyRateKobo: { decrement: 100 } } });

    const message = 'The contract is signed: the team, cost and payment schedule can no longer change.';
    expect(
      await sign(owner, project.id, { full_name: SIGNER, agree: true, document_sha256: 'x' }),
    ).toMatchObject({
      status: 409,
      body: { message: 'This contract has already been signed.' },
    });
    await expect(sendProposal(project)).rejects.toThrow(message);
    expect(
      await send(h, owner, 'PATCH', `/api/projects/${project.id}/contract/`, { installments: true }),
    ).toMatchObject({ status: 409, body: { message } });
    expect((await proposal(owner, project.id)).body.locked).toBe(true);
  });

  it('gives a PDF carrying the signer, the date and the total, only once signed', async () => {
    const unsigned = await designAndDevelopmentProject();
    expect(await send(h, owner, 'GET', `/api/projects/${unsigned.id}/contract.pdf`)).toMatchObject({
      status: 409,
      body: { message: 'The contract has not been signed yet.' },
    });
    const project = await signedProject('PDF Cakes');
    const response = await h.app.request(`/api/projects/${project.id}/contract.pdf`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = pdfText(bytes);
    expect(text).toContain(`Signed by: ${SIGNER}`);
    expect(text).toContain('Date: 23 November 2026');
    expect(text).toContain('Total: NGN 5,000,000');
    expect(text).toContain('Deliverables: Website; Admin');
    expect(text).toContain('Features: Catalogue; Checkout; Accounts');
    expect(text).toContain('Payments are non-refundable once work has commenced.');
    // The same bytes on every download, also after a change elsewhere makes the answer be read again.
    await h.db.prisma.project.update({ where: { id: project.id }, data: { name: 'PDF Cakes Again' } });
    const again = await h.app.request(`/api/projects/${project.id}/contract.pdf`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await send(h, stranger, 'GET', `/api/projects/${project.id}/contract.pdf`)).status).toBe(404);
  });
});

describe('onboarding', () => {
  const onboarding = async (id: string) =>
    (await send(h, owner, 'GET', `/api/projects/${id}/onboarding/`)).body;
  const states = (body: Answer) => (body.steps as Answer[]).map((step) => [step.title, step.state]);

  it('moves with the project: payment, the team accepting, the setup, then the kickoff', async () => {
    const project = await signedProject('Onboarded Cakes');
    let body = await onboarding(project.id);
    expect(body).toMatchObject({
      contract_signed: true,
      progress: 0,
      status_text: 'Payment Processed in Progress',
    });
    expect(states(body)).toEqual([
      ['Payment Processed', 'current'],
      ['Team Onboarding', 'upcoming'],
      ['Project Setup', 'upcoming'],
      ['Kickoff Meeting', 'upcoming'],
    ]);

    // The first payment goes through the provider's checkout; its signed webhook settles it.
    const paidAt = new Date('2026-11-23T11:00:00Z');
    h.setNow(paidAt);
    const started = await send(h, owner, 'POST', `/api/projects/${project.id}/contract/first-payment/`);
    expect(started).toMatchObject({
      status: 201,
      body: { message: 'Continue to the secure checkout to pay.', amount: '₦2,500,000' },
    });
    const paid = await h.app.request(`${new URL(started.body.checkout_url).pathname}/pay`, {
      method: 'POST',
    });
    // Through our return address, which sends the payer on to the contract page.
    const back = new URL(paid.headers.get('Location') ?? '');
    const onward = await h.app.request(`${back.pathname}${back.search}`);
    expect(onward.headers.get('Location')).toContain(`contract-and-payment?trxref=${started.body.reference}`);
    h.setNow(signedAt);
    // The provider may repeat its event; nothing changes the second time.
    const again = await h.db.prisma.$transaction((tx) =>
      recordFirstPayment(tx, project.id, { reference: 'again', at: new Date() }, () => {
        throw new Error('A repeated event must not tell anyone again.');
      }),
    );
    expect(again).toEqual({ recorded: false });
    expect(await send(h, owner, 'POST', `/api/projects/${project.id}/contract/first-payment/`)).toMatchObject(
      {
        status: 409,
        body: { message: 'The first payment has already been made.' },
      },
    );
    body = await onboarding(project.id);
    expect(body).toMatchObject({ progress: 25, status_text: 'Team Onboarding in Progress' });
    expect(body.steps[0]).toMatchObject({
      state: 'done',
      date: paidAt.toISOString(),
      date_label: '23 November 2026',
    });
    expect(body.steps[1]).toMatchObject({ state: 'current', detail: '0 of 3 team members joined' });
    expect((await h.db.prisma.project.findUniqueOrThrow({ where: { id: project.id } })).status).toBe(
      'IN_PROGRESS',
    );
    expect((await contract(owner, project.id)).payment).toMatchObject({
      status: 'Paid',
      paid_at: paidAt.toISOString(),
    });

    // Each placed talent is told, and joins the team by accepting.
    const seats = await h.db.prisma.teamProposalMember.findMany({
      where: { projectId: project.id },
      include: { talent: { include: { user: true } } },
    });
    expect(seats.every((seat) => seat.assignedAt?.getTime() === paidAt.getTime())).toBe(true);
    for (const seat of seats) {
      const talent = seat.talent.user;
      expect(talent).toBeTruthy();
      const notice = await h.db.prisma.notification.findFirst({ where: { userId: talent?.id ?? '' } });
      expect(notice).toMatchObject({
        title: 'You are placed on Onboarded Cakes',
        link: '/project/placements',
      });
      // By e-mail too, once: the link leads to the page where they accept.
      expect(h.mail.to(talent?.email ?? '')).toMatchObject([
        {
          subject: 'You are placed on Onboarded Cakes',
          text: expect.stringContaining('/project/placements'),
        },
      ]);
    }
    expect((await send(h, stranger, 'POST', `/api/placements/${project.id}/accept/`)).status).toBe(404);
    const joinAs = async (userId: string) => {
      const who = { ...owner, id: userId, token: await startSession(h.db.prisma, userId, signedAt) };
      return send(h, who, 'POST', `/api/placements/${project.id}/accept/`);
    };
    const placementsOf = async (userId: string) => {
      const who = { ...owner, id: userId, token: await startSession(h.db.prisma, userId, signedAt) };
      return (await send(h, who, 'GET', '/api/placements/')).body.placements as Answer[];
    };
    const [firstSeat] = seats;
    const waiting = await placementsOf(firstSeat?.talent.userId ?? '');
    expect(waiting).toEqual([
      {
        project_id: project.id,
        project_name: 'Onboarded Cakes',
        role: firstSeat?.talent.role,
        weekly_rate_kobo: Number(firstSeat?.talent.weeklyRateKobo),
        rate: expect.stringMatching(/^₦[\d,]+ \/ week$/),
        weeks: expect.any(Number),
        client: 'Acme',
        client_contact: owner.name,
        status: 'Pending',
        placed_at: paidAt.toISOString(),
        accepted_at: null,
        workspace_path: `/project/workspace/${project.id}/onboarded-cakes`,
        payouts: [],
      },
    ]);
    // Nobody else sees a placement: the client has none, a stranger none.
    expect(await placementsOf(owner.id)).toEqual([]);
    expect(await placementsOf(stranger.id)).toEqual([]);
    for (const seat of seats) {
      expect(await joinAs(seat.talent.userId ?? '')).toMatchObject({
        status: 200,
        body: { message: 'You have joined the team.' },
      });
    }
    expect(await joinAs(seats[0]?.talent.userId ?? '')).toMatchObject({
      status: 409,
      body: { message: 'You have already joined this project.' },
    });
    expect(await placementsOf(firstSeat?.talent.userId ?? '')).toMatchObject([
      { status: 'Joined', accepted_at: signedAt.toISOString() },
    ]);
    const members = await h.db.prisma.projectMember.findMany({ where: { projectId: project.id } });
    expect(members.map((member) => member.source)).toEqual([
      'PLATFORM_TEAM',
      'PLATFORM_TEAM',
      'PLATFORM_TEAM',
    ]);
    body = await onboarding(project.id);
    expect(body).toMatchObject({ progress: 50, status_text: 'Project Setup in Progress' });
    expect(body.steps[2].detail).toBe('Brief drafted (not saved yet), 3 features, 0 tasks');

    await h.db.prisma.projectBrief.update({ where: { projectId: project.id }, data: { version: 1 } });
    await h.db.prisma.task.create({
      data: { projectId: project.id, name: 'Wireframes', type: 'DESIGN', description: 'x', position: 0 },
    });
    body = await onboarding(project.id);
    expect(body).toMatchObject({ progress: 75, status_text: 'Kickoff Meeting in Progress' });

    const viewer = await withBudget(project.id, 'VIEW');
    expect(
      await send(h, viewer, 'POST', `/api/projects/${project.id}/onboarding/kickoff-held/`),
    ).toMatchObject({
      status: 403,
      body: { message: 'You need Edit access to Team Management & Collaboration.' },
    });
    const held = await send(h, owner, 'POST', `/api/projects/${project.id}/onboarding/kickoff-held/`);
    expect(held).toMatchObject({
      status: 200,
      body: {
        message: 'Kickoff meeting marked as held.',
        onboarding: { progress: 100, status_text: 'Onboarding complete' },
      },
    });
  });

  it('counts a kickoff meeting marked held in Meetings; marking it held or paying needs a signed contract', async () => {
    const project = await designAndDevelopmentProject();
    expect(await send(h, owner, 'POST', `/api/projects/${project.id}/contract/first-payment/`)).toMatchObject(
      {
        status: 409,
        body: { message: 'The contract has not been signed yet.' },
      },
    );
    expect(
      await send(h, owner, 'POST', `/api/projects/${project.id}/onboarding/kickoff-held/`),
    ).toMatchObject({
      status: 409,
      body: { message: 'The contract has not been signed yet.' },
    });
    await h.db.prisma.meeting.create({
      data: {
        projectId: project.id,
        title: 'Kickoff',
        link: 'https://meet.example.com/k',
        startsAt: new Date(signedAt.getTime() - 2 * 3_600_000),
        durationMinutes: 60,
        entireTeam: true,
        teams: [],
        kickoff: true,
        heldAt: signedAt,
      },
    });
    const body = await onboarding(project.id);
    expect(body.contract_signed).toBe(false);
    expect(body.steps[3]).toMatchObject({ state: 'done', date_label: '23 November 2026' });
    expect(body.progress).toBe(25);
  });
});

describe('what is due, account-wide (billing overview)', () => {
  const due = async (who: Person) =>
    (await send(h, who, 'GET', '/api/contracts/due-payments/')).body.payments as Answer[];

  it('lists a signed, unpaid first payment to those who may pay it, and pays it back to /billing', async () => {
    const project = await signedProject('Due Cakes');
    const approver = await withBudget(project.id, 'APPROVE');
    const viewer = await withBudget(project.id, 'REVIEW');
    const invoice = await h.db.prisma.invoice.findFirstOrThrow({ where: { projectId: project.id } });
    const line = {
      invoice_id: invoice.id,
      invoice_number: `INV-${String(invoice.number).padStart(4, '0')}`,
      part: 0,
      project_id: project.id,
      project_name: 'Due Cakes',
      workspace_path: `/project/workspace/${project.id}/due-cakes`,
      description: 'First payment: 50% on signing',
      amount_kobo: 250_000_000,
      amount: '₦2,500,000',
      due_date: '2026-11-23',
      signed_on: '23 November 2026',
    };
    expect((await due(owner)).filter((item) => item.project_id === project.id)).toEqual([line]);
    expect(await due(approver)).toEqual([line]);
    // Without Approve on Budget & Financial Control, or outside the project: no amounts at all.
    expect(await due(viewer)).toEqual([]);
    expect(await due(stranger)).toEqual([]);

    const started = await send(
      h,
      approver,
      'POST',
      `/api/projects/${project.id}/contract/first-payment/?return_to=billing`,
    );
    expect(started.status).toBe(201);
    // Asked again from the contract page, by the owner too: the same checkout (one charge), which now
    // comes back to the page Pay was last pressed on.
    const fromContract = await send(
      h,
      approver,
      'POST',
      `/api/projects/${project.id}/contract/first-payment/`,
    );
    const byOwner = await send(h, owner, 'POST', `/api/projects/${project.id}/contract/first-payment/`);
    expect([fromContract.status, byOwner.status]).toEqual([201, 201]);
    expect(fromContract.body.reference).toBe(started.body.reference);
    expect(byOwner.body.reference).toBe(started.body.reference);
    const paid = await h.app.request(`${new URL(started.body.checkout_url).pathname}/pay`, {
      method: 'POST',
    });
    const back = new URL(paid.headers.get('Location') ?? '');
    expect(back.pathname).toBe('/api/payments/return/');
    const onward = await h.app.request(`${back.pathname}${back.search}`);
    expect(onward.headers.get('Location')).toBe(
      `/project/workspace/${project.id}/due-cakes/contract-and-payment?trxref=${started.body.reference}&reference=${started.body.reference}`,
    );
    // Whoever was handed the checkout may ask how it ended.
    const verified = await send(h, approver, 'POST', `/api/payments/${started.body.reference}/verify/`);
    expect(verified.body).toMatchObject({ status: 'Paid', refunded: null });
    expect(
      await h.db.prisma.payment.count({ where: { metadata: { path: ['project_id'], equals: project.id } } }),
    ).toBe(1);
    const again = await send(
      h,
      approver,
      'POST',
      `/api/projects/${project.id}/contract/first-payment/?return_to=billing`,
    );
    expect(again.body).toEqual({ message: 'The first payment has already been made.' });
    expect(await due(approver)).toEqual([]);
    expect(
      (
        await send(
          h,
          owner,
          'POST',
          `/api/projects/${project.id}/contract/first-payment/?return_to=elsewhere`,
        )
      ).status,
    ).toBe(422);
  });
});
