import type { Prisma } from '@platform/prisma';
import { TALENT_DISCIPLINES } from '../../workspace/assistant/team-proposal.js';
import { issuePasswordLink } from '../../accounts/auth/password-reset.js';
import type { AppDeps } from '../../deps.js';
import { createRouter } from '../../platform/http/router.js';
import { recordStaffAction } from '../console/audit-log.js';
import { requireStaff } from '../console/require-staff.js';
import type { StaffEnv } from '../console/require-staff.js';
import { INVITATION_LIFETIME_MS, talentInvitationMail } from './talent-invitation.js';
import {
  addTalent,
  editTalent,
  findTalent,
  setTalentActive,
  staffTalentView,
  talentAccount,
} from './talent-pool.js';
import type { StaffTalentView } from './talent-pool.js';
import { DISCIPLINE_LABELS, SENIORITIES, talentMessages } from './talent-pool-rules.js';
import { talentPoolRouteDefinitions } from './talent-pool.routes.js';

const record = (view: StaffTalentView) => view as unknown as Prisma.InputJsonObject;

export function talentPoolRoutes(deps: AppDeps) {
  const { prisma } = deps;
  const routes = talentPoolRouteDefinitions({
    read: requireStaff(deps, 'Operations', 'Finance'),
    change: requireStaff(deps, 'Operations'),
  });
  const router = createRouter<StaffEnv>();
  router.openapi(routes.list, async (c) => {
    const { q, status = 'active' } = c.req.valid('query');
    const words = (q ?? '').trim().split(/\s+/).filter(Boolean);
    const talent = await prisma.talent.findMany({
      where: {
        ...(status === 'all' ? {} : { deactivatedAt: status === 'active' ? null : { not: null } }),
        AND: words.map((word) => ({
          OR: [
            { name: { contains: word, mode: 'insensitive' as const } },
            { email: { contains: word, mode: 'insensitive' as const } },
            { role: { contains: word, mode: 'insensitive' as const } },
            { skills: { has: word } },
          ],
        })),
      },
      include: { user: { select: { passwordHash: true } } },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    });
    return c.json(
      {
        talent: talent.map(staffTalentView),
        disciplines: TALENT_DISCIPLINES.map((value) => ({ value, label: DISCIPLINE_LABELS[value] })),
        seniorities: [...SENIORITIES],
      },
      200,
    );
  });
  router.openapi(routes.show, async (c) => {
    return c.json(staffTalentView(await findTalent(prisma, c.req.valid('param').talent_id)), 200);
  });
  router.openapi(routes.add, async (c) => {
    const staff = c.get('staff');
    const talent = await prisma.$transaction(async (tx) => {
      const added = staffTalentView(await addTalent(tx, c.req.valid('json')));
      await recordStaffAction(tx, staff, {
        action: 'talent.added',
        subjectType: 'talent',
        subjectId: added.id,
        summary: `Added ${added.name} (${added.role}) to the talent pool`,
        after: record(added),
      });
      return added;
    });
    return c.json({ message: talentMessages.added, talent }, 201);
  });
  router.openapi(routes.edit, async (c) => {
    const staff = c.get('staff');
    const talent = await prisma.$transaction(async (tx) => {
      const { before, after } = await editTalent(tx, c.req.valid('param').talent_id, c.req.valid('json'));
      const [was, now] = [staffTalentView(before), staffTalentView(after)];
      await recordStaffAction(tx, staff, {
        action: 'talent.edited',
        subjectType: 'talent',
        subjectId: now.id,
        summary: `Edited the profile of ${now.name}`,
        before: record(was),
        after: record(now),
      });
      return now;
    });
    return c.json({ message: talentMessages.saved, talent }, 200);
  });
  router.openapi(routes.deactivate, async (c) => {
    const talent = await activeChange(c.get('staff'), c.req.valid('param').talent_id, false);
    return c.json({ message: talentMessages.deactivated, talent }, 200);
  });
  router.openapi(routes.reactivate, async (c) => {
    const talent = await activeChange(c.get('staff'), c.req.valid('param').talent_id, true);
    return c.json({ message: talentMessages.reactivated, talent }, 200);
  });
  router.openapi(routes.invite, async (c) => {
    const staff = c.get('staff');
    const { talent_id } = c.req.valid('param');
    const at = deps.now();
    const invited = await prisma.$transaction(async (tx) => {
      const account = await talentAccount(tx, talent_id);
      if (account.signsIn) return { ...account, view: staffTalentView(await findTalent(tx, talent_id)) };
      const after = await tx.talent.update({
        where: { id: account.talent.id },
        data: { invitedAt: at },
        include: { user: { select: { passwordHash: true } } },
      });
      const view = staffTalentView(after);
      await recordStaffAction(tx, staff, {
        action: 'talent.invited',
        subjectType: 'talent',
        subjectId: view.id,
        summary: `Invited ${view.name} to sign in (${account.email})`,
        before: record(staffTalentView(account.talent)),
        after: record(view),
      });
      return { ...account, view };
    });
    if (invited.signsIn) return c.json({ message: talentMessages.linked, talent: invited.view }, 200);
    const expiresAt = new Date(at.getTime() + INVITATION_LIFETIME_MS);
    const link = await issuePasswordLink(prisma, invited.userId, expiresAt, deps.publicUrl);
    const { email, view } = invited;
    deps.mailer
      .send(talentInvitationMail(email, view.name, link))
      .catch((error: unknown) =>
        deps.log(
          `Talent invitation to ${email} not sent: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    return c.json({ message: talentMessages.invited, talent: invited.view }, 200);
  });
  return router;

  async function activeChange(staff: StaffEnv['Variables']['staff'], talentId: string, active: boolean) {
    return prisma.$transaction(async (tx) => {
      const { before, after } = await setTalentActive(tx, talentId, active, deps.now());
      const now = staffTalentView(after);
      await recordStaffAction(tx, staff, {
        action: active ? 'talent.reactivated' : 'talent.deactivated',
        subjectType: 'talent',
        subjectId: now.id,
        summary: `${active ? 'Reactivated' : 'Deactivated'} ${now.name}`,
        before: record(staffTalentView(before)),
        after: record(now),
      });
      return now;
    });
  }
}
