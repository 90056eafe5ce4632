import { seedTalentPool } from '@platform/prisma';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vatWithinKobo } from '../src/billing/subscriptions/money.js';
import {
  raiseContractPartInvoice,
  raiseDueContractInvoices,
} from '../src/workspace/contracts/contract-invoices.js';
import { post } from '../src/billing/ledger/journal.js';
import { payableKey } from '../src/billing/payments/payable-key.js';
import { person, send } from './support/collab-fixtures.js';
import type { Answer, Person } from './support/collab-fixtures.js';
import { signedProject } from './support/contract-fixtures.js';
import { logIn, useHarness } from './support/harness.js';
import { aSecondAttempt, anApprover, chargesOf, expectLedgerHolds } from './support/payables.js';

/*
 * Issue #25: every part of a contract's schedule is an invoice in Billing with Pay, on the same one balance
 * as any invoice. The first payment is raised on signing and is that invoice (it cannot be owed twice);
 * later parts are raised when they fall due, once, whoever asks.
 */

const h = useHarness();
const signedAt = new Date('2026-11-23T10:00:00Z');
let owner: Person;
let stranger: Person;

beforeAll(async () => {
  h.setNow(signedAt);
  await seedTalentPool(h.db.prisma);
  owner = await person(h);
  stranger = await person(h);
});
afterAll(() => expectLedgerHolds(h.db));

const pay = (checkoutUrl: string) =>
  h.app.request(`${new URL(checkoutUrl).pathname}/pay`, { method: 'POST' });
const invoicesOf = async (who: Person) =>
  (await send(h, who, 'GET', '/api/billing/invoices/')).body.invoices as Answer[];
const raise = (projectId: string, part: number, now = signedAt) =>
  h.db.prisma.$transaction((tx) => raiseContractPartInvoice(tx, { projectId, part, now }));

