import { beforeAll, describe, expect, it } from 'vitest';
import { postForm, registerAccount, registerBody } from './support/accounts-helpers.js';
import { putOnPlan } from './support/billing-fixtures.js';
import { createUser, logIn, postJson, useHarness } from './support/harness.js';
import type { TestUser } from './support/harness.js';

/* The spec's workspace validation rules, workspace calls table and workspace error catalogue and issue #9: invites, invitations, roles and stored permissions, team pages. */

const h = useHarness();

interface Person extends TestUser {
  token: string;
}

async function person(): Promise<Person> {
  const user = await createUser(h.db);
  return { ...user, token: await logIn(h.app, user) };
}

async function projectOf(owner: Person, name = 'Bakery Website') {
  // Seats for every member these tests invite; the seat limit has its own tests (account-billing.test.ts).
  await putOnPlan(h.db.prisma, owner.id, 'GROWTH', 100);
  return h.db.prisma.project.create({ data: { ownerId: owner.id, name, status: 'IN_PROGRESS' } });
}

async function send(who: Person, method: string, path: string, body?: unknown) {
  const response = await h.app.request(path, {
    method,
    headers: {
      Authorization: `Bearer ${who.token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const invite = (who: Person, body: Record<string, unknown>) =>
  send(who, 'POST', '/api/add-team-member/', body);

const custom = (levels: Partial<Record<string, string>> = {}) => ({
  access: 'Custom Permissions',
  projectOverviewAndScope: 'View',
  taskAndWorkflowManagement: 'View',
  projectFilesAndDocumentations: 'View',
  teamManagenentAndCollaboration: 'View',
  budgetAndFinancialControl: 'View',
  ...levels,
});

const permissionsOf = async (who: Person, projectId: string) =>
  (await send(who, 'GET', `/api/projects/${projectId}/permissions/`)).body;

const tokenIn = (text: string) => /[?&]invite=([\w-]+)/.exec(text)?.[1] ?? '';

let owner: Person;
let project: { id: string; name: string };

beforeAll(async () => {
  owner = await person();
  project = await projectOf(owner);
});

describe('POST /api/add-team-member/ checks the invite in the order of the validation rules', () => {
  it.each([
    [{ role: 'Editor', access: 'Full Access' }, 'Email, Role, and Access are required!'],
    [{ email: 'a@example.com', access: 'Full Access' }, 'Email, Role, and Access are required!'],
    [{ email: 'a@example.com', role: 'Editor', access: ' ' }, 'Email, Role, and Access are required!'],
    [{ email: 'not-an-email', role: 'Editor', access: 'Full Access' }, 'Please enter a valid email address.'],
    [{ email: 'a@example.com', role: 'Editor', access: 'Full Access' }, 'Project ID is missing!'],
    [
      { email: 'a@example.com', role: 'Boss', access: 'Full Access', projectId: 'x' },
      'Role must be one of Admin, Editor, Reviewer, Viewer, Project Manager.',
    ],
    [
      {
        email: 'a@example.com',
        role: 'Editor',
        ...custom({ budgetAndFinancialControl: '' }),
        projectId: 'x',
      },
      'All custom permission fields must be filled!',
    ],
    [
      {
        email: 'a@example.com',
        role: 'Editor',
        ...custom({ budgetAndFinancialControl: 'Everything' }),
        projectId: 'x',
      },
      'Permission levels are View, Edit, Review, Approve, Full Access.',
    ],
  ])('%j -> %s', async (body, message) => {
    const answer = await invite(owner, body);
    expect(answer).toMatchObject({ status: 422, body: { message } });
    expect(await h.db.prisma.teamInvitation.count({ where: { email: 'a@example.com' } })).toBe(0);
  });

  it('a project the caller cannot see is not found, and needs a token', async () => {
    const stranger = await person();
    const body = { email: 'a@example.com', role: 'Editor', access: 'Full Access', projectId: project.id };
    expect(await invite(stranger, body)).toMatchObject({
      status: 404,
      body: { message: 'Project not found.' },
    });
    expect((await postJson(h.app, '/api/add-team-member/', body)).status).toBe(401);
  });
});

describe('adding someone with an account', () => {
  it('joins at once with the stored levels, is told in the app and by e-mail, and the page goes on', async () => {
    const colleague = await person();
    const answer = await invite(owner, {
      email: colleague.email.toUpperCase(),
      role: 'Editor',
      ...custom({ taskAndWorkflowManagement: 'Edit', projectFilesAndDocumentations: 'Review' }),
      projectId: project.id,
    });
    expect(answer).toEqual({
      status: 201,
      body: {
        message: 'Team member added successfully!',
        redirect_url: `/project/workspace/${project.id}/bakery-website/team-member-added-successfully?role=Editor`,
      },
    });
    expect(await permissionsOf(colleague, project.id)).toEqual({
      user_id: colleague.id,
      is_owner: false,
      permissions: {
        projectOverviewAndScope: 'View',
        taskAndWorkflowManagement: 'Edit',
        projectFilesAndDocumentations: 'Review',
        teamManagenentAndCollaboration: 'View',
        budgetAndFinancialControl: 'View',
      },
    });
    // The project itself tells its pages the same levels, so they hide what the server would refuse.
    const details = await send(colleague, 'GET', `/api/projects/${project.id}/`);
    expect(details.body).toMatchObject({
      my_permissions: ((await permissionsOf(colleague, project.id)) as { permissions: unknown }).permissions,
      my_user_id: colleague.id,
    });
    const mine = await send(owner, 'GET', `/api/projects/${project.id}/`);
    expect((mine.body as { my_permissions: Record<string, string> }).my_permissions).toMatchObject({
      teamManagenentAndCollaboration: 'Full Access',
      budgetAndFinancialControl: 'Full Access',
    });
    const bell = (await send(colleague, 'GET', '/api/notifications/')).body as {
      notifications: { title: string; body: string; link: string }[];
    };
    expect(bell.notifications[0]).toMatchObject({
      title: 'You were added to Bakery Website',
      link: `/project/workspace/${project.id}/bakery-website`,
    });
    expect(bell.notifications[0]?.body).toContain('as Editor');
    expect(h.mail.to(colleague.email).at(-1)?.subject).toBe('You were added to Bakery Website');
  });

  it('Full Access stores Full Access in every area; only email, role, access and project id are needed', async () => {
    const colleague = await person();
    const answer = await invite(owner, {
      email: colleague.email,
      role: 'Viewer',
      access: 'Full Access',
      projectId: project.id,
    });
    expect(answer.status).toBe(201);
    const { permissions } = (await permissionsOf(colleague, project.id)) as {
      permissions: Record<string, string>;
    };
    expect(new Set(Object.values(permissions))).toEqual(new Set(['Full Access']));
  });

  it('inviting yourself, the owner or a member again is a 409, and changes nothing', async () => {
    const colleague = await person();
    const body = { role: 'Viewer', access: 'Full Access', projectId: project.id };
    expect(await invite(owner, { ...body, email: owner.email })).toMatchObject({
      status: 409,
      body: { message: 'You are already in this project.' },
    });
    await invite(owner, { ...body, email: colleague.email });
    expect(await invite(owner, { ...body, email: colleague.email, role: 'Admin' })).toMatchObject({
      status: 409,
      body: { message: 'This person is already a member of this project.' },
    });
    // (within what the colleague may give: only the owner gives Full Access to Team Management)
    expect(await invite(colleague, { ...body, ...custom(), email: owner.email })).toMatchObject({
      status: 409,
      body: { message: 'This person is already a member of this project.' },
    });
    const member = await h.db.prisma.projectMember.findFirstOrThrow({ where: { userId: colleague.id } });
    expect(member.role).toBe('Viewer');
  });
});

describe('inviting an address without an account', () => {
  it('e-mails a single-use link; registering through it joins with the invited role and levels', async () => {
    const email = `newcomer-${Date.now()}@example.com`;
    const answer = await invite(owner, {
      email,
      role: 'Reviewer',
      ...custom({ taskAndWorkflowManagement: 'View', projectOverviewAndScope: 'Approve' }),
      projectId: project.id,
    });
    expect(answer).toMatchObject({ status: 201, body: { message: `Invitation sent to ${email}.` } });
    const mail = h.mail.to(email).at(-1);
    expect(mail?.subject).toMatch(/invited you to Bakery Website$/);
    expect(mail?.text).toContain(`http://localhost:3000/register?invite=`);
    expect(mail?.text).toContain(`&email=${encodeURIComponent(email)}`);
    const token = tokenIn(mail?.text ?? '');
    const stored = await h.db.prisma.teamInvitation.findFirstOrThrow({ where: { email } });
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.expiresAt.getTime() - stored.sentAt.getTime()).toBe(7 * 24 * 60 * 60 * 1000);

    const account = await registerAccount(h, { email });
    const verified = await postForm(h.app, '/api/verify-otp/', { email, otp: account.code });
    const newcomer = { id: '', email, password: account.password, token: String(verified.body.access_token) };

    const accepted = await send(newcomer, 'POST', '/api/accept-invitation/', { token });
    expect(accepted).toEqual({
      status: 200,
      body: {
        message: 'You joined Bakery Website.',
        project_id: project.id,
        redirect_url: `/project/workspace/${project.id}/bakery-website`,
      },
    });
    expect(
      ((await permissionsOf(newcomer, project.id)) as { permissions: unknown }).permissions,
    ).toMatchObject({
      projectOverviewAndScope: 'Approve',
      taskAndWorkflowManagement: 'View',
    });
    const list = (await send(newcomer, 'GET', '/api/all_projects/')).body as unknown as { id: string }[];
    expect(list.map((item) => item.id)).toContain(project.id);
    expect(await send(newcomer, 'POST', '/api/accept-invitation/', { token })).toMatchObject({
      status: 404,
      body: { message: 'This invitation link is not valid any more. Please ask for a new one.' },
    });
    const bell = (await send(owner, 'GET', '/api/notifications/')).body as {
      notifications: { title: string }[];
    };
    expect(bell.notifications[0]?.title).toMatch(/^Ada Okafor joined Bakery Website$/);
  });

  it('signing up through the link proves the address: no code, signed in, joined, and sign-in goes to the dashboard', async () => {
    const email = `joiner-${Date.now()}@example.com`;
    await invite(owner, { email, role: 'Viewer', access: 'Full Access', projectId: project.id });
    const token = tokenIn(h.mail.to(email).at(-1)?.text ?? '');
    const mailsBefore = h.mail.to(email).length;

    const body = registerBody({ email, invite: token });
    const answer = await postForm(h.app, '/api/create-account/', body);
    expect(answer).toMatchObject({
      status: 201,
      body: {
        message: 'You joined Bakery Website.',
        redirect_url: `/project/workspace/${project.id}/bakery-website`,
      },
    });
    expect(h.mail.to(email)).toHaveLength(mailsBefore);
    const joiner = { id: '', email, password: String(body.pwd), token: String(answer.body.access_token) };
    const list = (await send(joiner, 'GET', '/api/all_projects/')).body as unknown as { id: string }[];
    expect(list.map((item) => item.id)).toContain(project.id);
    const signedIn = await postForm(h.app, '/api/login/', { email, pwd: body.pwd, screen_width: 1440 });
    expect(signedIn.body).toMatchObject({ navigate_to: '/dashboard' });
  });

  it('a link used with another address proves nothing: that address gets its code, as any sign-up', async () => {
    const invited = `invited-${Date.now()}@example.com`;
    const other = `other-${Date.now()}@example.com`;
    await invite(owner, { email: invited, role: 'Viewer', access: 'Full Access', projectId: project.id });
    const token = tokenIn(h.mail.to(invited).at(-1)?.text ?? '');
    const answer = await postForm(
      h.app,
      '/api/create-account/',
      registerBody({ email: other, invite: token }),
    );
    expect(answer).toMatchObject({ status: 201 });
    expect(answer.body).toEqual({
      message: 'Account created successfully. Please check your email for the verification code.',
    });
    expect(h.mail.to(other).at(-1)?.text).toMatch(/\d{6}/);
    const stored = await h.db.prisma.user.findUniqueOrThrow({ where: { email: other } });
    expect(stored.emailVerifiedAt).toBeNull();
  });

  it('the link works for the invited address only, and not after 7 days', async () => {
    const email = `late-${Date.now()}@example.com`;
    await invite(owner, { email, role: 'Viewer', access: 'Full Access', projectId: project.id });
    const token = tokenIn(h.mail.to(email).at(-1)?.text ?? '');
    const other = await person();
    expect(await send(other, 'POST', '/api/accept-invitation/', { token })).toMatchObject({
      status: 403,
      body: { message: `This invitation was sent to ${email}. Please sign in with that address.` },
    });
    const invited = await createUser(h.db);
    await h.db.prisma.user.update({ where: { id: invited.id }, data: { email } });
    const late = { ...invited, email, token: await logIn(h.app, { email, password: invited.password }) };
    h.setNow(new Date(Date.now() + 7 * 24 * 60 * 60 * 1000 + 1000));
    try {
      expect(await send(late, 'POST', '/api/accept-invitation/', { token })).toMatchObject({
        status: 404,
        body: { message: 'This invitation has expired. Please ask for a new one.' },
      });
    } finally {
      h.setNow(new Date());
    }
  });

  it('a pending invitation is a 409, shows as Invited, can be re-sent (old link dies) and revoked', async () => {
    const email = `pending-${Date.now()}@example.com`;
    const body = { email, role: 'Viewer', access: 'Full Access', projectId: project.id };
    await invite(owner, body);
    expect(await invite(owner, body)).toMatchObject({
      status: 409,
      body: { message: 'An invitation is already pending for this email. Re-send it from the team page.' },
    });
    const team = (await send(owner, 'GET', `/api/projects/${project.id}/team/`)).body as {
      members: { id: string; email: string; status: string; source: string; kind: string }[];
    };
    const row = team.members.find((member) => member.email === email);
    expect(row).toMatchObject({ kind: 'invitation', status: 'Invited', source: 'Invited' });
    const firstToken = tokenIn(h.mail.to(email).at(-1)?.text ?? '');
    const resent = await send(owner, 'POST', `/api/projects/${project.id}/invitations/${row?.id}/resend/`);
    expect(resent).toEqual({ status: 200, body: { message: `Invitation sent again to ${email}.` } });
    expect(h.mail.to(email)).toHaveLength(2);
    const secondToken = tokenIn(h.mail.to(email).at(-1)?.text ?? '');
    expect(secondToken).not.toBe(firstToken);
    expect(
      await h.db.prisma.teamInvitation.count({ where: { tokenHash: { in: [firstToken, secondToken] } } }),
    ).toBe(0);

    const revoked = await send(owner, 'DELETE', `/api/projects/${project.id}/invitations/${row?.id}/`);
    expect(revoked).toEqual({ status: 200, body: { message: `The invitation to ${email} was revoked.` } });
    const joiner = await createUser(h.db);
    await h.db.prisma.user.update({ where: { id: joiner.id }, data: { email } });
    const signedIn = { ...joiner, email, token: await logIn(h.app, { email, password: joiner.password }) };
    expect((await send(signedIn, 'POST', '/api/accept-invitation/', { token: secondToken })).status).toBe(
      404,
    );
    expect((await invite(owner, body)).status).toBe(201);
  });

  it('a mail server that is down keeps no invitation and answers 503', async () => {
    const email = `down-${Date.now()}@example.com`;
    h.mail.failure = new Error('connection refused');
    try {
      expect(
        await invite(owner, { email, role: 'Viewer', access: 'Full Access', projectId: project.id }),
      ).toMatchObject({
        status: 503,
        body: { message: 'The invitation could not be e-mailed. Please try again.' },
      });
    } finally {
      h.mail.failure = null;
    }
    expect(await h.db.prisma.teamInvitation.count({ where: { email } })).toBe(0);
  });
});

