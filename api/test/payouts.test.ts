import { seedTalentPool } from '@platform/prisma';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatNaira } from '../src/billing/subscriptions/money.js';
import { TEAM_PAYMENT_MESSAGES } from '../src/billing/subscriptions/team-payments.js';
import { accrueMilestonePay, sharesOf } from '../src/staff/payouts/milestone-pay.js';
import {
  PAYOUT_MESSAGES,
  PAYOUT_NOTICES,
  NEVER_SENT_AFTER_MS,
  RECHECK_AFTER_MS,
  recheckProcessingPayouts,
} from '../src/staff/payouts/payouts.js';
import { ProviderUnavailable } from '../src/billing/payments/payment-provider.js';
import { TEST_BANK, testProviderSecret } from '../src/billing/payments/test-checkout-provider.js';
import { signWebhook } from '../src/billing/payments/webhook-signature.js';
import { send } from './support/collab-fixtures.js';
import type { Answer } from './support/collab-fixtures.js';
import { appSecret, useHarness } from './support/harness.js';
import { acceptedMilestone, giveBank, payoutsOf } from './support/payout-fixtures.js';
import { callAs, createStaff } from './support/staff-fixtures.js';
import type { StaffCaller } from './support/staff-fixtures.js';

/* Issue #26, paying the team: pay accrues per accepted milestone; Finance pays it out by transfer. */

const h = useHarness();
let finance: StaffCaller;
let operations: StaffCaller;

beforeAll(async () => {
  h.setNow(new Date('2026-11-23T10:00:00Z'));
  await seedTalentPool(h.db.prisma);
  finance = await createStaff(h.db, 'Finance');
  operations = await createStaff(h.db, 'Operations');
});

const process = (id: string, who: StaffCaller = finance) =>
  callAs(h.app, 'POST', `/api/staff/payouts/${id}/process/`, who.token);
const auditOf = (id: string) =>
  h.db.prisma.auditEntry.findMany({
    where: { subjectType: 'payout', subjectId: id },
    orderBy: { id: 'asc' },
  });

describe('pay accrues per accepted milestone', () => {
  it('splits a milestone among the contract’s lines to the kobo', () => {
    const lines = [
      { talent_id: 'a', amount_kobo: 100 },
      { talent_id: 'b', amount_kobo: 100 },
      { talent_id: 'c', amount_kobo: 100 },
    ];
    expect([...sharesOf(lines, 100).values()]).toEqual([34, 33, 33]);
    expect([...sharesOf(lines, 0).values()]).toEqual([0, 0, 0]);
  });

  it('each joined talent gets a team invoice and a Pending payout of their share less 5% withholding, once', async () => {
    const work = await acceptedMilestone(h, 'Accrual Cakes');
    const payouts = await payoutsOf(h, work.projectId);
    expect(payouts).toHaveLength(work.team.length);
    const gross = payouts.reduce((sum, payout) => sum + Number(payout.grossKobo), 0);
    expect(gross).toBe(work.milestone.amount_kobo);
    for (const payout of payouts) {
      expect(payout.status).toBe('PENDING');
      expect(payout.teamInvoice.milestoneId).toBe(work.milestone.id);
      expect(Number(payout.withholdingKobo)).toBe(Math.round(Number(payout.grossKobo) * 0.05));
      expect(payout.amountKobo).toBe(payout.grossKobo - payout.withholdingKobo);
    }
    // A retry of the accrual (the acceptance itself cannot be repeated) adds nothing.
    const milestone = await h.db.prisma.milestone.findUniqueOrThrow({ where: { id: work.milestone.id } });
    await h.db.prisma.$transaction((tx) => accrueMilestonePay(tx, milestone, h.deps.now()));
    expect(await payoutsOf(h, work.projectId)).toHaveLength(payouts.length);
    expect((await send(h, work.owner, 'POST', `/api/milestones/${milestone.id}/accept/`)).body.message).toBe(
      'This milestone has already been accepted.',
    );
    expect(await payoutsOf(h, work.projectId)).toHaveLength(payouts.length);

    // The client reads them on Team Payments, paid by the platform, never paid a second time there.
    const team = await send(h, work.owner, 'GET', '/api/billing/team-payments/');
    expect(team.body.payments).toHaveLength(payouts.length);
    expect((team.body.payments as Answer[]).map((row) => row.status)).toEqual(payouts.map(() => 'Pending'));
    expect(team.body.summary.outstanding_kobo).toBe(0);
    const invoiceId = payouts[0]?.teamInvoiceId ?? '';
    const pay = await send(h, work.owner, 'POST', `/api/billing/team-payments/invoices/${invoiceId}/pay/`, {
      payment_type: 'regular',
      amount_kobo: 100,
    });
    expect([pay.status, pay.body.message]).toEqual([409, TEAM_PAYMENT_MESSAGES.paidByContract]);
  });
});

