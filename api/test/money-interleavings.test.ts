import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { creditInvoice } from '../src/billing/subscriptions/issue-invoice.js';
import { checkLedger } from '../src/billing/ledger/ledger-check.js';
import { paidOn } from '../src/billing/ledger/journal.js';
import { testProviderSecret } from '../src/billing/payments/test-checkout-provider.js';
import { signWebhook } from '../src/billing/payments/webhook-signature.js';
import { appSecret, createUser, logIn, postJson, useHarness } from './support/harness.js';
import { moneyPropertyRuns } from './support/test-environment.js';
import {
  aSecondAttempt,
  aTeamInvoice,
  anApprover,
  anInvoice,
  expectLedgerHolds,
} from './support/payables.js';

/*
 * Issue #25's property: whatever order payers, tabs and the provider act in — Pay from several people and
 * pages, tabs left open from before, paying, declining, returning early, the webhook before or after the
 * payer's return, the webhook twice, credit notes, seat purchases and upgrades — once every charge the
 * provider took has been verified, the ledger check holds and no payable kept more than it owes. The
 * provider's own records (test_checkouts) are the judge of what was collected and refunded.
 * MONEY_PROPERTY_RUNS raises the number of runs (a handful by default, to keep the suite fast).
 */

const h = useHarness();
afterAll(() => expectLedgerHolds(h.db));

const runs = moneyPropertyRuns;

interface Tab {
  reference: string;
  checkout_url: string;
  auth: string;
}

type Target = 'invoice' | 'team' | 'seats' | 'upgrade';
type Action =
  | { do: 'press'; who: 'owner' | 'approver'; target: Target }
  | { do: 'old-tab'; target: 'invoice' | 'team' }
  | { do: 'pay' | 'decline' | 'return' | 'charge-silently' | 'webhook'; tab: number }
  | { do: 'credit' }
  | { do: 'together'; first: number; second: number };

const tabAction = (kind: 'pay' | 'decline' | 'return' | 'charge-silently' | 'webhook') =>
  fc.nat(20).map((tab): Action => ({ do: kind, tab }));

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      do: fc.constant('press' as const),
      who: fc.constantFrom('owner' as const, 'approver' as const),
      target: fc.constantFrom<Target>('invoice', 'team', 'seats', 'upgrade'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      do: fc.constant('old-tab' as const),
      target: fc.constantFrom('invoice' as const, 'team' as const),
    }),
  },
  { weight: 4, arbitrary: tabAction('pay') },
  { weight: 1, arbitrary: tabAction('decline') },
  { weight: 2, arbitrary: tabAction('return') },
  { weight: 2, arbitrary: tabAction('charge-silently') },
  { weight: 2, arbitrary: tabAction('webhook') },
  { weight: 1, arbitrary: fc.constant<Action>({ do: 'credit' }) },
  {
    weight: 2,
    arbitrary: fc.record({ do: fc.constant('together' as const), first: fc.nat(20), second: fc.nat(20) }),
  },
);

const send = (path: string, auth: string, body?: unknown) => postJson(h.app, path, body, auth);

/** The provider's charge.success for a checkout, signed as the provider signs it (a delivery or a retry). */
async function deliverWebhook(reference: string) {
  const checkout = await h.db.prisma.testCheckout.findUniqueOrThrow({ where: { reference } });
  if (checkout.status !== 'success') return;
  const body = JSON.stringify({
    event: 'charge.success',
    data: {
      id: checkout.providerId,
      status: 'success',
      reference,
      amount: Number(checkout.amountKobo),
      currency: checkout.currency,
      paid_at: (checkout.paidAt ?? new Date()).toISOString(),
      metadata: checkout.metadata,
      customer: { email: checkout.email },
    },
  });
  const answer = await h.app.request('/api/payments/webhook/', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'x-paystack-signature': signWebhook(testProviderSecret(appSecret), body),
    },
    body,
  });
  expect(answer.status).toBe(200);
}

