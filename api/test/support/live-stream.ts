import type { App } from '../../src/app.js';

/* A tab's live stream as the tests read it: the events parsed as they arrive, waited for by what they say. */

export interface StreamEvent {
  id: string | null;
  event: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests walk events of many shapes
  data: Record<string, any>;
}

export interface OpenStream {
  status: number;
  events: StreamEvent[];
  /** The first event (already received or still to come) that matches; fails after `timeoutMs`. */
  next(matches: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  close(): Promise<void>;
}

export async function openStream(
  app: App,
  token: string,
  { project, lastEventId }: { project?: string; lastEventId?: string } = {},
): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await app.request(`/api/events/${project ? `?project=${project}` : ''}`, {
    headers: { Authorization: `Bearer ${token}`, ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  const reader = response.body?.getReader();
  const reading = (async () => {
    if (!reader || response.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) =>
          block
            .split('\n')
            .filter((line) => line.startsWith(`${name}:`))
            .map((line) => line.slice(name.length + 1).trimStart())
            .join('\n');
        if (!field('event')) continue;
        events.push({
          id: field('id') || null,
          event: field('event'),
          data: JSON.parse(field('data') || '{}'),
        });
        for (const wake of waiters) wake();
      }
    }
  })();
  return {
    status: response.status,
    events,
    next(matches, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(matches);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No such event; received: ${events.map((event) => event.event).join(', ')}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      controller.abort();
      await reader?.cancel().catch(() => undefined);
      await reading;
    },
  };
}
