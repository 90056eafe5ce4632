import type { MailMessage } from '../../platform/mail/mailer.js';
import { invitationLifetimeMs } from './team-roles.js';

/** The invitation to someone without an account: the link registers (or signs in) and joins. */
export function invitationMail(
  to: string,
  invite: { inviterName: string; projectName: string; role: string; link: string },
): MailMessage {
  const days = invitationLifetimeMs / (24 * 60 * 60 * 1000);
  return {
    to,
    subject: `${invite.inviterName} invited you to ${invite.projectName}`,
    text: [
      'Hello,',
      '',
      `${invite.inviterName} invited you to join the project "${invite.projectName}" as ${invite.role}.`,
      `Open this link to create your account (or sign in) and join. It works once, within ${days} days:`,
      invite.link,
      '',
      'If you did not expect this invitation, you can ignore this e-mail.',
    ].join('\n'),
  };
}
