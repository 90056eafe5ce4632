import { followsKind, LIVE_CONTROL_EVENTS } from '@platform/contract';

/*
 * The tab's one live stream (`GET /api/events/`, Server-Sent Events), shared by every page and area of the
 * tab: shared-ui is a singleton, so this module is too. It is read with fetch rather than EventSource, which
 * cannot send the bearer token (docs/decisions.md, "Live workspace"): a reconnect sends `Last-Event-ID` itself
 * and the server replays what was missed, so a dropped network, a sleeping laptop or a new project page loses
 * nothing. It opens with the first listener and closes with the last.
 */

/** One change, as the API sends it. */
export interface LiveEvent {
  id: string;
  kind: string;
  projectId: string | null;
  actorId: string | null;
  subject: { type: string; id: string };
  summary: string;
  data: unknown;
  at: string;
}

/** Someone who has the project page open. */
export interface PresentPerson {
  userId: string;
  name: string;
}

/** What a listener hears: a change, or `reload` when too much was missed to replay. */
export type LiveMessage = LiveEvent | { kind: typeof LIVE_CONTROL_EVENTS.reload };

interface Listener {
  projectId: string | null;
  kinds: readonly string[];
  hear(message: LiveMessage): void;
}

export interface LiveStreamOptions {
  getToken(): string | null;
  fetch?: typeof fetch;
  /** Waits before reconnecting, growing to the last value. */
  retryMs?: readonly number[];
}

const defaultRetryMs = [500, 1_000, 2_000, 5_000] as const;

export class LiveStream {
  private readonly listeners = new Set<Listener>();
  private readonly presenceWatchers = new Set<(people: PresentPerson[]) => void>();
  /** The project pages open in this tab, newest last: the stream says the last one is being viewed. */
  private readonly projects: string[] = [];
  private lastEventId: string | null = null;
  private connection: AbortController | null = null;
  private connectedProject: string | null = null;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private offlineNow = false;
  private people: PresentPerson[] = [];
  private readonly retryMs: readonly number[];

  constructor(private readonly options: LiveStreamOptions) {
    this.retryMs = options.retryMs ?? defaultRetryMs;
  }

  /** Follows `kinds` (a kind, or a whole subject: "task") of one project, or of every project with null. */
  listen(
    projectId: string | null,
    kinds: readonly string[],
    hear: (message: LiveMessage) => void,
  ): () => void {
    const listener: Listener = { projectId, kinds, hear };
    this.listeners.add(listener);
    if (projectId) this.projects.push(projectId);
    this.update();
    return () => {
      this.listeners.delete(listener);
      if (projectId) this.projects.splice(this.projects.lastIndexOf(projectId), 1);
      this.update();
    };
  }

  /** Who else has the viewed project page open (the stream's presence list, kept until it changes). */
  watchPresence(watch: (people: PresentPerson[]) => void): () => void {
    this.presenceWatchers.add(watch);
    watch(this.people);
    return () => this.presenceWatchers.delete(watch);
  }

  /** After the network came back: reconnect now rather than at the next retry. */
  online(): void {
    this.offlineNow = false;
    if (this.connection || this.listeners.size === 0) return;
    clearTimeout(this.retry);
    this.connect();
  }

  /**
   * The browser says the network is gone: the open connection may look alive for minutes (a dead TCP
   * connection is noticed late) and nothing can be fetched anyway, so the stream stops here and resumes from
   * the last id when the browser is online again.
   */
  offline(): void {
    this.offlineNow = true;
    this.disconnect();
  }

  private get wantedProject(): string | null {
    return this.projects.at(-1) ?? null;
  }

  private update(): void {
    if (this.listeners.size === 0 || this.offlineNow) {
      this.disconnect();
      return;
    }
    if (this.connection && this.connectedProject === this.wantedProject) return;
    this.disconnect();
    this.connect();
  }

  private disconnect(): void {
    clearTimeout(this.retry);
    this.connection?.abort();
    this.connection = null;
    this.setPeople([]);
  }

  private connect(): void {
    const token = this.options.getToken();
    if (!token) return;
    const controller = new AbortController();
    const project = this.wantedProject;
    this.connection = controller;
    this.connectedProject = project;
    const doFetch = this.options.fetch ?? fetch;
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' };
    if (this.lastEventId) headers['Last-Event-ID'] = this.lastEventId;
    const url = `/api/events/${project ? `?project=${encodeURIComponent(project)}` : ''}`;
    doFetch(url, { headers, signal: controller.signal, cache: 'no-store' })
      .then(async (response) => {
        // A refused stream (signed out, a project no longer ours) is not retried until a page asks again.
        if (!response.ok || !response.body) return 'refused' as const;
        this.failures = 0;
        await this.read(response.body, controller.signal);
        return 'ended' as const;
      })
      .catch(() => 'ended' as const)
      .then((outcome) => {
        if (this.connection !== controller) return;
        this.connection = null;
        this.setPeople([]);
        if (outcome === 'refused' || this.listeners.size === 0 || this.offlineNow) return;
        const wait = this.retryMs[Math.min(this.failures, this.retryMs.length - 1)] ?? 1_000;
        this.failures += 1;
        this.retry = setTimeout(() => this.connect(), wait);
      });
  }

  private async read(body: ReadableStream<Uint8Array>, signal: AbortSignal): Promise<void> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    while (!signal.aborted) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        this.dispatch(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
    }
  }

  private dispatch(block: string): void {
    let event = 'message';
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
    }
    if (id) this.lastEventId = id;
    if (event === LIVE_CONTROL_EVENTS.ready || data.length === 0) return;
    const parsed: unknown = JSON.parse(data.join('\n'));
    if (event === LIVE_CONTROL_EVENTS.presence) {
      this.setPeople((parsed as { people: PresentPerson[] }).people);
      return;
    }
    if (event === LIVE_CONTROL_EVENTS.reload) {
      for (const listener of [...this.listeners]) listener.hear({ kind: LIVE_CONTROL_EVENTS.reload });
      return;
    }
    const change = parsed as LiveEvent;
    for (const listener of [...this.listeners]) {
      if (listener.projectId && listener.projectId !== change.projectId) continue;
      if (followsKind(change.kind, listener.kinds)) listener.hear(change);
    }
  }

  private setPeople(people: PresentPerson[]): void {
    this.people = people;
    for (const watch of this.presenceWatchers) watch(people);
  }
}
