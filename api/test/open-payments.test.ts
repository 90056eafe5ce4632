import { describe, expect, it } from 'vitest';
import { issueInvoice } from '../src/billing/subscriptions/issue-invoice.js';
import { settleOpenPayments } from '../src/billing/payments/open-payments.js';
import { createUser, logIn, postJson, useHarness } from './support/harness.js';

/*
 * A start after a crash (kill -9) settles what the crash left open: a charge the provider took whose
 * webhook never arrived (killed between the checkout and our record), and an attempt that never got its
 * checkout. Nothing stays Pending that is not waiting for the payer.
 */

const h = useHarness();

async function invoiceToPay() {
  const owner = await createUser(h.db);
  const now = new Date();
  const invoice = await h.db.prisma.$transaction((tx) =>
    issueInvoice(
      tx,
      {
        ownerId: owner.id,
        purpose: 'renewal',
        lines: [{ description: 'Growth Plan', quantity: 1, unitKobo: 1_000_000 }],
        withVat: true,
        dueAt: now,
      },
      now,
    ),
  );
  const auth = `Bearer ${await logIn(h.app, owner)}`;
  const response = await postJson(h.app, `/api/billing/invoices/${invoice.id}/pay/`, undefined, auth);
  const { reference } = (await response.json()) as { reference: string };
  return { owner, invoice, reference };
}

describe('payments left open by a crash', () => {
  it('records a charge the provider took whose webhook never arrived, once', async () => {
    const { invoice, reference } = await invoiceToPay();
    // The test checkout charged (its row says so), and the process died before the webhook reached us.
    await h.db.prisma.testCheckout.update({
      where: { reference },
      data: { status: 'success', paidAt: new Date() },
    });

    await settleOpenPayments(h.deps);
    await settleOpenPayments(h.deps);

    expect(await h.db.prisma.payment.findUniqueOrThrow({ where: { reference } })).toMatchObject({
      status: 'SUCCESS',
    });
    expect(await h.db.prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).toMatchObject({
      status: 'PAID',
    });
  });

  it('leaves an attempt still waiting at the checkout alone, and fails one that never got a checkout', async () => {
    const { owner, reference } = await invoiceToPay();
    const halfMade = await h.db.prisma.payment.create({
      data: {
        reference: 'plt-000000000000000000000001',
        payerId: owner.id,
        purpose: 'invoice',
        amountKobo: 100n,
        provider: 'test',
        checkoutUrl: '',
        createdAt: new Date(Date.now() - 5 * 60_000),
      },
    });

    await settleOpenPayments(h.deps);

    expect(await h.db.prisma.payment.findUniqueOrThrow({ where: { reference } })).toMatchObject({
      status: 'PENDING',
    });
    expect(await h.db.prisma.payment.findUniqueOrThrow({ where: { id: halfMade.id } })).toMatchObject({
      status: 'FAILED',
      failure: 'The checkout was never opened.',
    });
  });
});
