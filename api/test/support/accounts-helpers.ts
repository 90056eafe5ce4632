import type { App } from '../../src/app.js';
import { formToken } from './harness.js';
import type { Harness } from './harness.js';
import { codeIn } from './memory-mailbox.js';

/** What @hono/node-server hands the app for a request from `ip`, so rate limits see that address. */
export const fromIp = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** POSTs JSON as a public form (with a fresh form token) from `ip`, and reads the answer. */
export async function postForm(app: App, path: string, body: unknown, ip = '203.0.113.1'): Promise<Answer> {
  const response = await app.request(
    path,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: await formToken(app) },
      body: JSON.stringify(body),
    },
    fromIp(ip),
  );
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

let registrations = 0;

/** A unique address for a new account. */
export function newEmail(label = 'new'): string {
  registrations += 1;
  return `${label}${registrations}-${Date.now()}@example.com`;
}

export const strongPassword = 'Strong-pass-1!';

/** The register body of the spec with every field valid; `overrides` change or add fields. */
export function registerBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fname: 'Ada',
    lname: 'Okafor',
    email: newEmail(),
    pwd: strongPassword,
    confirmPwd: strongPassword,
    tos: true,
    screen_width: 1440,
    ...overrides,
  };
}

/** Registers through the API and returns the address and the code mailed to it. */
export async function registerAccount(
  h: Harness,
  overrides: Record<string, unknown> = {},
  ip?: string,
): Promise<{ email: string; code: string; password: string }> {
  const body = registerBody(overrides);
  const answer = await postForm(h.app, '/api/create-account/', body, ip);
  if (answer.status !== 201) throw new Error(`Registration failed: ${JSON.stringify(answer.body)}`);
  const email = String(body.email).toLowerCase();
  return { email, code: codeIn(await h.mail.latest(email)), password: String(body.pwd) };
}

/** A tiny real PNG (1 x 1 pixel). */
export const pngBytes = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);