describe('Process Payment', () => {
  it('is Finance’s and Admin’s: Operations get 403, anyone else the console’s 404', async () => {
    const work = await acceptedMilestone(h, 'Guarded Cakes');
    const [payout] = await payoutsOf(h, work.projectId);
    expect((await process(payout!.id, operations)).status).toBe(403);
    const client = await send(h, work.owner, 'POST', `/api/staff/payouts/${payout!.id}/process/`);
    expect(client.status).toBe(404);
    expect((await callAs(h.app, 'GET', '/api/staff/payouts/', operations.token)).status).toBe(403);
    expect((await payoutsOf(h, work.projectId))[0]?.status).toBe('PENDING');
  });

  it('bad bank details: a clear 422 and nothing changed', async () => {
    const work = await acceptedMilestone(h, 'Unbanked Cakes');
    const [payout] = await payoutsOf(h, work.projectId);
    const id = payout!.id;
    const talent = payout!.talent;
    await h.db.prisma.talent.update({
      where: { id: talent.id },
      data: { bankName: null, bankAccountNumber: null, bankAccountName: null },
    });
    let answer = await process(id);
    expect([answer.status, answer.body.message]).toEqual([422, PAYOUT_MESSAGES.noBank(talent.name)]);
    await giveBank(h, talent.id, '0123456789', 'Bank of Nowhere');
    answer = await process(id);
    expect([answer.status, answer.body.message]).toEqual([
      422,
      PAYOUT_MESSAGES.unknownBank('Bank of Nowhere'),
    ]);
    await giveBank(h, talent.id, `012345${TEST_BANK.unknownAccountEnding}`);
    answer = await process(id);
    expect([answer.status, answer.body.message]).toEqual([
      422,
      'The bank could not confirm account •••• 0000 at GTBank (Could not resolve account name. Check parameters or try again): correct the talent’s bank details in the talent pool.',
    ]);
    expect(answer.body.errors).toEqual({ bank: answer.body.message });
    const after = await h.db.prisma.payout.findUniqueOrThrow({ where: { id } });
    expect([after.status, after.reference, after.failure]).toEqual(['PENDING', null, null]);
    expect(await auditOf(id)).toEqual([]);
    expect(await h.db.prisma.testTransfer.count({ where: { recipientCode: { not: '' } } })).toBe(0);
  });

  it('pays by transfer: Paid, the money leaves in the ledger, audited, the talent sees it; never twice', async () => {
    const work = await acceptedMilestone(h, 'Paid Cakes');
    const [payout] = await payoutsOf(h, work.projectId);
    const id = payout!.id;
    await giveBank(h, payout!.talentId);
    const list = await callAs(h.app, 'GET', '/api/staff/payouts/?status=pending', finance.token);
    expect((list.body.payouts as Answer[]).find((row) => row.id === id)).toMatchObject({
      status: 'Pending',
      bank: { bank_name: 'GTBank', account_number: '•••• 6789' },
      project: { name: 'Paid Cakes' },
    });

    const paid = await process(id);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      status: 'Paid',
      reason: null,
      account_name: 'TEST ACCOUNT 6789',
      amount_kobo: Number(payout!.amountKobo),
    });
    const transfer = await h.db.prisma.testTransfer.findUniqueOrThrow({
      where: { reference: paid.body.reference as string },
    });
    expect([transfer.status, transfer.amountKobo]).toEqual(['success', payout!.amountKobo]);
    const leaving = await h.db.prisma.journalEntry.findMany({
      where: { movement: `payout:${paid.body.reference as string}` },
    });
    expect(leaving.map((row) => [row.account, row.amountKobo])).toEqual(
      expect.arrayContaining([
        ['talent-payable', payout!.amountKobo],
        ['cash', -payout!.amountKobo],
      ]),
    );
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['payout.processed']);

    const again = await process(id);
    expect([again.status, again.body.message]).toEqual([409, PAYOUT_MESSAGES.alreadyPaid]);
    expect(
      await h.db.prisma.testTransfer.count({ where: { reference: { startsWith: 'plt-payout-' } } }),
    ).toBe(1);

    const talent = work.team.find((who) => who.id === payout!.talent.userId)!;
    const placements = await send(h, talent, 'GET', '/api/placements/');
    const placement = (placements.body.placements as Answer[]).find(
      (row) => row.project_id === work.projectId,
    );
    expect(placement?.payouts).toEqual([
      expect.objectContaining({
        milestone: 'Catalogue and Checkout',
        gross_kobo: Number(payout!.grossKobo),
        withholding_kobo: Number(payout!.withholdingKobo),
        amount_kobo: Number(payout!.amountKobo),
        status: 'Paid',
        reason: null,
      }),
    ]);
    const team = await send(h, work.owner, 'GET', '/api/billing/team-payments/');
    const row = (team.body.payments as Answer[]).find((item) => item.member.email === talent.email);
    expect(row?.status).toBe('Paid');
  });

  it('a declined transfer is Failed with the bank’s reason; Retry after the account is corrected pays it', async () => {
    const work = await acceptedMilestone(h, 'Declined Cakes');
    const [payout] = await payoutsOf(h, work.projectId);
    const id = payout!.id;
    await giveBank(h, payout!.talentId, `012345${TEST_BANK.decliningAccountEnding}`);
    const failed = await process(id);
    expect(failed.body).toMatchObject({ status: 'Failed', reason: TEST_BANK.declined });
    const talent = work.team.find((who) => who.id === payout!.talent.userId)!;
    const placement = ((await send(h, talent, 'GET', '/api/placements/')).body.placements as Answer[]).find(
      (row) => row.project_id === work.projectId,
    );
    expect(placement?.payouts[0]).toMatchObject({ status: 'Failed', reason: TEST_BANK.declined });

    await giveBank(h, payout!.talentId);
    const retried = await process(id);
    expect(retried.body).toMatchObject({ status: 'Paid', reason: null });
    expect(retried.body.reference).not.toBe(failed.body.reference);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['payout.processed', 'payout.retried']);
    const list = await callAs(h.app, 'GET', '/api/staff/payouts/?status=failed', finance.token);
    expect((list.body.payouts as Answer[]).some((row) => row.id === id)).toBe(false);
    expect((await callAs(h.app, 'GET', '/api/staff/payouts/?status=lost', finance.token)).status).toBe(422);
  });
});

