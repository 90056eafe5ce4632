import { startSession } from '../../src/platform/sessions/sessions.js';
import { recordFirstPayment } from '../../src/workspace/onboarding/first-payment.js';
import { person, send } from './collab-fixtures.js';
import type { Person } from './collab-fixtures.js';
import { signedProject } from './contract-fixtures.js';
import type { Harness } from './harness.js';

/* A hired project as the delivery tests need it: signed, its first payment in, its team joined. */

export interface HiredProject {
  projectId: string;
  owner: Person;
  /** The placed talent, each joined, as signed-in people. */
  team: Person[];
  features: { id: string; name: string }[];
}

/** Signed, its first payment recorded as the provider's verified payment would, and every talent joined. */
export async function hiredProject(
  h: Harness,
  name: string,
  options: { owner?: Person; installments?: boolean } = {},
): Promise<HiredProject> {
  const owner = options.owner ?? (await person(h));
  const project = await signedProject(h, owner, name, h.deps.now(), options.installments);
  await h.db.prisma.$transaction((tx) =>
    recordFirstPayment(
      tx,
      project.id,
      { reference: `first-${project.id}`, at: h.deps.now() },
      () => undefined,
    ),
  );
  const seats = await h.db.prisma.teamProposalMember.findMany({
    where: { projectId: project.id },
    orderBy: { position: 'asc' },
    include: { talent: { include: { user: true } } },
  });
  const team: Person[] = [];
  for (const seat of seats) {
    const user = seat.talent.user;
    if (!user) continue;
    const who: Person = {
      id: user.id,
      email: user.email,
      password: '',
      token: await startSession(h.db.prisma, user.id, h.deps.now()),
      name: `${user.firstName} ${user.lastName}`,
    };
    await send(h, who, 'POST', `/api/placements/${project.id}/accept/`);
    team.push(who);
  }
  const features = await h.db.prisma.projectFeature.findMany({
    where: { projectId: project.id },
    orderBy: { createdAt: 'asc' },
    select: { id: true, name: true },
  });
  return { projectId: project.id, owner, team, features };
}