describe('Team Management rules', () => {
  let team: { id: string; name: string };
  let editManager: Person;
  let viewer: Person;
  let fullManager: Person;

  beforeAll(async () => {
    team = await projectOf(owner, 'Rules Project');
    editManager = await person();
    viewer = await person();
    fullManager = await person();
    await invite(owner, {
      email: editManager.email,
      role: 'Editor',
      ...custom({ teamManagenentAndCollaboration: 'Edit', taskAndWorkflowManagement: 'Edit' }),
      projectId: team.id,
    });
    await invite(owner, { email: viewer.email, role: 'Viewer', ...custom(), projectId: team.id });
    await invite(owner, {
      email: fullManager.email,
      role: 'Project Manager',
      access: 'Full Access',
      projectId: team.id,
    });
  });

  it('View cannot invite', async () => {
    expect(
      await invite(viewer, { email: 'x@example.com', role: 'Viewer', ...custom(), projectId: team.id }),
    ).toMatchObject({
      status: 403,
      body: { message: 'You need Edit access to Team Management & Collaboration.' },
    });
  });

  it('Edit invites Viewers and Reviewers with no more than its own levels', async () => {
    const body = { email: `ed-${Date.now()}@example.com`, projectId: team.id };
    expect(await invite(editManager, { ...body, role: 'Editor', ...custom() })).toMatchObject({
      status: 403,
      body: { message: 'You need Full Access to Team Management & Collaboration to invite an Editor.' },
    });
    expect(await invite(editManager, { ...body, role: 'Viewer', access: 'Full Access' })).toMatchObject({
      status: 403,
      body: { message: 'You need Full Access to Team Management & Collaboration to give Full Access.' },
    });
    expect(
      await invite(editManager, {
        ...body,
        role: 'Reviewer',
        ...custom({ budgetAndFinancialControl: 'Approve' }),
      }),
    ).toMatchObject({
      status: 403,
      body: { message: 'You cannot give more than your own access to Budget & Financial Control.' },
    });
    expect(
      (
        await invite(editManager, {
          ...body,
          role: 'Reviewer',
          ...custom({ taskAndWorkflowManagement: 'Edit' }),
        })
      ).status,
    ).toBe(201);
  });

  it('only Full Access changes roles and levels; the change is what the server enforces next', async () => {
    const path = `/api/projects/${team.id}/team/${viewer.id}/`;
    const raise = custom({ taskAndWorkflowManagement: 'Edit' });
    expect(await send(editManager, 'PATCH', path, raise)).toMatchObject({
      status: 403,
      body: { message: 'You need Full Access to Team Management & Collaboration.' },
    });
    expect(
      await send(fullManager, 'PATCH', path, {
        access: 'Custom Permissions',
        projectOverviewAndScope: 'Edit',
      }),
    ).toMatchObject({
      status: 422,
      body: { message: 'All custom permission fields must be filled!' },
    });
    const changed = await send(fullManager, 'PATCH', path, { ...raise, role: 'Editor' });
    expect(changed).toMatchObject({
      status: 200,
      body: { role: 'Editor', permissions: { taskAndWorkflowManagement: 'Edit' } },
    });
    expect(
      ((await permissionsOf(viewer, team.id)) as { permissions: Record<string, string> }).permissions
        .taskAndWorkflowManagement,
    ).toBe('Edit');
    expect(
      await send(fullManager, 'PATCH', `/api/projects/${team.id}/team/${fullManager.id}/`, {
        role: 'Viewer',
      }),
    ).toMatchObject({
      status: 403,
      body: { message: 'You cannot change your own role or access.' },
    });
    expect(
      await send(fullManager, 'PATCH', `/api/projects/${team.id}/team/${owner.id}/`, { role: 'Viewer' }),
    ).toMatchObject({
      status: 403,
      body: { message: "The project owner's role and access cannot be changed." },
    });
  });

  it('Edit writes responsibilities, shown on the profile with who manages the member', async () => {
    const path = `/api/projects/${team.id}/team/${viewer.id}/`;
    expect((await send(viewer, 'PATCH', path, { responsibilities: 'Mine' })).status).toBe(403);
    const answer = await send(editManager, 'PATCH', path, { responsibilities: '  Checks the copy.  ' });
    expect(answer).toMatchObject({ status: 200, body: { responsibilities: 'Checks the copy.' } });
    const profile = await send(viewer, 'GET', path);
    const ownerName = (await h.db.prisma.user.findUniqueOrThrow({ where: { id: owner.id } })).firstName;
    expect(profile.body).toMatchObject({
      status: 'Active',
      source: 'Invited',
      responsibilities: 'Checks the copy.',
    });
    expect(String(profile.body.managed_by)).toContain(ownerName);
  });

  it('removing takes Full Access, never the owner; the removed member loses the project and shows as Removed', async () => {
    const leaver = await person();
    await invite(owner, { email: leaver.email, role: 'Viewer', access: 'Full Access', projectId: team.id });
    const path = `/api/projects/${team.id}/team/${leaver.id}/`;
    expect((await send(editManager, 'DELETE', path)).status).toBe(403);
    expect(await send(fullManager, 'DELETE', `/api/projects/${team.id}/team/${owner.id}/`)).toMatchObject({
      status: 403,
      body: { message: 'The project owner cannot be removed.' },
    });
    expect(await send(fullManager, 'DELETE', path)).toEqual({
      status: 200,
      body: { message: 'Team member removed.' },
    });
    expect((await send(leaver, 'GET', `/api/projects/${team.id}/`)).status).toBe(404);
    expect((await send(leaver, 'GET', `/api/projects/${team.id}/permissions/`)).status).toBe(404);
    const overview = (await send(owner, 'GET', `/api/projects/${team.id}/team/`)).body as {
      members: { id: string; status: string }[];
    };
    expect(overview.members.find((member) => member.id === leaver.id)?.status).toBe('Removed');
    expect((await send(fullManager, 'DELETE', path)).status).toBe(404);
  });

  it('a member can leave; the owner cannot', async () => {
    const leaver = await person();
    await invite(owner, { email: leaver.email, role: 'Viewer', access: 'Full Access', projectId: team.id });
    expect(await send(leaver, 'POST', `/api/projects/${team.id}/leave/`)).toEqual({
      status: 200,
      body: { message: 'You left Rules Project.' },
    });
    expect((await send(leaver, 'GET', `/api/projects/${team.id}/`)).status).toBe(404);
    expect(await send(owner, 'POST', `/api/projects/${team.id}/leave/`)).toMatchObject({
      status: 409,
      body: { message: 'The owner cannot leave their own project.' },
    });
  });
});