async function world() {
  const owner = await createUser(h.db);
  const { invoice } = await anInvoice(h.db, owner.id);
  const team = await aTeamInvoice(h.db, owner.id);
  const approver = await anApprover(h.db, team.project.id);
  const auth = {
    owner: `Bearer ${await logIn(h.app, owner)}`,
    approver: `Bearer ${await logIn(h.app, approver)}`,
  };
  const tabs: Tab[] = [];

  const opened = async (response: Response, tabAuth: string) => {
    const body = (await response.json()) as Tab & { payment?: Tab; message?: string };
    expect(response.status, JSON.stringify(body)).toBeLessThan(500);
    const payment = body.payment ?? body;
    if (response.status === 200 && payment.reference) tabs.push({ ...payment, auth: tabAuth });
  };

  const press = async (who: 'owner' | 'approver', target: Target) => {
    const as = auth[who];
    if (target === 'invoice') return opened(await send(`/api/billing/invoices/${invoice.id}/pay/`, as), as);
    if (target === 'team') {
      return opened(
        await send(`/api/billing/team-payments/invoices/${team.invoice.id}/pay/`, as, {
          payment_type: 'regular',
          amount_kobo: Number(team.invoice.totalKobo),
        }),
        as,
      );
    }
    if (target === 'seats')
      return opened(await send('/api/billing/seats/', as, { count: 1, billing: 'monthly' }), as);
    return opened(
      await send('/api/billing/plan-change/', as, { plan: who === 'owner' ? 'startup' : 'growth' }),
      as,
    );
  };

  const tab = (index: number) => tabs[index % Math.max(tabs.length, 1)];
  /** A saved card's charge has no checkout page: nobody can press Pay or Decline on it. */
  const checkoutPath = (one: Tab) => (one.checkout_url ? new URL(one.checkout_url).pathname : null);
  const atCheckout = (one: Tab, what: 'pay' | 'decline') => {
    const path = checkoutPath(one);
    return path ? h.app.request(`${path}/${what}`, { method: 'POST' }) : null;
  };

  const run = async (step: Action): Promise<void> => {
    switch (step.do) {
      case 'press':
        return press(step.who, step.target);
      case 'old-tab': {
        // A checkout from before one balance per amount owed, still payable at the provider.
        const [payable, amount] =
          step.target === 'invoice'
            ? [`invoice:${invoice.id}`, Number(invoice.totalKobo)]
            : [`team-invoice:${team.invoice.id}`, Number(team.invoice.totalKobo)];
        const old = await aSecondAttempt(h.deps, owner.id, payable, amount);
        tabs.push({ reference: old.reference, checkout_url: old.checkoutUrl, auth: auth.owner });
        return;
      }
      case 'credit':
        await h.db.prisma.$transaction((tx) => creditInvoice(tx, invoice.id, 'renewal', new Date()));
        return;
      case 'together': {
        const [first, second] = [tab(step.first), tab(step.second)];
        if (!first || !second) return;
        await Promise.all([
          atCheckout(first, 'pay'),
          send(`/api/payments/${second.reference}/verify/`, second.auth),
          press('approver', 'team'),
        ]);
        return;
      }
      default: {
        const one = tab(step.tab);
        if (!one) return;
        if (step.do === 'pay' || step.do === 'decline') {
          const answer = await atCheckout(one, step.do);
          if (answer) expect(answer.status).toBe(303);
        } else if (step.do === 'return') {
          expect((await send(`/api/payments/${one.reference}/verify/`, one.auth)).status).toBeLessThan(500);
        } else if (step.do === 'charge-silently') {
          // The provider took the money; its webhook is late (or lost).
          await h.db.prisma.testCheckout.updateMany({
            where: { reference: one.reference, status: 'ongoing' },
            data: { status: 'success', paidAt: new Date() },
          });
        } else {
          await deliverWebhook(one.reference);
        }
      }
    }
  };

  /** Every charge the provider took is verified in the end: a return, or the next start, does it. */
  const settleEverything = async () => {
    for (const one of tabs) await send(`/api/payments/${one.reference}/verify/`, one.auth);
  };

  /** What the provider holds for each payable (charged minus refunded) against what it owes. */
  const heldAgainstOwed = async () => {
    const references = tabs.map((one) => one.reference);
    const checkouts = await h.db.prisma.testCheckout.findMany({
      where: { reference: { in: references }, status: 'success' },
    });
    const payments = await h.db.prisma.payment.findMany({
      where: { reference: { in: checkouts.map((checkout) => checkout.reference) } },
      include: { allocations: true },
    });
    const held = new Map<string, number>();
    for (const checkout of checkouts) {
      const payment = payments.find((one) => one.reference === checkout.reference)!;
      expect(payment.allocations).toHaveLength(1);
      const payable = payment.allocations[0]!.payable;
      held.set(payable, (held.get(payable) ?? 0) + Number(checkout.amountKobo - checkout.refundedKobo));
    }
    const rows = [];
    for (const [payable, kobo] of held) {
      const [kind, id] = payable.split(':') as [string, string];
      const owed =
        kind === 'invoice'
          ? Number((await h.db.prisma.invoice.findUniqueOrThrow({ where: { id } })).totalKobo)
          : Number((await h.db.prisma.teamInvoice.findUniqueOrThrow({ where: { id } })).totalKobo);
      rows.push({ payable, held: kobo, applied: (await paidOn(h.db.prisma, payable)) + 0, owed });
    }
    return rows;
  };

  return { run, settleEverything, heldAgainstOwed };
}

describe('money under random interleavings of payers, tabs and the provider', () => {
  it(
    'keeps the ledger whole and never keeps more than a payable owes',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 18 }), async (actions) => {
          const { run, settleEverything, heldAgainstOwed } = await world();
          for (const step of actions) await run(step);
          await settleEverything();
          expect(await checkLedger(h.db.prisma)).toEqual([]);
          for (const row of await heldAgainstOwed()) {
            // The provider holds exactly what the ledger applied, and that is never more than owed.
            expect(row, JSON.stringify(row)).toMatchObject({ held: row.applied });
            expect(row.held).toBeLessThanOrEqual(row.owed);
          }
        }),
        { numRuns: runs, endOnFailure: true },
      );
    },
    runs * 30_000,
  );
});
