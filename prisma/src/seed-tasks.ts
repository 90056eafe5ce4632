import type { PrismaClient } from '../generated/client.js';
import type { TaskStatus, TaskType } from '../generated/enums.js';

interface SampleTask {
  name: string;
  type: TaskType;
  description: string;
  status: TaskStatus;
  /** Names of the project's features it is linked to. */
  features: string[];
  /** Days ago it was created; later moves follow a day apart. */
  createdDaysAgo: number;
  /** The columns it passed through before its status, oldest first. */
  path: TaskStatus[];
  /** Start and estimated completion, in days from today. */
  timeline?: [number, number];
}

const columnNames: Record<TaskStatus, string> = {
  BACKLOG: 'Backlog',
  TO_DO: 'To Do',
  IN_PROGRESS: 'In Progress',
  READY_FOR_REVIEW: 'Ready for Review',
  APPROVED: 'Approved',
  COMPLETED: 'Completed',
  BLOCKED: 'Blocked',
};

const typeNames: Record<TaskType, string> = {
  DESIGN: 'Design',
  CODE: 'Code',
  WRITE: 'Write',
  REVIEW: 'Review',
  SUPPORT: 'Support',
  PRINT: 'Print',
};

/** The workspace path segment after the id, as the app makes it from the project's name. */
const workspaceNames: Record<string, string> = {
  '6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7a02': 'brand-identity-refresh',
  '6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7a01': 'customer-mobile-app',
};

/** The demo board: tasks of the projects past setup, in several columns, as a team would have left them. */
const sampleTasks: Record<string, SampleTask[]> = {
  // Brand Identity Refresh
  '6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7a02': [
    {
      name: 'Brand audit',
      type: 'REVIEW',
      description: 'Review the current logo, colours and materials and list what to keep.',
      status: 'COMPLETED',
      features: [],
      createdDaysAgo: 20,
      path: ['BACKLOG', 'IN_PROGRESS', 'READY_FOR_REVIEW', 'APPROVED'],
    },
    {
      name: 'Mood board',
      type: 'DESIGN',
      description: 'Collect references for the new look: shapes, colours and type.',
      status: 'APPROVED',
      features: ['Logo', 'Colour palette'],
      createdDaysAgo: 16,
      path: ['BACKLOG', 'IN_PROGRESS', 'READY_FOR_REVIEW'],
    },
    {
      name: 'Colour palette options',
      type: 'DESIGN',
      description: 'Three palettes with primary and accent colours, checked for contrast.',
      status: 'READY_FOR_REVIEW',
      features: ['Colour palette'],
      createdDaysAgo: 10,
      path: ['BACKLOG', 'IN_PROGRESS'],
      timeline: [-8, 2],
    },
    {
      name: 'Design the primary logo',
      type: 'DESIGN',
      description: 'Sketch and refine the primary logo; deliver SVG and PNG in colour and mono.',
      status: 'IN_PROGRESS',
      features: ['Logo'],
      createdDaysAgo: 8,
      path: ['BACKLOG', 'TO_DO'],
      timeline: [-4, 7],
    },
    {
      name: 'Write the brand voice guide',
      type: 'WRITE',
      description: 'Two pages on tone of voice with examples for social media and e-mail.',
      status: 'IN_PROGRESS',
      features: [],
      createdDaysAgo: 6,
      path: ['BACKLOG'],
    },
    {
      name: 'Typography pairing',
      type: 'DESIGN',
      description: 'Choose a heading and a body typeface that work on screen and in print.',
      status: 'TO_DO',
      features: [],
      createdDaysAgo: 4,
      path: ['BACKLOG'],
    },
    {
      name: 'Print business cards',
      type: 'PRINT',
      description: 'Print 500 cards with the new logo once it is approved.',
      status: 'BLOCKED',
      features: ['Logo'],
      createdDaysAgo: 3,
      path: ['BACKLOG'],
    },
    {
      name: 'Social media templates',
      type: 'DESIGN',
      description: 'Post and story templates in the new style.',
      status: 'BACKLOG',
      features: [],
      createdDaysAgo: 1,
      path: [],
    },
  ],
  // Customer Mobile App
  '6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7a01': [
    {
      name: 'Booking flow wireframes',
      type: 'DESIGN',
      description: 'Screens from choosing a service to the booking confirmation.',
      status: 'TO_DO',
      features: ['Online booking'],
      createdDaysAgo: 2,
      path: ['BACKLOG'],
    },
    {
      name: 'Payment provider set-up',
      type: 'CODE',
      description: 'Test keys, webhooks and a first card payment in the sandbox.',
      status: 'BACKLOG',
      features: ['Card payments'],
      createdDaysAgo: 1,
      path: [],
    },
  ],
};

const DAY_MS = 86_400_000;
const dayOnly = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** Adds the sample tasks, assigned to the owner, with their history, to a demo project that has none yet. */
export async function seedProjectTasks(
  prisma: PrismaClient,
  projectId: string,
  ownerId: string,
  now: Date,
): Promise<void> {
  const tasks = sampleTasks[projectId];
  if (!tasks || (await prisma.task.count({ where: { projectId } })) > 0) return;
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: ownerId } });
  const features = await prisma.projectFeature.findMany({
    where: { projectId },
    select: { id: true, name: true },
  });
  const featureId = new Map(features.map((feature) => [feature.name, feature.id]));
  const positions = new Map<TaskStatus, number>();
  for (const task of tasks) {
    const position = positions.get(task.status) ?? 0;
    positions.set(task.status, position + 1);
    const createdAt = new Date(now.getTime() - task.createdDaysAgo * DAY_MS);
    const at = (step: number) => new Date(createdAt.getTime() + step * (DAY_MS / 4));
    const linked = task.features.flatMap((name) => featureId.get(name) ?? []);
    const columns = [...task.path, task.status];
    const moves = columns.slice(1).map((status, index) => ({
      kind: 'moved',
      text: `moved it from ${columnNames[columns[index]!]} to ${columnNames[status]}`,
    }));
    const history = [
      { kind: 'created', text: `created the ${typeNames[task.type]} task in Backlog` },
      { kind: 'assigned', text: `assigned it to ${owner.firstName} ${owner.lastName}` },
      ...(task.features.length > 0
        ? [{ kind: 'linked', text: `linked it to ${task.features.join(' and ')}` }]
        : []),
      ...moves,
    ];
    const created = await prisma.task.create({
      data: {
        projectId,
        name: task.name,
        type: task.type,
        description: task.description,
        status: task.status,
        position,
        createdById: ownerId,
        createdAt,
        startDate: task.timeline ? dayOnly(new Date(now.getTime() + task.timeline[0] * DAY_MS)) : null,
        estimatedCompletion: task.timeline
          ? dayOnly(new Date(now.getTime() + task.timeline[1] * DAY_MS))
          : null,
        assignees: { create: [{ userId: ownerId, assignedAt: createdAt }] },
        features: { create: linked.map((id) => ({ featureId: id })) },
        history: {
          create: history.map((entry, index) => ({
            ...entry,
            actorId: ownerId,
            createdAt: at(entry.kind === 'moved' ? index : 0),
          })),
        },
      },
    });
    // The bell has something to show: each task waiting for review, unread.
    if (task.status !== 'READY_FOR_REVIEW') continue;
    await prisma.notification.create({
      data: {
        userId: ownerId,
        title: `Ready for your review: ${task.name}`,
        body: `${task.name} was moved to Ready for Review.`,
        link: `/project/workspace/${projectId}/${workspaceNames[projectId]}/task-details?task=${created.id}`,
        createdAt: at(columns.length),
      },
    });
  }
}