describe('the team page', () => {
  it('totals, the project lead (a Project Manager, else the owner), owner as Client', async () => {
    const solo = await projectOf(owner, 'Solo');
    const first = (await send(owner, 'GET', `/api/projects/${solo.id}/team/`)).body as Record<
      string,
      unknown
    >;
    expect(first).toMatchObject({
      totals: { members: 1, active: 1, invited: 0 },
      project_lead: { id: owner.id, role: 'Owner' },
    });
    const manager = await person();
    await invite(owner, { email: manager.email, role: 'Project Manager', ...custom(), projectId: solo.id });
    await invite(owner, {
      email: `soon-${Date.now()}@example.com`,
      role: 'Viewer',
      ...custom(),
      projectId: solo.id,
    });
    const team = (await send(manager, 'GET', `/api/projects/${solo.id}/team/`)).body as {
      totals: unknown;
      project_lead: { id: string };
      members: { kind: string; source: string; status: string; last_active: string | null }[];
    };
    expect(team.totals).toEqual({ members: 3, active: 2, invited: 1 });
    expect(team.project_lead.id).toBe(manager.id);
    expect(team.members.map((member) => [member.kind, member.source, member.status])).toEqual([
      ['owner', 'Client', 'Active'],
      ['member', 'Invited', 'Active'],
      ['invitation', 'Invited', 'Invited'],
    ]);
    expect(team.members[0]?.last_active).not.toBeNull();
  });
});