describe('a contract’s payments are invoices', () => {
  it('signing raises the first payment’s invoice; the contract page, Billing and an approver pay one checkout, charged once', async () => {
    const project = await signedProject(h, owner, 'Invoiced Cakes', signedAt);
    const invoice = await h.db.prisma.invoice.findFirstOrThrow({ where: { projectId: project.id } });
    const number = `INV-${String(invoice.number).padStart(4, '0')}`;
    const vat = vatWithinKobo(250_000_000);
    expect((await invoicesOf(owner)).find((row) => row.id === invoice.id)).toMatchObject({
      number,
      description: 'Contract payment: Invoiced Cakes',
      amount_kobo: 250_000_000,
      status: 'Pending',
      due_date: signedAt.toISOString(),
    });
    // Billing's overview: owed for the contract as well as for the plan; Process Payment is the plan's.
    const overview = (await send(h, owner, 'GET', '/api/billing/')).body;
    expect(overview).toMatchObject({
      amount_due_kobo: 0,
      contracts_due: { amount_kobo: 250_000_000, count: 1, next_due_date: signedAt.toISOString() },
      total_due_kobo: 250_000_000,
    });
    expect(await send(h, owner, 'POST', '/api/billing/pay-due/')).toMatchObject({
      status: 409,
      body: { message: 'Nothing is due right now.' },
    });
    const detail = await send(h, owner, 'GET', `/api/billing/invoices/${invoice.id}/`);
    expect(detail.body).toMatchObject({
      subtotal_kobo: 250_000_000 - vat,
      vat_kobo: vat,
      lines: [
        {
          description: 'Invoiced Cakes: 50% on signing (Managed Team Services Agreement)',
          quantity: 1,
          amount_kobo: 250_000_000 - vat,
        },
      ],
    });

    const approver = await anApprover(h.db, project.id);
    const approverPerson = { ...approver, token: await logIn(h.app, approver), name: '' };
    const fromContract = await send(h, owner, 'POST', `/api/projects/${project.id}/contract/first-payment/`);
    const fromBilling = await send(h, owner, 'POST', `/api/billing/invoices/${invoice.id}/pay/`);
    const byApprover = await send(h, approverPerson, 'POST', `/api/billing/invoices/${invoice.id}/pay/`);
    expect(fromContract.status).toBe(201);
    expect([fromBilling.body.reference, byApprover.body.reference]).toEqual([
      fromContract.body.reference,
      fromContract.body.reference,
    ]);
    expect((await send(h, stranger, 'POST', `/api/billing/invoices/${invoice.id}/pay/`)).status).toBe(404);
    // Who may pay it may read it: the approver opens its detail and PDF; a stranger finds nothing.
    expect(await send(h, approverPerson, 'GET', `/api/billing/invoices/${invoice.id}/`)).toMatchObject({
      status: 200,
      body: { number, amount_kobo: 250_000_000 },
    });
    const approversPdf = await h.app.request(`/api/billing/invoices/${invoice.id}/pdf/`, {
      headers: { Authorization: `Bearer ${approverPerson.token}` },
    });
    expect([approversPdf.status, approversPdf.headers.get('Content-Type')]).toEqual([200, 'application/pdf']);
    expect((await send(h, stranger, 'GET', `/api/billing/invoices/${invoice.id}/`)).status).toBe(404);

    // A second tab's checkout from before one balance per amount owed: both are paid at the provider.
    const payable = payableKey('invoice', invoice.id);
    const secondTab = await aSecondAttempt(h.deps, owner.id, payable, 250_000_000);
    await pay(fromContract.body.checkout_url as string);
    await pay(secondTab.checkoutUrl);

    expect(await h.db.prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).toMatchObject({
      status: 'PAID',
    });
    expect(await chargesOf(h.db, secondTab.id)).toBe(1);
    expect(await h.db.prisma.refund.findFirstOrThrow({ where: { paymentId: secondTab.id } })).toMatchObject({
      status: 'REFUNDED',
      amountKobo: 250_000_000n,
    });
    // Each verified payment e-mails its receipt with the PDF: the one that paid, and the refunded tab's.
    const reference = fromContract.body.reference as string;
    const receipt = h.mail
      .to(owner.email)
      .find((mail) => mail.subject === `Receipt for your payment ${reference}`);
    expect(receipt?.text).toContain(`- ${number} · Contract payment: Invoiced Cakes: ₦2,500,000`);
    const attached = receipt?.attachments?.[0];
    expect(attached).toMatchObject({ filename: `receipt-${reference}.pdf`, encoding: 'base64' });
    const pdf = Buffer.from(attached?.content ?? '', 'base64').toString('latin1');
    expect(pdf).toMatch(/^%PDF-1\.4/);
    expect(pdf).toContain(`(Receipt)`);
    expect(pdf).toContain(`(${number} ? Contract payment: Invoiced Cakes)`);
    expect(pdf).toContain('(NGN 2,500,000.00)');
    const refunded = h.mail
      .to(owner.email)
      .find((mail) => mail.subject === `Receipt for your payment ${secondTab.reference}`);
    expect(refunded?.text).toContain(
      '- More than was still owed, refunded to the card or account that paid: ₦2,500,000',
    );
    expect(h.mail.to(owner.email).filter((mail) => mail.subject.startsWith('Receipt for')).length).toBe(2);
    const download = await h.app.request(`/api/payments/${reference}/receipt/`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).toString('latin1')).toContain('(NGN 2,500,000.00)');
    expect((await send(h, stranger, 'GET', `/api/payments/${reference}/receipt/`)).status).toBe(404);

    const contract = (await send(h, owner, 'GET', `/api/projects/${project.id}/contract/`)).body;
    expect(contract.payment).toMatchObject({ status: 'Paid' });
    expect((await h.db.prisma.project.findUniqueOrThrow({ where: { id: project.id } })).status).toBe(
      'IN_PROGRESS',
    );
    expect(await send(h, owner, 'POST', `/api/projects/${project.id}/contract/first-payment/`)).toMatchObject(
      {
        status: 409,
        body: { message: 'The first payment has already been made.' },
      },
    );
  });

  it('raises a later part once, however many ask at once; it is due, listed and paid by those who may pay', async () => {
    const project = await signedProject(h, owner, 'Delivered Cakes', signedAt);
    const deliveredAt = new Date('2027-01-10T09:00:00Z');
    const [one, two] = await Promise.all([
      raise(project.id, 1, deliveredAt),
      raise(project.id, 1, deliveredAt),
    ]);
    expect(two.id).toBe(one.id);
    expect(one).toMatchObject({ contractPart: 1, totalKobo: 250_000_000n, dueAt: deliveredAt });
    expect(await h.db.prisma.invoice.count({ where: { projectId: project.id } })).toBe(2);
    await expect(raise(project.id, 2)).rejects.toThrow('has no part 2');

    const approver = await person(h);
    await h.db.prisma.projectMember.create({
      data: { projectId: project.id, userId: approver.id, role: 'Finance', budgetAndFinance: 'APPROVE' },
    });
    const due = (await send(h, approver, 'GET', '/api/contracts/due-payments/')).body.payments as Answer[];
    expect(due.map((line) => [line.part, line.description, line.due_date])).toEqual([
      [0, 'First payment: 50% on signing', '2026-11-23'],
      [1, 'Contract payment: 50% on delivery', '2027-01-10'],
    ]);
    expect((await send(h, stranger, 'GET', '/api/contracts/due-payments/')).body.payments).toEqual([]);
    const started = await send(h, approver, 'POST', `/api/billing/invoices/${one.id}/pay/`);
    expect(await send(h, approver, 'GET', `/api/payments/${started.body.reference}/receipt/`)).toMatchObject({
      status: 409,
      body: { message: 'This payment has no receipt: it was not paid.' },
    });
    expect(started).toMatchObject({ status: 200, body: { invoice_id: one.id, amount_kobo: 250_000_000 } });
    await pay(started.body.checkout_url as string);
    expect((await invoicesOf(owner)).find((row) => row.id === one.id)).toMatchObject({ status: 'Paid' });
    expect((await send(h, owner, 'GET', '/api/billing/')).body.contracts_due).toMatchObject({
      amount_kobo: 250_000_000,
      count: 1,
    });
    // The first payment is still owed: paying the second part does not start onboarding.
    const contract = (await send(h, owner, 'GET', `/api/projects/${project.id}/contract/`)).body;
    expect(contract.payment).toMatchObject({ status: 'Due' });
  });

  it('invoices each monthly part a week before its day, once', async () => {
    const project = await signedProject(h, owner, 'Monthly Cakes', signedAt, true);
    const parts = () =>
      h.db.prisma.invoice
        .findMany({ where: { projectId: project.id }, orderBy: { contractPart: 'asc' } })
        .then((rows) => rows.map((row) => [row.contractPart, row.dueAt?.toISOString()]));
    expect(await parts()).toEqual([[0, signedAt.toISOString()]]);
    await raiseDueContractInvoices(h.db.prisma, new Date('2026-12-15T10:00:00Z'));
    expect(await parts()).toHaveLength(1);
    await raiseDueContractInvoices(h.db.prisma, new Date('2026-12-16T10:00:00Z'));
    await raiseDueContractInvoices(h.db.prisma, new Date('2026-12-17T10:00:00Z'));
    expect(await parts()).toEqual([
      [0, signedAt.toISOString()],
      [1, '2026-12-23T10:00:00.000Z'],
    ]);
  });

  it('a first payment paid before contracts were invoiced becomes its invoice, Paid, with its history', async () => {
    const project = await signedProject(h, owner, 'Older Cakes', signedAt);
    // As it was: no invoice, the payment's allocation and journal under the first payment's own payable.
    await h.db.prisma.invoice.deleteMany({ where: { projectId: project.id } });
    const former = `contract-first-payment:${project.id}`;
    const payment = await h.db.prisma.payment.create({
      data: {
        reference: `plt-former-${project.id.slice(0, 8)}`,
        payerId: owner.id,
        purpose: 'contract-first-payment',
        amountKobo: 250_000_000n,
        provider: h.deps.payments.name,
        checkoutUrl: 'http://localhost/former',
        status: 'SUCCESS',
        paidAt: signedAt,
        allocations: { create: { payable: former, amountKobo: 250_000_000n } },
      },
    });
    const moves = [
      { movement: `charge:${payment.id}`, debit: { account: 'cash' }, credit: { account: 'clearing' } },
      {
        movement: `owed:${former}:revenue`,
        debit: { account: 'receivable', payable: former },
        credit: { account: 'revenue', payable: former },
      },
      {
        movement: `apply:${payment.id}:${former}`,
        debit: { account: 'clearing' },
        credit: { account: 'receivable', payable: former },
      },
    ];
    for (const move of moves) {
      await post(h.db.prisma, { ...move, amountKobo: 250_000_000, paymentId: payment.id });
    }
    await h.db.prisma.projectContract.update({
      where: { projectId: project.id },
      data: { firstPaymentVerifiedAt: signedAt, firstPaymentReference: payment.reference },
    });

    expect(await raiseDueContractInvoices(h.db.prisma, signedAt)).toBe(1);
    const invoice = await h.db.prisma.invoice.findFirstOrThrow({ where: { projectId: project.id } });
    expect(invoice).toMatchObject({ status: 'PAID', paidAt: signedAt, contractPart: 0 });
    const payable = payableKey('invoice', invoice.id);
    expect(await h.db.prisma.paymentAllocation.findMany({ where: { paymentId: payment.id } })).toEqual([
      { paymentId: payment.id, payable, amountKobo: 250_000_000n },
    ]);
    expect(await h.db.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      invoiceId: invoice.id,
    });
    expect(
      await h.db.prisma.journalEntry.count({
        where: { OR: [{ payable: former }, { movement: { contains: former } }] },
      }),
    ).toBe(0);
    expect(await h.db.prisma.journalEntry.count({ where: { payable } })).toBe(3);
    expect(await raiseDueContractInvoices(h.db.prisma, signedAt)).toBe(0);
  });
});
