import type { IntakeStart } from '../assistant/project-intake.js';
import type { AppDeps } from '../../deps.js';
import { invalidTokenError } from '../../platform/sessions/bearer-auth.js';

/** The assistant's opening of a new-project chat, greeting the signed-in user by first name. */
export async function startIntakeFor(deps: AppDeps, userId: string): Promise<IntakeStart> {
  const user = await deps.prisma.user.findUnique({ where: { id: userId }, select: { firstName: true } });
  // Deleting a user deletes its sessions, so this only happens in a race with that deletion.
  if (!user) throw invalidTokenError();
  return deps.assistant.startProjectIntake(user.firstName);
}