const firstOfNextMonth = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));

describe('the Seat Cost Notification', () => {
  it("counts the owner's seats, prices one more and names the next billing date, for those who may invite", async () => {
    const boss = await person();
    const shop = await projectOf(boss, 'Shop');
    await putOnPlan(h.db.prisma, boss.id, 'GROWTH', 2);
    const viewer = await person();
    await invite(boss, { email: viewer.email, role: 'Viewer', ...custom(), projectId: shop.id });
    await invite(boss, {
      email: `later-${Date.now()}@example.com`,
      role: 'Viewer',
      ...custom(),
      projectId: shop.id,
    });

    const notice = await send(boss, 'GET', `/api/projects/${shop.id}/seat-cost/`);
    expect(notice).toEqual({
      status: 200,
      body: {
        plan: 'growth',
        seats_included: 7,
        seats_occupied: 1,
        seats_available: 6,
        seat_price_monthly_kobo: 2000,
        seat_price_yearly_kobo: 24000,
        // The plan's January period ended long ago: the notice renews it first, as any billing read does.
        next_billing_date: firstOfNextMonth(h.deps.now()).toISOString(),
      },
    });
    expect(await send(viewer, 'GET', `/api/projects/${shop.id}/seat-cost/`)).toMatchObject({
      status: 403,
    });
    expect((await send(await person(), 'GET', `/api/projects/${shop.id}/seat-cost/`)).status).toBe(404);
  });
});

