import type { MailMessage } from '../../platform/mail/mailer.js';

/** An invitation link lasts a week: a talent may not read their mail within the hour a reset link lasts. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export function talentInvitationMail(to: string, name: string, link: string): MailMessage {
  const [firstName = name] = name.split(' ');
  return {
    to,
    subject: 'You are invited to sign in to Buildbay',
    text: [
      `Hello ${firstName},`,
      '',
      'You are in the Buildbay talent pool. Open this link to choose your password; it works once, within the next 7 days:',
      link,
      '',
      'Once signed in, the projects you are placed on are under Placements.',
    ].join('\n'),
  };
}
