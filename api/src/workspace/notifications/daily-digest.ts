import type { AppDeps } from '../../deps.js';
import type { Mailer } from '../../platform/mail/mailer.js';

/** The Lagos hour from which the day's digest goes out (the sweep runs hourly, so within the hour after it). */
export const DIGEST_HOUR = 7;

const lagosClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The Lagos calendar day (YYYY-MM-DD) and hour of `at`. */
export function lagosDayAndHour(at: Date): { day: string; hour: number } {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    lagosClock.formatToParts(at).find((piece) => piece.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

export type DigestDeps = Pick<AppDeps, 'prisma' | 'log' | 'now' | 'publicUrl'> & { mailer: Mailer };

/**
 * Sends each person who chose a daily digest one e-mail with the notices waiting for it, once a Lagos day
 * from DIGEST_HOUR. Run by the hourly sweep of every API process: the day's `notification_digests` row is
 * claimed first (only one process inserts it) and the notices are taken in one update, so none goes twice.
 * A mail that fails gives both back for the next sweep. Answers how many digests were sent.
 */
export async function sendDailyDigests(deps: DigestDeps): Promise<number> {
  const { prisma } = deps;
  const now = deps.now();
  const { day, hour } = lagosDayAndHour(now);
  if (hour < DIGEST_HOUR) return 0;
  const waiting = await prisma.notification.findMany({
    where: { digestPending: true, user: { dailyDigest: true } },
    distinct: ['userId'],
    select: { userId: true },
  });
  let sent = 0;
  for (const { userId } of waiting) {
    const claimed = await prisma.notificationDigest.createMany({
      data: [{ userId, day, sentAt: now }],
      skipDuplicates: true,
    });
    if (claimed.count === 0) continue;
    const notices = await prisma.notification.updateManyAndReturn({
      where: { userId, digestPending: true },
      data: { digestPending: false },
      select: { id: true, title: true, body: true, link: true, createdAt: true },
    });
    const user = await prisma.user.findUnique({
      where: { id: userId },
      select: { email: true, firstName: true },
    });
    if (notices.length === 0 || !user) continue;
    notices.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    try {
      await deps.mailer.send({
        to: user.email,
        subject: `Your Buildbay digest: ${notices.length} notification${notices.length === 1 ? '' : 's'}`,
        text: [
          `Hello ${user.firstName},`,
          'Here is what happened since your last digest:',
          ...notices.map((notice) =>
            [
              `- ${notice.title}`,
              `  ${notice.body}`,
              notice.link ? `  ${new URL(notice.link, deps.publicUrl)}` : '',
            ]
              .filter(Boolean)
              .join('\n'),
          ),
          `Choose what we send you in Settings: ${new URL('/settings', deps.publicUrl)}`,
        ].join('\n\n'),
      });
      sent += 1;
    } catch (error) {
      deps.log(`daily digest to user ${userId} failed: ${(error as Error).message}`);
      await prisma.notification.updateMany({
        where: { id: { in: notices.map((notice) => notice.id) } },
        data: { digestPending: true },
      });
      await prisma.notificationDigest.deleteMany({ where: { userId, day } });
    }
  }
  return sent;
}
