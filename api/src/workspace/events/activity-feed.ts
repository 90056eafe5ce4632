import type { PrismaClient } from '@platform/prisma';
import type { Logger } from '../../platform/http/app-env.js';
import { presentPeople } from './presence.js';
import type { PresentPerson } from './presence.js';

/*
 * This process's side of the live workspace: the open streams (one a tab), and the delivery of each
 * committed activity row to the streams of the people in its audience. Rows are announced by id
 * (NOTIFY 'activity', activity-listener.ts) and read back here, in one query for all the ids that arrived
 * together; a row read once reaches every stream of this process that may see it, so the work of a change
 * is one query plus one write per stream, whatever the number of streams.
 */

/** One event as the stream sends it (its `id` is also the SSE event id). */
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

/** One open stream. */
export interface Viewer {
  streamId: string;
  userId: string;
  /** The project page the tab shows, for presence; null elsewhere. */
  projectId: string | null;
  deliver(event: LiveEvent): void;
  presence(people: PresentPerson[]): void;
}

export interface ActivityRow {
  id: bigint;
  projectId: string | null;
  actorId: string | null;
  kind: string;
  subjectType: string;
  subjectId: string;
  summary: string;
  data: unknown;
  audience: string[];
  createdAt: Date;
}

export const liveEvent = (row: ActivityRow): LiveEvent => ({
  id: String(row.id),
  kind: row.kind,
  projectId: row.projectId,
  actorId: row.actorId,
  subject: { type: row.subjectType, id: row.subjectId },
  summary: row.summary,
  data: row.data,
  at: row.createdAt.toISOString(),
});

export class ActivityFeed {
  private readonly byUser = new Map<string, Set<Viewer>>();
  private readonly byProject = new Map<string, Set<Viewer>>();
  private readonly announced = new Set<bigint>();
  private readonly presenceChanged = new Set<string>();
  private flushing: Promise<void> | null = null;
  /** The highest id delivered, from which a listener that lost its connection catches up. */
  private highest = 0n;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly log: Logger,
    private readonly now: () => Date,
  ) {}

  /** Starts counting from the newest row, so a catch-up never replays history. */
  async start(): Promise<void> {
    const newest = await this.prisma.activity.findFirst({ orderBy: { id: 'desc' }, select: { id: true } });
    this.highest = newest?.id ?? 0n;
  }

  get size(): number {
    let count = 0;
    for (const viewers of this.byUser.values()) count += viewers.size;
    return count;
  }

  /** The streams open on a project page in this process, for presence refreshes. */
  streamIds(): string[] {
    return [...this.byProject.values()].flatMap((viewers) => [...viewers].map((viewer) => viewer.streamId));
  }

  add(viewer: Viewer): () => void {
    add(this.byUser, viewer.userId, viewer);
    if (viewer.projectId) add(this.byProject, viewer.projectId, viewer);
    return () => {
      remove(this.byUser, viewer.userId, viewer);
      if (viewer.projectId) remove(this.byProject, viewer.projectId, viewer);
    };
  }

  /** A row committed (the id of a NOTIFY 'activity'). */
  activityAnnounced(id: string): void {
    if (!/^\d{1,18}$/.test(id)) return;
    this.announced.add(BigInt(id));
    this.schedule();
  }

  /** Who has a project page open changed (the project id of a NOTIFY 'presence'). */
  presenceAnnounced(projectId: string): void {
    this.presenceChanged.add(projectId);
    this.schedule();
  }

  /** After the notifications may have been missed: deliver every row after the last one delivered. */
  catchUp(): void {
    this.schedule(true);
  }

  private schedule(catchUp = false): void {
    const run = async () => {
      // Notifications that arrive while a read runs wait for the next one: one read for the lot.
      await new Promise((resolve) => setImmediate(resolve));
      try {
        await this.flush(catchUp);
      } catch (error) {
        this.log(`live: delivering activity failed: ${(error as Error).message}`);
      }
    };
    this.flushing = (this.flushing ?? Promise.resolve()).then(run);
  }

  private async flush(catchUp: boolean): Promise<void> {
    const ids = [...this.announced];
    this.announced.clear();
    const projects = [...this.presenceChanged];
    this.presenceChanged.clear();
    if (ids.length > 0 || catchUp) {
      const rows: ActivityRow[] = await this.prisma.activity.findMany({
        where: catchUp ? { id: { gt: this.highest } } : { id: { in: ids } },
        orderBy: { id: 'asc' },
        take: catchUp ? 1000 : undefined,
      });
      for (const row of rows) this.deliver(row);
    }
    for (const projectId of projects) {
      const viewers = this.byProject.get(projectId);
      if (!viewers?.size) continue;
      const people = await presentPeople(this.prisma, projectId, this.now());
      // Each tab hears of the others: the person themselves is not "someone else on this page".
      for (const viewer of viewers)
        viewer.presence(people.filter((person) => person.userId !== viewer.userId));
    }
  }

  private deliver(row: ActivityRow): void {
    if (row.id > this.highest) this.highest = row.id;
    const event = liveEvent(row);
    for (const userId of row.audience) {
      const viewers = this.byUser.get(userId);
      if (viewers) for (const viewer of viewers) viewer.deliver(event);
    }
  }
}

function add<K>(index: Map<K, Set<Viewer>>, key: K, viewer: Viewer): void {
  const set = index.get(key);
  if (set) set.add(viewer);
  else index.set(key, new Set([viewer]));
}

function remove<K>(index: Map<K, Set<Viewer>>, key: K, viewer: Viewer): void {
  const set = index.get(key);
  set?.delete(viewer);
  if (set?.size === 0) index.delete(key);
}
