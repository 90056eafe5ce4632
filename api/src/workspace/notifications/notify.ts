import type { Prisma, PrismaClient } from '@platform/prisma';
import { recordActivity } from '../events/record-activity.js';
import type { Logger } from '../../platform/http/app-env.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { deliveryChoice, type NotificationKind } from './notification-preferences.js';

/** What one user is told: a title, a line of detail, and where in the app it leads. */
export interface Notice {
  userId: string;
  /** Which kind of event: the person's choices for it decide the bell, the e-mail and the digest. */
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path inside the app, e.g. `/project/workspace/<id>/<name>/task-details?task=<id>`. */
  link?: string | null;
}

/** Set to send the notice by e-mail too; the link is then built on the public URL. */
export interface NoticeMail {
  mailer: Mailer;
  publicUrl: string;
  log: Logger;
}

/** A client or transaction that can store notifications (and announce them to the person's open tabs). */
export type NotificationStore = PrismaClient | Prisma.TransactionClient;

/**
 * Tells one person of an event as they chose for its kind: stored for the bell (in-app), and, with `mail`,
 * e-mailed at once, or kept for their daily digest when they chose one. The notice is the record: a mail
 * server that is down is logged, never undoes it nor fails the caller's action.
 */
export async function notify(store: NotificationStore, notice: Notice, mail?: NoticeMail): Promise<void> {
  const choice = await deliveryChoice(store, notice.userId, notice.kind);
  if (!choice) return;
  // Every notice of an e-mailed kind goes into the digest, also those not e-mailed one by one.
  const forDigest = choice.email && choice.dailyDigest;
  if (choice.inApp || forDigest) {
    const stored = await store.notification.create({
      data: {
        userId: notice.userId,
        kind: notice.kind,
        title: notice.title,
        body: notice.body,
        link: notice.link ?? null,
        inApp: choice.inApp,
        digestPending: forDigest,
      },
    });
    // The bell of each of the person's tabs updates at once.
    if (choice.inApp) {
      await recordActivity(store, {
        projectId: null,
        actorId: null,
        kind: 'notification.created',
        subjectId: stored.id,
        summary: notice.title,
        audience: [notice.userId],
      });
    }
  }
  if (mail) await mailNotice(store, notice, mail);
}

/**
 * E-mails a notice now if its person wants this kind e-mailed one by one (with a daily digest the digest
 * carries it). Work done in a transaction stores its notices there and mails them with this once it has
 * committed, so nobody is e-mailed about a change that was rolled back.
 */
export async function mailNotice(
  store: Pick<NotificationStore, 'user'>,
  notice: Notice,
  mail: NoticeMail,
): Promise<void> {
  const choice = await deliveryChoice(store, notice.userId, notice.kind);
  if (!choice?.email || choice.dailyDigest) return;
  const user = await store.user.findUnique({ where: { id: notice.userId }, select: { email: true } });
  if (!user) return;
  const link = notice.link ? `\n\n${new URL(notice.link, mail.publicUrl).toString()}` : '';
  try {
    await mail.mailer.send({ to: user.email, subject: notice.title, text: `${notice.body}${link}` });
  } catch (error) {
    mail.log(`notification mail to user ${notice.userId} failed: ${(error as Error).message}`);
  }
}
