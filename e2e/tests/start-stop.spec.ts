import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eEnvironment, e2ePort } from '../support/environment';

/*
 * Stopping the product as an operator does: `node scripts/start.mjs` (what `npm start` runs) gets SIGTERM
 * while requests are under way. The request under way finishes and is stored, a new connection is
 * refused, the process exits 0, and the next start works at once with every acknowledged write there.
 * A second copy of the product of its own (port, database), on the releases the suite's server published.
 */

const port = e2ePort + 1;
const environment = {
  ...e2eEnvironment,
  PORT: String(port),
  DATA_DIR: path.join(process.env.E2E_RUN_DIR ?? '', 'start-stop-data'),
  // Each write comes "from" an address of its own, so the per-address form limit stays out of the way.
  TRUST_PROXY: '1',
};

interface Product {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

async function start(): Promise<Product> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, ...environment },
    stdio: 'pipe',
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await expect
    .poll(() => output.join('').includes('Ready at'), { timeout: 300_000, message: output.join('') })
    .toBe(true);
  return { child, output, exited };
}

interface Answer {
  status: number;
  body: string;
}

/** A request on a connection of its own (never a kept-alive one), answered or refused. */
function send(
  method: string,
  route: string,
  headers: Record<string, string> = {},
  body?: string,
): { answer: Promise<Answer>; finish: () => void; connected: Promise<void> } {
  let finish = () => {};
  let connected = () => {};
  const isConnected = new Promise<void>((resolve) => (connected = resolve));
  const answer = new Promise<Answer>((resolve, reject) => {
    const call = request(
      { host: '127.0.0.1', port, method, path: route, agent: false, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    call.on('error', (error) => reject(new Error(`${method} ${route}: ${error.message}`)));
    if (body === undefined) {
      call.end();
      return;
    }
    // The headers and first half now and the rest on `finish()`: a request under way for as long as the
    // test likes.
    const half = Math.floor(body.length / 2);
    call.flushHeaders();
    call.write(body.slice(0, half));
    call.once('socket', (socket) => socket.once('connect', () => connected()));
    finish = () => call.end(body.slice(half));
  });
  return { answer, finish, connected: isConnected };
}

const email = `start-stop-${Date.now()}@example.com`;
let writes = 0;

/** A service request with its own description; `finish()` sends the second half of its body. */
async function write(label: string) {
  writes += 1;
  const token = JSON.parse((await send('GET', '/api/get-form-token').answer).body) as { formToken: string };
  const description = `${label} ${writes}`;
  const body = JSON.stringify({
    fullname: 'Stop Tester',
    email,
    phone: '08031234567',
    serviceType: 'Design Services',
    projectDesc: description,
  });
  const sent = send(
    'POST',
    '/api/service-request/',
    {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(body)),
      Authorization: token.formToken,
      'X-Forwarded-For': `10.9.${Math.floor(writes / 256)}.${writes % 256}`,
    },
    body,
  );
  return { description, ...sent };
}

test('SIGTERM lets the request under way finish, refuses new ones, exits 0, and the next start has every write', async () => {
  test.setTimeout(600_000);
  const first = await start();
  const acknowledged: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const done = await write('before');
    done.finish();
    expect((await done.answer).status).toBe(201);
    acknowledged.push(done.description);
  }

  const underWay = await write('under way');
  await underWay.connected;
  // Long enough for the server to read the headers: the request is then under way, not an idle connection.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  first.child.kill('SIGTERM');
  await expect
    .poll(() => first.output.join(''), { timeout: 10_000 })
    .toContain('SIGTERM: finishing the requests under way, then stopping.');
  // No new connection is taken any more...
  await expect(send('GET', '/api/health').answer).rejects.toThrow(/ECONNREFUSED/);
  // ...while the one under way is answered in full.
  underWay.finish();
  expect((await underWay.answer).status).toBe(201);
  acknowledged.push(underWay.description);
  expect(await first.exited).toBe(0);

  // The next start works at once (nothing left locked), healthy and with every acknowledged write.
  const second = await start();
  expect((await send('GET', '/api/health').answer).status).toBe(200);
  const token = JSON.parse((await send('GET', '/api/get-form-token').answer).body) as { formToken: string };
  const lookupBody = JSON.stringify({ email });
  const lookup = send(
    'POST',
    '/api/view-requests/',
    {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(lookupBody)),
      Authorization: token.formToken,
    },
    lookupBody,
  );
  lookup.finish();
  const found = await lookup.answer;
  expect(found.status).toBe(200);
  for (const description of acknowledged) expect(found.body).toContain(description);
  second.child.kill('SIGINT');
  expect(await second.exited).toBe(0);
});
