import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTalentPool } from '@platform/prisma';
import { person } from '../support/collab-fixtures.js';
import type { Person } from '../support/collab-fixtures.js';
import { signedProject } from '../support/contract-fixtures.js';
import { logIn, useHarness } from '../support/harness.js';
import { aSecondAttempt, anApprover, chargesOf, expectLedgerHolds } from '../support/payables.js';

/*
 * Race suite, a contract's instalment (issue #25: "171,000,000 kobo for 57,000,000"): the owner on the
 * contract page, the owner in Billing and an approver in Billing press Pay at the same moment, then pay
 * every checkout they were given at once. One checkout, one charge, the invoice paid once; a tab from
 * before one balance paid at the same moment is refunded whole. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */

const h = useHarness();
beforeAll(() => seedTalentPool(h.db.prisma));
afterAll(() => expectLedgerHolds(h.db));

interface Started {
  reference: string;
  checkout_url: string;
}

async function pressPay(who: Person, path: string) {
  const response = await h.app.request(path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${who.token}` },
  });
  const body = (await response.json()) as Started;
  expect(response.status, JSON.stringify(body)).toBeLessThan(300);
  return body;
}

const payAt = (started: Started) =>
  h.app.request(`${new URL(started.checkout_url).pathname}/pay`, { method: 'POST' });

async function contractInvoice(name: string) {
  const owner = await person(h);
  const project = await signedProject(h, owner, name, new Date());
  const approver = await anApprover(h.db, project.id);
  const approverPerson = { ...approver, token: await logIn(h.app, approver), name: '' };
  const invoice = await h.db.prisma.invoice.findFirstOrThrow({
    where: { projectId: project.id, contractPart: 0 },
  });
  return { owner, approver: approverPerson, project, invoice };
}

describe('race: everyone who may pay a contract’s instalment presses Pay at once', () => {
  it('one checkout for the owner’s two pages and the approver, charged once, the invoice paid once', async () => {
    const { owner, approver, project, invoice } = await contractInvoice('Raced Cakes');
    const asks = [
      ...Array.from({ length: 3 }, () =>
        pressPay(owner, `/api/projects/${project.id}/contract/first-payment/`),
      ),
      ...Array.from({ length: 3 }, () => pressPay(owner, `/api/billing/invoices/${invoice.id}/pay/`)),
      ...Array.from({ length: 3 }, () => pressPay(approver, `/api/billing/invoices/${invoice.id}/pay/`)),
    ];
    const started = await Promise.all(asks);
    expect(new Set(started.map((attempt) => attempt.reference)).size).toBe(1);

    const pages = [...new Map(started.map((attempt) => [attempt.reference, attempt])).values()];
    await Promise.all([...pages.map(payAt), ...pages.map(payAt)]);

    const payments = await h.db.prisma.payment.findMany({
      where: { allocations: { some: { payable: `invoice:${invoice.id}` } } },
    });
    expect(payments.map((payment) => payment.status)).toEqual(['SUCCESS']);
    expect(await chargesOf(h.db, payments[0]!.id)).toBe(1);
    expect(await h.db.prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).toMatchObject({
      status: 'PAID',
    });
    expect(await h.db.prisma.refund.count({ where: { paymentId: payments[0]!.id } })).toBe(0);
  });

  it('two tabs paid at the same moment before either webhook: charged twice by the provider, kept once, the excess refunded', async () => {
    const { owner, invoice } = await contractInvoice('Two Tab Cakes');
    const current = await pressPay(owner, `/api/billing/invoices/${invoice.id}/pay/`);
    const old = await aSecondAttempt(h.deps, owner.id, `invoice:${invoice.id}`, Number(invoice.totalKobo));
    await Promise.all([payAt(current), payAt({ reference: old.reference, checkout_url: old.checkoutUrl })]);

    const checkouts = await h.db.prisma.testCheckout.findMany({
      where: { reference: { in: [current.reference, old.reference] } },
    });
    const kept = checkouts.reduce((sum, checkout) => sum + (checkout.amountKobo - checkout.refundedKobo), 0n);
    expect(checkouts.map((checkout) => checkout.status)).toEqual(['success', 'success']);
    expect(kept).toBe(invoice.totalKobo);
    expect(await h.db.prisma.refund.findMany({ where: { payable: `invoice:${invoice.id}` } })).toEqual([
      expect.objectContaining({ status: 'REFUNDED', amountKobo: invoice.totalKobo }),
    ]);
    expect(await h.db.prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).toMatchObject({
      status: 'PAID',
    });
  });
});
