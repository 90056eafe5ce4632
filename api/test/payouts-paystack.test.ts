import { seedTalentPool } from '@platform/prisma';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_MESSAGES } from '../src/staff/payouts/payouts.js';
import {
  AccountNotResolved,
  ProviderUnavailable,
  TransferNotFound,
  TransferRefused,
} from '../src/billing/payments/payment-provider.js';
import { PaystackProvider } from '../src/billing/payments/paystack-provider.js';
import { FakePaystack } from './support/fake-paystack.js';
import { useHarness } from './support/harness.js';
import { acceptedMilestone, giveBank, payoutsOf } from './support/payout-fixtures.js';
import { callAs, createStaff } from './support/staff-fixtures.js';
import type { StaffCaller } from './support/staff-fixtures.js';

/* Issue #26: payouts through Paystack's transfers, against a local server speaking Paystack's protocol. */

const secretKey = 'sk_test_0123456789abcdef0123456789abcdef01234567';
const paystack = new FakePaystack(secretKey);
beforeAll(() => paystack.start());
afterAll(() => paystack.stop());

const provider = () => new PaystackProvider({ secretKey, baseUrl: paystack.baseUrl, timeoutMs: 2000 });
const h = useHarness(() => ({ payments: provider() }));
let finance: StaffCaller;

beforeAll(async () => {
  h.setNow(new Date('2026-11-23T10:00:00Z'));
  await seedTalentPool(h.db.prisma);
  finance = await createStaff(h.db, 'Finance');
  paystack.accounts.set('058:0123456789', 'NGOZI EZE');
});

const deliver = (delivery: { body: string; signature: string }) =>
  h.app.request('/api/payments/webhook/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-paystack-signature': delivery.signature },
    body: delivery.body,
  });

describe('the Paystack client’s transfers', () => {
  it('resolves an account, makes a nuban recipient, sends from the balance in kobo and verifies', async () => {
    const client = provider();
    expect(await client.resolveAccount('0123456789', '058')).toEqual({ accountName: 'NGOZI EZE' });
    await expect(client.resolveAccount('0123450000', '058')).rejects.toThrow(AccountNotResolved);
    const { recipientCode } = await client.createTransferRecipient({
      name: 'NGOZI EZE',
      accountNumber: '0123456789',
      bankCode: '058',
    });
    expect(paystack.recipients.get(recipientCode)).toEqual({
      name: 'NGOZI EZE',
      account_number: '0123456789',
      bank_code: '058',
    });
    const sent = await client.initiateTransfer({
      reference: 'plt-payout-unit-1',
      amountKobo: 95_000,
      recipientCode,
      reason: 'Milestone 1',
    });
    expect(sent).toMatchObject({ reference: 'plt-payout-unit-1', status: 'pending', amountKobo: 95_000 });
    await expect(
      client.initiateTransfer({ reference: 'plt-payout-unit-1', amountKobo: 1, recipientCode, reason: '' }),
    ).rejects.toThrow(TransferRefused);
    paystack.finishTransfer('plt-payout-unit-1', 'success');
    expect(await client.verifyTransfer('plt-payout-unit-1')).toMatchObject({ status: 'success' });
    await expect(client.verifyTransfer('plt-payout-never-sent')).rejects.toThrow(TransferNotFound);
    expect(paystack.calls).toEqual(
      expect.arrayContaining([
        'GET /bank/resolve',
        'POST /transferrecipient',
        'POST /transfer',
        'GET /transfer/verify/plt-payout-unit-1',
      ]),
    );
    paystack.failWith = 503;
    await expect(client.verifyTransfer('plt-payout-unit-1')).rejects.toThrow(ProviderUnavailable);
    await expect(client.resolveAccount('0123456789', '058')).rejects.toThrow(ProviderUnavailable);
    paystack.failWith = null;
  });
});

describe('Process Payment through Paystack', () => {
  it('a queued transfer stays Processing until transfer.success arrives, then Paid once', async () => {
    const work = await acceptedMilestone(h, 'Paystack Cakes');
    const [payout] = await payoutsOf(h, work.projectId);
    await giveBank(h, payout!.talentId);
    const answer = await callAs(h.app, 'POST', `/api/staff/payouts/${payout!.id}/process/`, finance.token);
    expect(answer.body).toMatchObject({ status: 'Processing', account_name: 'NGOZI EZE' });
    const reference = answer.body.reference as string;
    expect(paystack.transfers.get(reference)).toMatchObject({ amount: Number(payout!.amountKobo) });
    const again = await callAs(h.app, 'POST', `/api/staff/payouts/${payout!.id}/process/`, finance.token);
    expect([again.status, again.body.message]).toEqual([409, PAYOUT_MESSAGES.processing]);

    const webhook = paystack.finishTransfer(reference, 'success');
    expect(await (await deliver(webhook)).json()).toEqual({ status: 'processed' });
    expect(await (await deliver(webhook)).json()).toEqual({ status: 'duplicate' });
    const paid = await h.db.prisma.payout.findUniqueOrThrow({ where: { id: payout!.id } });
    expect(paid.status).toBe('PAID');
    expect(
      [...paystack.transfers.values()].filter(
        (item) => item.reference.startsWith('plt-payout-') && item.reference !== 'plt-payout-unit-1',
      ),
    ).toHaveLength(1);
  });

  it('a refused transfer (the balance) is Failed with Paystack’s words; a failed one by its webhook too', async () => {
    const work = await acceptedMilestone(h, 'Broke Cakes');
    const [first, second] = await payoutsOf(h, work.projectId);
    await giveBank(h, first!.talentId);
    const balance = paystack.balance;
    paystack.balance = 0;
    const refused = await callAs(h.app, 'POST', `/api/staff/payouts/${first!.id}/process/`, finance.token);
    expect(refused.body).toMatchObject({
      status: 'Failed',
      reason: 'Your balance is not enough to fulfil this request',
    });
    paystack.balance = balance;
    expect(second).toBeDefined();
    await giveBank(h, second!.talentId);
    const queued = await callAs(h.app, 'POST', `/api/staff/payouts/${second!.id}/process/`, finance.token);
    await deliver(
      paystack.finishTransfer(queued.body.reference as string, 'failed', 'Beneficiary bank unavailable'),
    );
    const failed = await h.db.prisma.payout.findUniqueOrThrow({ where: { id: second!.id } });
    expect([failed.status, failed.failure]).toEqual(['FAILED', 'Beneficiary bank unavailable']);
  });

  it('an account Paystack cannot resolve is refused with its words, nothing sent', async () => {
    const work = await acceptedMilestone(h, 'Wrong Account Cakes');
    const [payout] = await payoutsOf(h, work.projectId);
    await giveBank(h, payout!.talentId, '9999999999', 'Zenith Bank');
    const before = paystack.transfers.size;
    const answer = await callAs(h.app, 'POST', `/api/staff/payouts/${payout!.id}/process/`, finance.token);
    expect([answer.status, answer.body.message]).toEqual([
      422,
      'The bank could not confirm account •••• 9999 at Zenith Bank (Could not resolve account name. Check parameters or try again): correct the talent’s bank details in the talent pool.',
    ]);
    expect(paystack.transfers.size).toBe(before);
    expect((await h.db.prisma.payout.findUniqueOrThrow({ where: { id: payout!.id } })).status).toBe(
      'PENDING',
    );
  });
});