describe('GET /api/search-users', () => {
  it('suggests people who share a project with the caller, and others only by their exact address', async () => {
    const searcher = await person();
    const colleague = await person();
    const outsider = await person();
    const shared = await projectOf(searcher, 'Shared');
    await invite(searcher, { email: colleague.email, role: 'Viewer', ...custom(), projectId: shared.id });
    const search = async (query: string) =>
      (
        (await send(searcher, 'GET', `/api/search-users?query=${encodeURIComponent(query)}`)).body.users as {
          id: string;
        }[]
      ).map((user) => user.id);
    const colleagueName = (await h.db.prisma.user.findUniqueOrThrow({ where: { id: colleague.id } }))
      .firstName;
    expect(await search(colleagueName)).toEqual([colleague.id]);
    expect(await search(colleague.email.slice(0, 8))).toEqual([colleague.id]);
    expect(await search('Tester')).toEqual([colleague.id]);
    expect(await search(outsider.email.slice(0, 10))).toEqual([]);
    expect(await search(outsider.email)).toEqual([outsider.id]);
    expect(await search(searcher.email)).toEqual([]);
    const answer = await send(
      searcher,
      'GET',
      `/api/search-users?query=${encodeURIComponent(outsider.email)}`,
    );
    expect((answer.body.users as unknown[])[0]).toEqual({
      id: outsider.id,
      name: expect.stringContaining('Tester') as unknown,
      email: outsider.email,
      img: null,
    });
  });

  it('needs 3 characters, and is rate-limited per account', async () => {
    const searcher = await person();
    expect(await send(searcher, 'GET', '/api/search-users?query=ab')).toMatchObject({
      status: 422,
      body: { message: 'Type at least 3 characters to search.' },
    });
    // Each search that runs is counted; the same search asked again within its second is answered from memory
    // (docs/decisions.md, "Every signed-in read measured"), so the searches here differ, as a scraper's would.
    for (let i = 0; i < 120; i += 1) await send(searcher, 'GET', `/api/search-users?query=abc${i}`);
    const limited = await send(searcher, 'GET', '/api/search-users?query=abc-next');
    expect(limited.status).toBe(429);
    expect(String(limited.body.message)).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  });
});

