import type { Prisma, PrismaClient } from '@platform/prisma';

/**
 * The kinds of event a person is told of, each with its default: in the bell always, by e-mail where the
 * event is one the person acts on (the e-mail defaults are what was sent before the choices existed). A
 * new kind is added here, and every notify() call names its kind.
 */
export const NOTIFICATION_KINDS = {
  tasks: { label: 'Tasks assigned to you', inApp: true, email: true },
  meetings: { label: 'Meetings: invitations, new times and cancellations', inApp: true, email: true },
  reviews: { label: 'Reviews: requests for your review and decisions on yours', inApp: true, email: true },
  mentions: { label: 'Mentions of you in comments', inApp: true, email: true },
  team: { label: 'Teams: being added, removed or placed, and who joined', inApp: true, email: true },
  projects: { label: 'Projects deleted by their owner', inApp: true, email: false },
  billing: { label: 'Payments and refunds', inApp: true, email: true },
  inbox: { label: 'New items in the staff inbox', inApp: true, email: true },
} as const satisfies Record<string, { label: string; inApp: boolean; email: boolean }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const notificationKinds = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

/** Kinds only staff are told of; Settings lists them to staff alone. */
const staffOnlyKinds: readonly NotificationKind[] = ['inbox'];

export const isNotificationKind = (value: string): value is NotificationKind =>
  Object.hasOwn(NOTIFICATION_KINDS, value);

/** How one person wants one kind of event delivered. */
export interface DeliveryChoice {
  inApp: boolean;
  email: boolean;
  /** E-mails wait for the daily digest instead of going one by one. */
  dailyDigest: boolean;
}

type PreferenceStore = Pick<PrismaClient | Prisma.TransactionClient, 'user'>;

/** The person's choice for `kind` (the kind's defaults where they chose nothing); null for no such person. */
export async function deliveryChoice(
  store: PreferenceStore,
  userId: string,
  kind: NotificationKind,
): Promise<DeliveryChoice | null> {
  const user = await store.user.findUnique({
    where: { id: userId },
    select: { dailyDigest: true, notificationPreferences: { where: { kind } } },
  });
  if (!user) return null;
  const chosen = user.notificationPreferences[0] ?? NOTIFICATION_KINDS[kind];
  return { inApp: chosen.inApp, email: chosen.email, dailyDigest: user.dailyDigest };
}

export interface NotificationChoices {
  kinds: { kind: NotificationKind; label: string; in_app: boolean; email: boolean }[];
  daily_digest: boolean;
}

/** Every kind with the person's choice (or its default), and the digest: what Settings shows. */
export async function notificationChoices(
  prisma: PrismaClient,
  userId: string,
): Promise<NotificationChoices> {
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      dailyDigest: true,
      notificationPreferences: true,
      staffMember: { select: { deactivatedAt: true } },
    },
  });
  const chosen = new Map(user.notificationPreferences.map((row) => [row.kind, row]));
  const staff = user.staffMember !== null && user.staffMember.deactivatedAt === null;
  return {
    kinds: notificationKinds
      .filter((kind) => staff || !staffOnlyKinds.includes(kind))
      .map((kind) => {
        const choice = chosen.get(kind) ?? NOTIFICATION_KINDS[kind];
        return { kind, label: NOTIFICATION_KINDS[kind].label, in_app: choice.inApp, email: choice.email };
      }),
    daily_digest: user.dailyDigest,
  };
}

export interface ChoicesChange {
  kinds: { kind: NotificationKind; inApp: boolean; email: boolean }[];
  dailyDigest: boolean;
}

/**
 * Saves the choices in one transaction. Turning the digest off drops what waited for it (those notices
 * stay in the bell when the bell was chosen; e-mailing a day's backlog at once would surprise).
 */
export async function saveNotificationChoices(
  prisma: PrismaClient,
  userId: string,
  change: ChoicesChange,
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    for (const { kind, inApp, email } of change.kinds) {
      await tx.notificationPreference.upsert({
        where: { userId_kind: { userId, kind } },
        create: { userId, kind, inApp, email },
        update: { inApp, email },
      });
    }
    await tx.user.update({ where: { id: userId }, data: { dailyDigest: change.dailyDigest } });
    if (!change.dailyDigest) {
      await tx.notification.updateMany({
        where: { userId, digestPending: true },
        data: { digestPending: false },
      });
    }
  });
}
