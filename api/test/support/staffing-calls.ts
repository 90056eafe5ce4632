import type { Prisma } from '@platform/prisma';
import { createUser } from './harness.js';
import type { StaffCallContext, StaffCallRequest } from './staff-calls.js';

/*
 * How the permission matrix sends the talent pool and staffing calls (docs/permissions.md, "Staff calls"):
 * each gets a talent or a project of its own, so a success never spoils the next caller's.
 */

const talentBody = (email: string) => ({
  name: 'Matrix Talent',
  email,
  role: 'UI/UX Designer',
  discipline: 'design',
  seniority: 'Senior',
  experience_years: 5,
  skills: ['Figma'],
  rate_kobo: 5_000_000,
  rate_per: 'day',
  available: true,
});

async function aTalent(ctx: StaffCallContext, deactivated = false) {
  return ctx.db.prisma.talent.create({
    data: {
      name: 'Matrix Talent',
      email: ctx.uniqueEmail(),
      role: 'UI/UX Designer',
      discipline: 'design',
      seniority: 'Senior',
      rateKobo: 5_000_000n,
      ratePer: 'day',
      weeklyRateKobo: 25_000_000n,
      experienceYears: 5,
      skills: ['Figma'],
      deactivatedAt: deactivated ? new Date() : null,
    },
  });
}

async function aProject(ctx: StaffCallContext) {
  const owner = await createUser(ctx.db);
  return ctx.db.prisma.project.create({
    data: {
      ownerId: owner.id,
      name: 'Matrix Shop',
      type: 'DESIGN_AND_DEVELOPMENT',
      status: 'PENDING_REVIEW',
    },
  });
}

const onePersonPlan = (talentId: string) => ({
  summary: 'One designer.',
  members: [{ talent_id: talentId, weekly_rate_kobo: 25_000_000 }],
  phases: [{ name: 'Whole project', weeks: 2, talent_ids: [talentId] }],
  budget_note: '',
});

export const staffingCalls: Record<
  string,
  (ctx: StaffCallContext) => Promise<StaffCallRequest> | StaffCallRequest
> = {
  'GET /api/staff/talent/': () => ({ method: 'GET', path: '/api/staff/talent/' }),
  'POST /api/staff/talent/': (ctx) => ({
    method: 'POST',
    path: '/api/staff/talent/',
    body: talentBody(ctx.uniqueEmail()),
  }),
  'GET /api/staff/talent/{talent_id}/': async (ctx) => ({
    method: 'GET',
    path: `/api/staff/talent/${(await aTalent(ctx)).id}/`,
  }),
  'PUT /api/staff/talent/{talent_id}/': async (ctx) => ({
    method: 'PUT',
    path: `/api/staff/talent/${(await aTalent(ctx)).id}/`,
    body: talentBody(ctx.uniqueEmail()),
  }),
  'POST /api/staff/talent/{talent_id}/deactivate/': async (ctx) => ({
    method: 'POST',
    path: `/api/staff/talent/${(await aTalent(ctx)).id}/deactivate/`,
  }),
  'POST /api/staff/talent/{talent_id}/reactivate/': async (ctx) => ({
    method: 'POST',
    path: `/api/staff/talent/${(await aTalent(ctx, true)).id}/reactivate/`,
  }),
  'POST /api/staff/talent/{talent_id}/invite/': async (ctx) => ({
    method: 'POST',
    path: `/api/staff/talent/${(await aTalent(ctx)).id}/invite/`,
  }),
  'GET /api/staff/proposals/': () => ({ method: 'GET', path: '/api/staff/proposals/' }),
  'GET /api/staff/projects/{project_id}/proposal/': async (ctx) => ({
    method: 'GET',
    path: `/api/staff/projects/${(await aProject(ctx)).id}/proposal/`,
  }),
  'PUT /api/staff/projects/{project_id}/proposal/': async (ctx) => ({
    method: 'PUT',
    path: `/api/staff/projects/${(await aProject(ctx)).id}/proposal/`,
    body: onePersonPlan((await aTalent(ctx)).id),
  }),
  'POST /api/staff/projects/{project_id}/proposal/send/': async (ctx) => {
    const [project, talent] = await Promise.all([aProject(ctx), aTalent(ctx)]);
    const { summary, phases, members } = onePersonPlan(talent.id);
    const named = members.map((member) => ({
      ...member,
      name: talent.name,
      role: talent.role,
      reason: null,
    }));
    const plan = {
      summary,
      phases,
      weeks_reason: '',
      members: named.map((m) => ({ ...m, discipline: 'design' })),
    };
    await ctx.db.prisma.proposalVersion.create({
      data: {
        projectId: project.id,
        number: 1,
        plan: plan as unknown as Prisma.InputJsonValue,
        weeks: 2,
        totalKobo: 50_000_000n,
      },
    });
    return { method: 'POST', path: `/api/staff/projects/${project.id}/proposal/send/` };
  },
};