describe('money out only after money in', () => {
  it('a milestone whose instalment the client has not paid is refused with its name, nothing changed; paid, it pays', async () => {
    const work = await acceptedMilestone(h, 'Unfunded Cakes', 1);
    const [payout] = await payoutsOf(h, work.projectId);
    const id = payout!.id;
    await giveBank(h, payout!.talentId);
    const invoice = await h.db.prisma.invoice.findUniqueOrThrow({
      where: { projectId_contractPart: { projectId: work.projectId, contractPart: 1 } },
    });
    const number = `INV-${String(invoice.number).padStart(4, '0')}`;
    const list = await callAs(h.app, 'GET', '/api/staff/payouts/?status=pending', finance.token);
    const row = (list.body.payouts as Answer[]).find((item) => item.id === id);
    expect(row?.funding).toEqual({ instalment: '50% on delivery', invoice_number: number, paid: false });

    const refused = await process(id);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      PAYOUT_MESSAGES.unfunded('50% on delivery', number, 'Accounts'),
    ]);
    expect(refused.body.message).toBe(
      `The client has not paid 50% on delivery (${number}), which funds Accounts: this payout can be processed once it is paid.`,
    );
    const after = await h.db.prisma.payout.findUniqueOrThrow({ where: { id } });
    expect([after.status, after.reference, after.recipientCode]).toEqual(['PENDING', null, null]);
    expect(await auditOf(id)).toEqual([]);

    // The first milestone's payouts are funded by the first payment, paid before work started.
    const first = (await callAs(h.app, 'GET', '/api/staff/payouts/', finance.token)).body.payouts as Answer[];
    const funded = await acceptedMilestone(h, 'Funded Cakes');
    const [firstPayout] = await payoutsOf(h, funded.projectId);
    const again = (await callAs(h.app, 'GET', '/api/staff/payouts/', finance.token)).body.payouts as Answer[];
    expect(again.find((item) => item.id === firstPayout!.id)?.funding).toMatchObject({ paid: true });
    expect(first.length).toBeLessThan(again.length);

    const started = await send(h, work.owner, 'POST', `/api/billing/invoices/${invoice.id}/pay/`);
    await h.app.request(`${new URL(started.body.checkout_url as string).pathname}/pay`, { method: 'POST' });
    const paid = await process(id);
    expect([paid.status, paid.body.status]).toEqual([200, 'Paid']);
    expect(paid.body.funding).toEqual({ instalment: '50% on delivery', invoice_number: number, paid: true });
  });
});

