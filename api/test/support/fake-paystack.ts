import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signWebhook } from '../../src/billing/payments/webhook-signature.js';

/*
 * A local stand-in for Paystack's REST API, speaking its shapes over real HTTP: initialize and verify
 * with the secret key as bearer, and `charge(reference)` makes the webhook body Paystack would post,
 * signed with the same key; transfers too: bank/resolve over the accounts its banks hold, transfer
 * recipients, transfers from a balance, their verification, and `finishTransfer` for the webhook of
 * their outcome. The API's Paystack client talks to it as to api.paystack.co.
 */

interface Transaction {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  callback_url: string;
  status: 'ongoing' | 'success' | 'failed' | 'abandoned';
  paid_at: string | null;
  gateway_response: string;
  /** The card of a successful charge, reusable as Paystack's test cards are. */
  authorization?: Record<string, string | boolean>;
  customer?: { email: string };
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => resolve(text));
  });

interface Transfer {
  id: number;
  reference: string;
  transfer_code: string;
  recipient: string;
  amount: number;
  reason: string;
  status: 'pending' | 'success' | 'failed' | 'reversed';
}

export class FakePaystack {
  /** The banks' accounts, "bank code:account number" → holder: bank/resolve knows only these. */
  readonly accounts = new Map<string, string>();
  readonly recipients = new Map<string, { name: string; account_number: string; bank_code: string }>();
  readonly transfers = new Map<string, Transfer>();
  /** The balance transfers are sent from, in kobo. */
  balance = 1_000_000_000;
  readonly transactions = new Map<string, Transaction>();
  /** Every request received, as "METHOD path". */
  readonly calls: string[] = [];
  /** Refunds accepted, as Paystack keeps them: the transaction's reference and the amount. */
  readonly refunds: { id: number; transaction: string; amount: number }[] = [];
  /** When set, every call answers this status with Paystack's error shape. */
  failWith: number | null = null;
  /** Authorization codes whose card now declines (insufficient funds, blocked). */
  readonly declining = new Set<string>();
  private nextId = 1000;
  private server: Server | null = null;

  constructor(readonly secretKey: string) {}

