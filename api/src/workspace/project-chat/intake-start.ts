import type { IntakeStart } from '../assistant/project-intake.js';
import type { AppDeps } from '../../deps.js';
import { invalidTokenError } from '../../platform/sessions/bearer-auth.js';
import { earlierDescription, offerGreeting } from './earlier-description.js';

/**
 * The assistant's opening of a new-project chat, greeting the signed-in user by first name; when they described a
 * project in the site chat before signing in, the opening offers to start from it.
 */
export async function startIntakeFor(deps: AppDeps, userId: string): Promise<IntakeStart> {
  const user = await deps.prisma.user.findUnique({ where: { id: userId }, select: { firstName: true } });
  // Deleting a user deletes its sessions, so this only happens in a race with that deletion.
  if (!user) throw invalidTokenError();
  const [start, described] = await Promise.all([
    deps.assistant.startProjectIntake(user.firstName),
    earlierDescription(deps.prisma, userId),
  ]);
  if (!described) return start;
  return { state: { ...start.state, offered: described }, reply: offerGreeting(user.firstName, described) };
}