describe('a payout left Processing', () => {
  /** Process Payment whose transfer reached the bank but whose answer did not come back. */
  const processUnconfirmed = async (id: string) => {
    const real = h.deps.payments.initiateTransfer.bind(h.deps.payments);
    const lost = vi.spyOn(h.deps.payments, 'initiateTransfer').mockImplementationOnce(async (request) => {
      await real(request);
      throw new ProviderUnavailable('Connection reset.');
    });
    const answer = await process(id);
    lost.mockRestore();
    return answer;
  };
  const noticesOf = (userId: string | null, title: string) =>
    h.db.prisma.notification.count({ where: { userId: userId ?? '', title } });

  it('is checked with the provider by the hourly sweep after 10 minutes and settled Paid, never sent again; the talent is told once', async () => {
    const work = await acceptedMilestone(h, 'Unconfirmed Cakes');
    const [payout] = await payoutsOf(h, work.projectId);
    const id = payout!.id;
    await giveBank(h, payout!.talentId);
    const start = h.deps.now();
    const answer = await processUnconfirmed(id);
    expect(answer.body.status).toBe('Processing');
    const reference = answer.body.reference as string;
    const transfersBefore = await h.db.prisma.testTransfer.count();
    // The same placed talent were paid for other projects' first milestones: what this one adds is counted.
    const title = PAYOUT_NOTICES.paid(formatNaira(Number(payout!.amountKobo)), 'Catalogue and Checkout');
    const mailed = () =>
      h.mail.to(payout!.talent.email ?? '').filter((mail) => mail.subject === title).length;
    const [toldBefore, mailedBefore] = [await noticesOf(payout!.talent.userId, title), mailed()];

    h.setNow(new Date(start.getTime() + RECHECK_AFTER_MS - 60_000));
    await recheckProcessingPayouts(h.deps);
    expect((await h.db.prisma.payout.findUniqueOrThrow({ where: { id } })).status).toBe('PROCESSING');

    h.setNow(new Date(start.getTime() + RECHECK_AFTER_MS + 60_000));
    await Promise.all([recheckProcessingPayouts(h.deps), recheckProcessingPayouts(h.deps)]);
    const after = await h.db.prisma.payout.findUniqueOrThrow({ where: { id } });
    expect([after.status, after.reference]).toEqual(['PAID', reference]);
    // Asked, never sent again: the sweeps added no transfer.
    expect(await h.db.prisma.testTransfer.count()).toBe(transfersBefore);
    expect(await h.db.prisma.journalEntry.count({ where: { movement: `payout:${reference}` } })).toBe(2);

    expect(await noticesOf(payout!.talent.userId, title)).toBe(toldBefore + 1);
    expect(mailed()).toBe(mailedBefore + 1);
    h.setNow(start);
  });

  it('settles a declined one Failed with the bank’s reason, and tells the talent why', async () => {
    const work = await acceptedMilestone(h, 'Unconfirmed Declines');
    const [payout] = await payoutsOf(h, work.projectId);
    const id = payout!.id;
    await giveBank(h, payout!.talentId, `012345${TEST_BANK.decliningAccountEnding}`);
    const start = h.deps.now();
    const failedTitle = PAYOUT_NOTICES.failed(
      formatNaira(Number(payout!.amountKobo)),
      'Catalogue and Checkout',
    );
    const toldBefore = await noticesOf(payout!.talent.userId, failedTitle);
    expect((await processUnconfirmed(id)).body.status).toBe('Processing');
    h.setNow(new Date(start.getTime() + RECHECK_AFTER_MS + 60_000));
    await recheckProcessingPayouts(h.deps);
    const after = await h.db.prisma.payout.findUniqueOrThrow({ where: { id } });
    expect([after.status, after.failure]).toEqual(['FAILED', TEST_BANK.declined]);
    expect(await noticesOf(payout!.talent.userId, failedTitle)).toBe(toldBefore + 1);
    const told = await h.db.prisma.notification.findFirst({
      where: { userId: payout!.talent.userId ?? '', title: failedTitle },
      orderBy: { createdAt: 'desc' },
    });
    expect(told).toMatchObject({
      body: PAYOUT_NOTICES.failedBody(TEST_BANK.declined),
      link: '/project/placements',
    });
    h.setNow(start);
  });
  it('fails one the provider never received, an hour after it was sent, so Finance can retry it under a new reference', async () => {
    const work = await acceptedMilestone(h, 'Lost Transfers');
    const [payout] = await payoutsOf(h, work.projectId);
    const id = payout!.id;
    await giveBank(h, payout!.talentId);
    const start = h.deps.now();
    // The request to send the transfer was lost on its way: the provider never made it.
    const lost = vi
      .spyOn(h.deps.payments, 'initiateTransfer')
      .mockRejectedValueOnce(new ProviderUnavailable('Connection reset.'));
    const answer = await process(id);
    lost.mockRestore();
    expect(answer.body.status).toBe('Processing');
    const transfersBefore = await h.db.prisma.testTransfer.count();

    h.setNow(new Date(start.getTime() + RECHECK_AFTER_MS + 60_000));
    await recheckProcessingPayouts(h.deps);
    expect((await h.db.prisma.payout.findUniqueOrThrow({ where: { id } })).status).toBe('PROCESSING');

    h.setNow(new Date(start.getTime() + NEVER_SENT_AFTER_MS + 60_000));
    await recheckProcessingPayouts(h.deps);
    const failed = await h.db.prisma.payout.findUniqueOrThrow({ where: { id } });
    expect([failed.status, failed.failure]).toEqual(['FAILED', PAYOUT_MESSAGES.neverSent]);
    expect(await h.db.prisma.testTransfer.count()).toBe(transfersBefore);

    const retried = await process(id);
    expect([retried.status, retried.body.status]).toEqual([200, 'Paid']);
    expect(retried.body.reference).not.toBe(answer.body.reference);
    h.setNow(start);
  });
});