  get baseUrl(): string {
    const { port } = this.server?.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(([status, body]) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(request: IncomingMessage): Promise<[number, unknown]> {
    const url = new URL(request.url ?? '/', 'http://paystack.test');
    this.calls.push(`${request.method} ${url.pathname}`);
    if (this.failWith) return [this.failWith, { status: false, message: 'Service unavailable' }];
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      return [401, { status: false, message: 'Invalid key' }];
    }
    if (request.method === 'POST' && url.pathname === '/transaction/initialize') {
      const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
      if (
        typeof body.amount !== 'number' ||
        typeof body.email !== 'string' ||
        typeof body.reference !== 'string'
      ) {
        return [400, { status: false, message: 'Invalid parameters' }];
      }
      if (this.transactions.has(body.reference))
        return [400, { status: false, message: 'Duplicate Transaction Reference' }];
      this.transactions.set(body.reference, {
        id: (this.nextId += 1),
        reference: body.reference,
        amount: body.amount,
        currency: String(body.currency ?? 'NGN'),
        email: body.email,
        callback_url: String(body.callback_url),
        status: 'ongoing',
        paid_at: null,
        gateway_response: 'The transaction was not completed',
      });
      return [
        200,
        {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `https://checkout.paystack.com/${body.reference}`,
            access_code: `ac_${body.reference}`,
            reference: body.reference,
          },
        },
      ];
    }
    if (request.method === 'POST' && url.pathname === '/refund') {
      const body = JSON.parse(await readBody(request)) as { transaction?: unknown; amount?: unknown };
      const transaction = this.transactions.get(String(body.transaction));
      if (!transaction) return [404, { status: false, message: 'Transaction not found' }];
      const refunded = this.refunds
        .filter((refund) => refund.transaction === transaction.reference)
        .reduce((sum, refund) => sum + refund.amount, 0);
      const amount = typeof body.amount === 'number' ? body.amount : transaction.amount - refunded;
      if (transaction.status !== 'success' || amount <= 0 || refunded + amount > transaction.amount) {
        return [400, { status: false, message: 'Refund amount cannot be greater than transaction amount' }];
      }
      const refund = { id: (this.nextId += 1), transaction: transaction.reference, amount };
      this.refunds.push(refund);
      return [
        200,
        {
          status: true,
          message: 'Refund has been queued for processing',
          data: { id: refund.id, amount, currency: transaction.currency, status: 'pending', transaction },
        },
      ];
    }
    if (request.method === 'POST' && url.pathname === '/transaction/charge_authorization') {
      return this.chargeAuthorization(JSON.parse(await readBody(request)) as Record<string, unknown>);
    }
    const transfers = await this.handleTransfers(request, url);
    if (transfers) return transfers;
    const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname);
    if (request.method === 'GET' && verify?.[1]) {
      const transaction = this.transactions.get(decodeURIComponent(verify[1]));
      if (!transaction) return [400, { status: false, message: 'Transaction reference not found' }];
      return [200, { status: true, message: 'Verification successful', data: { ...transaction } }];
    }
    return [404, { status: false, message: 'Not found' }];
  }

  /** Paystack's charge of a saved card: at once, under the reference given, answered as the transaction. */
  private chargeAuthorization(body: Record<string, unknown>): [number, unknown] {
    const code = String(body.authorization_code ?? '');
    const card = [...this.transactions.values()].find(
      (transaction) => transaction.authorization?.authorization_code === code,
    );
    if (!card || card.customer?.email !== body.email)
      return [400, { status: false, message: 'Invalid authorization code' }];
    if (typeof body.amount !== 'number' || typeof body.reference !== 'string')
      return [400, { status: false, message: 'Invalid parameters' }];
    if (this.transactions.has(body.reference))
      return [400, { status: false, message: 'Duplicate Transaction Reference' }];
    const declined = this.declining.has(code);
    const transaction: Transaction = {
      id: (this.nextId += 1),
      reference: body.reference,
      amount: body.amount,
      currency: String(body.currency ?? 'NGN'),
      email: String(body.email),
      callback_url: '',
      status: declined ? 'failed' : 'success',
      paid_at: declined ? null : new Date().toISOString(),
      gateway_response: declined ? 'Insufficient Funds' : 'Approved',
      authorization: card.authorization,
      customer: card.customer,
    };
    this.transactions.set(transaction.reference, transaction);
    return [200, { status: true, message: 'Charge attempted', data: { ...transaction } }];
  }

  private async handleTransfers(request: IncomingMessage, url: URL): Promise<[number, unknown] | null> {
    if (request.method === 'GET' && url.pathname === '/bank/resolve') {
      const number = url.searchParams.get('account_number') ?? '';
      const name = this.accounts.get(`${url.searchParams.get('bank_code') ?? ''}:${number}`);
      if (!name)
        return [
          422,
          { status: false, message: 'Could not resolve account name. Check parameters or try again.' },
        ];
      return [
        200,
        {
          status: true,
          message: 'Account number resolved',
          data: { account_number: number, account_name: name, bank_id: 9 },
        },
      ];
    }
    if (request.method === 'POST' && url.pathname === '/transferrecipient') {
      const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
      const key = `${String(body.bank_code)}:${String(body.account_number)}`;
      if (body.type !== 'nuban' || typeof body.name !== 'string' || !this.accounts.has(key))
        return [400, { status: false, message: 'Account number is invalid' }];
      const code = `RCP_${key.replace(':', '_')}`;
      this.recipients.set(code, {
        name: body.name,
        account_number: String(body.account_number),
        bank_code: String(body.bank_code),
      });
      return [
        201,
        {
          status: true,
          message: 'Transfer recipient created successfully',
          data: { recipient_code: code, type: 'nuban' },
        },
      ];
    }
    if (request.method === 'POST' && url.pathname === '/transfer') {
      const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
      const reference = String(body.reference);
      if (
        body.source !== 'balance' ||
        typeof body.amount !== 'number' ||
        !this.recipients.has(String(body.recipient))
      )
        return [400, { status: false, message: 'Invalid parameters' }];
      if (this.transfers.has(reference))
        return [400, { status: false, message: 'Duplicate Transfer Reference' }];
      if (body.amount > this.balance)
        return [400, { status: false, message: 'Your balance is not enough to fulfil this request' }];
      this.balance -= body.amount;
      const transfer: Transfer = {
        id: (this.nextId += 1),
        reference,
        transfer_code: `TRF_${this.nextId}`,
        recipient: String(body.recipient),
        amount: body.amount,
        reason: String(body.reason ?? ''),
        status: 'pending',
      };
      this.transfers.set(reference, transfer);
      return [
        200,
        { status: true, message: 'Transfer has been queued', data: { ...transfer, currency: 'NGN' } },
      ];
    }
    const verify = /^\/transfer\/verify\/(.+)$/.exec(url.pathname);
    if (request.method === 'GET' && verify?.[1]) {
      const transfer = this.transfers.get(decodeURIComponent(verify[1]));
      if (!transfer) return [400, { status: false, message: 'Transfer not found' }];
      return [200, { status: true, message: 'Transfer retrieved', data: { ...transfer, currency: 'NGN' } }];
    }
    return null;
  }

  /** The bank's answer to a transfer: it changes, and the signed webhook Paystack would send. */
  finishTransfer(
    reference: string,
    status: 'success' | 'failed' | 'reversed',
    reason = '',
  ): { body: string; signature: string } {
    const transfer = this.transfers.get(reference);
    if (!transfer) throw new Error(`No transfer ${reference}`);
    transfer.status = status;
    if (reason) transfer.reason = reason;
    if (status !== 'success') this.balance += transfer.amount;
    const body = JSON.stringify({ event: `transfer.${status}`, data: { ...transfer, domain: 'test' } });
    return { body, signature: signWebhook(this.secretKey, body) };
  }

  /** The payer left the checkout without paying: Paystack's verify says "abandoned", which is not final. */
  abandon(reference: string): void {
    const transaction = this.transactions.get(reference);
    if (!transaction) throw new Error(`No transaction ${reference}`);
    transaction.status = 'abandoned';
  }

  /** The payer pays (or is declined): the transaction changes and the signed webhook Paystack would send. */
  charge(
    reference: string,
    outcome: { status?: 'success' | 'failed'; amount?: number } = {},
  ): { body: string; signature: string } {
    const transaction = this.transactions.get(reference);
    if (!transaction) throw new Error(`No transaction ${reference}`);
    transaction.status = outcome.status ?? 'success';
    if (outcome.amount !== undefined) transaction.amount = outcome.amount;
    transaction.paid_at = transaction.status === 'success' ? new Date().toISOString() : null;
    transaction.gateway_response = transaction.status === 'success' ? 'Approved' : 'Declined';
    if (transaction.status === 'success') {
      transaction.customer = { email: transaction.email };
      transaction.authorization = {
        authorization_code: `AUTH_${transaction.id}`,
        bin: '408408',
        last4: '4081',
        exp_month: '12',
        exp_year: '2030',
        channel: 'card',
        card_type: 'visa ',
        bank: 'TEST BANK',
        country_code: 'NG',
        brand: 'visa',
        reusable: true,
      };
    }
    const body = JSON.stringify({ event: 'charge.success', data: { ...transaction, domain: 'test' } });
    return { body, signature: signWebhook(this.secretKey, body) };
  }
}