describe('GET /api/search-project-team-members', () => {
  it("lists the project's active team matching the query; strangers get 404", async () => {
    const lead = await person();
    const mate = await person();
    const p = await projectOf(lead, 'Assignees');
    await invite(lead, { email: mate.email, role: 'Editor', ...custom(), projectId: p.id });
    const all = await send(mate, 'GET', `/api/search-project-team-members?project_id=${p.id}&query=`);
    expect((all.body.users as { id: string; role: string }[]).map((user) => [user.id, user.role])).toEqual([
      [lead.id, 'Owner'],
      [mate.id, 'Editor'],
    ]);
    const stranger = await person();
    expect((await send(stranger, 'GET', `/api/search-project-team-members?project_id=${p.id}`)).status).toBe(
      404,
    );
  });
});

describe('what the team works on', () => {
  it('current focus, task counts and active tasks come from the tasks the caller may see', async () => {
    const lead = await person();
    const dev = await person();
    const other = await person();
    const p = await projectOf(lead, 'Workload');
    for (const who of [dev, other]) {
      await invite(lead, { email: who.email, role: 'Editor', ...custom(), projectId: p.id });
    }
    let position = 0;
    const task = (
      name: string,
      status: 'IN_PROGRESS' | 'COMPLETED' | 'TO_DO',
      people: string[],
      hidden = false,
    ) =>
      h.db.prisma.task.create({
        data: {
          projectId: p.id,
          name,
          type: 'CODE',
          description: name,
          status,
          position: (position += 1),
          visibility: hidden ? 'ASSIGNEES_ONLY' : 'ENTIRE_PROJECT',
          createdById: lead.id,
          assignees: { create: people.map((userId) => ({ userId })) },
        },
      });
    await task('Build the login', 'IN_PROGRESS', [dev.id, other.id]);
    await task('Write the copy', 'TO_DO', [dev.id]);
    await task('Ship v0', 'COMPLETED', [dev.id]);
    await task('Secret spike', 'IN_PROGRESS', [dev.id], true);

    const team = (await send(other, 'GET', `/api/projects/${p.id}/team/`)).body as {
      current_focus: string;
      members: { id: string; current_focus: string | null; tasks: unknown }[];
    };
    expect(team.current_focus).toBe('Build the login');
    const devRow = team.members.find((member) => member.id === dev.id);
    expect(devRow).toMatchObject({ current_focus: 'Build the login', tasks: { assigned: 3, open: 2 } });

    const profile = (await send(dev, 'GET', `/api/projects/${p.id}/team/${dev.id}/`)).body as {
      active_tasks: { name: string; status: string }[];
      current_focus: string;
    };
    expect(profile.active_tasks.map((item) => item.name).sort()).toEqual(
      ['Build the login', 'Secret spike', 'Write the copy'].sort(),
    );
    expect(profile.active_tasks.find((item) => item.name === 'Write the copy')?.status).toBe('To Do');
  });
});