describe('transfer webhooks', () => {
  const secret = testProviderSecret(appSecret);
  const deliver = (event: string, data: Record<string, unknown>, signature?: string) => {
    const body = JSON.stringify({ event, data });
    return h.app.request('/api/payments/webhook/', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'x-paystack-signature': signature ?? signWebhook(secret, body),
      },
      body,
    });
  };

  it('transfer.reversed makes a Paid payout Failed and puts the money back, once; strangers’ references are ignored', async () => {
    const work = await acceptedMilestone(h, 'Reversed Cakes');
    const [payout] = await payoutsOf(h, work.projectId);
    await giveBank(h, payout!.talentId);
    const paid = await process(payout!.id);
    const reference = paid.body.reference as string;
    await h.db.prisma.testTransfer.update({
      where: { reference },
      data: { status: 'reversed', reason: 'Account closed' },
    });
    const data = { id: 4242, reference, amount: paid.body.amount_kobo, status: 'reversed' };
    expect((await deliver('transfer.reversed', data, 'f'.repeat(128))).status).toBe(401);
    const first = await deliver('transfer.reversed', data);
    expect([first.status, await first.json()]).toEqual([200, { status: 'processed' }]);
    const replay = await deliver('transfer.reversed', data);
    expect(await replay.json()).toEqual({ status: 'duplicate' });
    const after = await h.db.prisma.payout.findUniqueOrThrow({ where: { id: payout!.id } });
    expect([after.status, after.failure]).toEqual(['FAILED', 'The transfer was reversed: Account closed']);
    expect(
      await h.db.prisma.journalEntry.count({ where: { movement: `payout-reversed:${reference}` } }),
    ).toBe(2);

    const stranger = await deliver('transfer.success', { id: 77, reference: 'not-ours-1', amount: 5 });
    expect([stranger.status, await stranger.json()]).toEqual([200, { status: 'ignored' }]);
  });
});
