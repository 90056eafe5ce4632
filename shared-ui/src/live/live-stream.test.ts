import { describe, expect, it } from 'vitest';
import { LiveStream } from './live-stream';
import type { LiveMessage, PresentPerson } from './live-stream';

/** A server the test writes to: each call of fetch opens a stream the test controls. */
function fakeServer() {
  const calls: { url: string; headers: Record<string, string>; push(text: string): void; end(): void }[] = [];
  const waiters: (() => void)[] = [];
  const fetch = (url: string | URL | Request, init?: RequestInit) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const encoder = new TextEncoder();
    calls.push({
      url: String(url),
      headers: init?.headers as Record<string, string>,
      push: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    });
    waiters.splice(0).forEach((wake) => wake());
    return Promise.resolve(new Response(body, { status: 200 }));
  };
  const call = (index: number) =>
    new Promise<(typeof calls)[number]>((resolve) => {
      const check = () => (calls[index] ? resolve(calls[index]) : waiters.push(check));
      check();
    });
  return { fetch: fetch as typeof globalThis.fetch, calls, call };
}

const change = (id: string, kind: string, projectId: string) =>
  `id: ${id}\nevent: ${kind}\ndata: ${JSON.stringify({ id, kind, projectId, subject: { type: kind.split('.')[0], id: 's' } })}\n\n`;

const until = (check: () => boolean) =>
  new Promise<void>((resolve) => {
    const poll = () => (check() ? resolve() : setTimeout(poll, 5));
    poll();
  });

describe('LiveStream', () => {
  it('hands each change to the listeners of its project and kind, and resumes after a drop from the last id', async () => {
    const server = fakeServer();
    const stream = new LiveStream({ getToken: () => 'token-1', fetch: server.fetch, retryMs: [1] });
    const heard: LiveMessage[] = [];
    const others: LiveMessage[] = [];
    const stop = stream.listen('p1', ['task'], (message) => heard.push(message));
    const stopOthers = stream.listen(null, ['file.approved'], (message) => others.push(message));

    const first = await server.call(0);
    expect(first.url).toBe('/api/events/?project=p1');
    expect(first.headers.Authorization).toBe('Bearer token-1');
    expect(first.headers['Last-Event-ID']).toBeUndefined();
    first.push('event: ready\ndata: {"streamId":"x"}\n\n: still here\n\n');
    first.push(change('7', 'task.moved', 'p1'));
    first.push(change('8', 'task.moved', 'p2'));
    first.push(change('9', 'file.approved', 'p2'));
    first.push(change('10', 'file.updated', 'p1'));
    await until(() => others.length === 1);
    expect(heard.map((message) => 'id' in message && message.id)).toEqual(['7']);
    expect(others.map((message) => 'id' in message && message.id)).toEqual(['9']);

    first.end();
    const second = await server.call(1);
    expect(second.headers['Last-Event-ID']).toBe('10');
    second.push('id: 40\nevent: reload\ndata: {}\n\n');
    await until(() => heard.length === 2);
    expect(heard[1]).toEqual({ kind: 'reload' });
    stop();
    stopOthers();
  });

  it('passes on who else is on the page, and forgets them when the stream drops', async () => {
    const server = fakeServer();
    const stream = new LiveStream({ getToken: () => 'token-1', fetch: server.fetch, retryMs: [60_000] });
    const seen: PresentPerson[][] = [];
    const stop = stream.listen('p1', [], () => undefined);
    stream.watchPresence((people) => seen.push(people));
    const first = await server.call(0);
    first.push(
      `event: presence\ndata: ${JSON.stringify({ people: [{ userId: 'u2', name: 'Bola Ade' }] })}\n\n`,
    );
    await until(() => seen.length === 2);
    expect(seen[1]).toEqual([{ userId: 'u2', name: 'Bola Ade' }]);
    first.end();
    await until(() => seen.length === 3);
    expect(seen[2]).toEqual([]);
    stop();
  });

  it('stops when the browser goes offline and resumes from the last id when it is back', async () => {
    const server = fakeServer();
    const stream = new LiveStream({ getToken: () => 'token-1', fetch: server.fetch, retryMs: [1] });
    const heard: LiveMessage[] = [];
    const stop = stream.listen('p1', ['task'], (message) => heard.push(message));
    const first = await server.call(0);
    first.push(change('7', 'task.moved', 'p1'));
    await until(() => heard.length === 1);
    stream.offline();
    // Nothing is fetched while offline, however long it lasts.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls).toHaveLength(1);
    stream.online();
    const second = await server.call(1);
    expect(second.headers['Last-Event-ID']).toBe('7');
    stop();
  });

  it('opens nothing without a token', async () => {
    const server = fakeServer();
    const stream = new LiveStream({ getToken: () => null, fetch: server.fetch });
    const stop = stream.listen(null, ['notification'], () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls).toEqual([]);
    stop();
  });
});