describe('linked resources on a profile', () => {
  it("lists the files a member owns that the caller may see, never a confidential one of someone else's", async () => {
    const lead = await person();
    const mate = await person();
    const viewer = await person();
    const p = await projectOf(lead, 'Resources');
    for (const who of [mate, viewer]) {
      await invite(lead, { email: who.email, role: 'Editor', ...custom(), projectId: p.id });
    }
    const resource = (name: string, access: 'PUBLIC' | 'CONFIDENTIAL') =>
      h.db.prisma.projectResource.create({
        data: { projectId: p.id, kind: 'LINK', name, url: 'https://example.com/', ownerId: mate.id, access },
      });
    await resource('Style guide', 'PUBLIC');
    await resource('Salary sheet', 'CONFIDENTIAL');
    const names = async (who: Person) =>
      (
        (await send(who, 'GET', `/api/projects/${p.id}/team/${mate.id}/`)).body.linked_resources as {
          name: string;
          kind: string;
        }[]
      ).map((item) => `${item.kind}: ${item.name}`);
    expect(await names(viewer)).toEqual(['Link: Style guide']);
    expect((await names(mate)).sort()).toEqual(['Link: Salary sheet', 'Link: Style guide']);
    expect((await names(lead)).sort()).toEqual(['Link: Salary sheet', 'Link: Style guide']);
  });
});
