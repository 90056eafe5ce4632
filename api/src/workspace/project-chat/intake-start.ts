import type { IntakeStart } from '../assistant/project-intake.js';
import type { AppDeps } from '../../deps.js';
import { invalidTokenError } from '../../platform/sessions/bearer-auth.js';
import { earlierDescription, offerGreeting } from './earlier-description.js';

async function firstNameOf(deps: AppDeps, userId: string): Promise<string> {
  const user = await deps.prisma.user.findUnique({ where: { id: userId }, select: { firstName: true } });
  // Deleting a user deletes its sessions, so this only happens in a race with that deletion.
  if (!user) throw invalidTokenError();
  return user.firstName;
}

/** The assistant's opening of a new-project chat, greeting the signed-in user by first name. */
export async function startIntakeFor(deps: AppDeps, userId: string): Promise<IntakeStart> {
  return deps.assistant.startProjectIntake(await firstNameOf(deps, userId));
}

/**
 * The opening of a chat the client starts now: when they described a project in the site chat before signing in,
 * it offers to start from that (earlier-description.ts).
 */
export async function startNewChatFor(deps: AppDeps, userId: string): Promise<IntakeStart> {
  const [firstName, described] = await Promise.all([
    firstNameOf(deps, userId),
    earlierDescription(deps.prisma, userId),
  ]);
  const start = await deps.assistant.startProjectIntake(firstName);
  if (!described) return start;
  return { state: { ...start.state, offered: described }, reply: offerGreeting(firstName, described) };
}
