import { beforeAll, describe, expect, it } from 'vitest';
import { pageInsight } from '../src/workspace/assistant/embedded/insights.js';
import type { ProjectSnapshot } from '../src/workspace/assistant/project-insight.js';
import { createUser, logIn, postJson, useHarness } from './support/harness.js';

const h = useHarness();
let token: string;
let projectId: string;

const insights = async (body: unknown) => {
  const response = await postJson(h.app, '/api/insights/', body, `Bearer ${token}`);
  return { status: response.status, body: (await response.json()) as unknown };
};

beforeAll(async () => {
  const user = await createUser(h.db);
  token = await logIn(h.app, user);
  const project = await h.db.prisma.project.create({
    data: {
      ownerId: user.id,
      name: 'Glow Bookings',
      type: 'DEVELOPMENT',
      status: 'PENDING_REVIEW',
      goal: 'Get more customers to book online.',
      brief: {
        create: {
          overview: 'A booking app.',
          objectives: '- Get more customers to book online.',
          keyDeliverables: '- Android app',
          targetAudience: 'To be agreed with the team.',
        },
      },
      features: {
        create: [
          { name: 'Online booking', shortDescription: 'Book a slot.', specifications: [] },
          {
            name: 'Reminders',
            shortDescription: 'SMS before a visit.',
            specifications: [],
            sprint: 'Sprint 1',
          },
        ],
      },
    },
  });
  projectId = project.id;
});

describe('POST /api/insights/', () => {
  it("answers with the page's status line and a remark drawn from the project's data", async () => {
    expect(await insights({ project_id: projectId, page_name: 'project-features' })).toEqual({
      status: 200,
      body: {
        page_message: 'Project Features: Setup in progress',
        insight: '1 feature of 2 has no sprint yet; "Online booking" is the first to plan.',
      },
    });
    expect(await insights({ project_id: projectId, page_name: 'Project Brief' })).toEqual({
      status: 200,
      body: {
        page_message: 'Project Brief: Setup in progress',
        insight:
          'The target audience is still open in this brief; filling it in lets the team shape a proposal for "Glow Bookings".',
      },
    });
    const overview = (await insights({ project_id: projectId, page_name: 'workspace' })).body as {
      insight: string;
    };
    expect(overview.insight).toBe(
      'Our team is reviewing "Glow Bookings" around one goal: get more customers to book online. It lists 2 features; the target audience still needs your input.',
    );
  });

  it('refuses an empty page name with 422 and an unknown project with 404', async () => {
    expect(await insights({ project_id: projectId, page_name: '  ' })).toMatchObject({
      status: 422,
      body: { message: 'page_name is required.' },
    });
    expect((await insights({ project_id: projectId })).status).toBe(422);
    expect(
      await insights({ project_id: '6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7aff', page_name: 'tasks' }),
    ).toEqual({
      status: 404,
      body: { message: 'Project not found.' },
    });
  });
});

describe('page insights (embedded engine)', () => {
  const project: ProjectSnapshot = {
    name: 'Crumbs',
    type: 'DESIGN',
    status: 'IN_PROGRESS',
    goal: null,
    brief: null,
    features: [],
    memberCount: 0,
    proposalSent: null,
    placedCount: 0,
  };

  it('suits the remark to the page and to what is missing', () => {
    expect(pageInsight(project, 'project-brief').insight).toBe(
      '"Crumbs" has no brief yet. Start Setup drafts one from your chat with the assistant.',
    );
    expect(pageInsight(project, 'project-team').insight).toBe(
      'No one else has joined "Crumbs" yet. Invite a project manager first, so someone owns the work.',
    );
    expect(pageInsight(project, 'tasks').insight).toMatch(/^Tasks come from features/);
    expect(pageInsight({ ...project, status: 'DRAFT' }, 'workspace')).toEqual({
      pageMessage: 'Workspace Overview: Setup in progress',
      insight:
        '"Crumbs" is still a draft. Finish the chat with your assistant and it will write the brief and the first features.',
    });
  });

  it('says a brief section named in the plural is open in the plural, and no features as none', () => {
    const brief = {
      overview: 'Flyers.',
      objectives: '- Fill the hall.',
      keyDeliverables: 'To be agreed with the team.',
      targetAudience: 'Church members',
    };
    expect(pageInsight({ ...project, brief }, 'project-brief').insight).toBe(
      'The key deliverables are still open in this brief; filling them in lets the team shape a proposal for "Crumbs".',
    );
    expect(pageInsight({ ...project, brief, status: 'PENDING_REVIEW' }, 'workspace').insight).toBe(
      'Our team is reviewing "Crumbs". It has no features yet; the key deliverables still need your input.',
    );
  });

  it('says the proposal is ready once the team sent it, not that the team is still reviewing', () => {
    const sent = { ...project, status: 'PENDING_REVIEW' as const, proposalSent: 2 };
    expect(pageInsight(sent, 'team-selection')).toEqual({
      pageMessage: 'Team Selection: Proposal ready',
      insight:
        'The team proposal for "Crumbs" is ready (version 2): this is the team; Continue to review its cost, then sign the contract, or ask for a change.',
    });
    expect(pageInsight(sent, 'workspace').insight).toBe(
      'The team proposal for "Crumbs" is ready (version 2): review the team and the cost on Team Selection, then sign the contract, or ask for a change.',
    );
    expect(pageInsight({ ...sent, proposalSent: null }, 'team-selection').pageMessage).toBe(
      'Team Selection: Setup in progress',
    );
  });

  it('on Review Team & Cost and Contract & Payment, speaks of the page the client is on, not of Team Selection', () => {
    const sent = { ...project, status: 'PENDING_REVIEW' as const, proposalSent: 2 };
    expect(pageInsight(sent, 'review-team-and-cost')).toEqual({
      pageMessage: 'Review Team & Cost: Proposal ready',
      insight:
        'The team proposal for "Crumbs" is ready (version 2): this is its team and cost; Continue to sign the contract on Contract & Payment, or ask for a change on Team Selection.',
    });
    expect(pageInsight(sent, 'contract-and-payment')).toEqual({
      pageMessage: 'Contract & Payment: Proposal ready',
      insight:
        'The team proposal for "Crumbs" is ready (version 2): read the contract here and sign it to start the work, or ask for a change on Team Selection.',
    });
  });

  it("names the workspace pages with the spec's headers: Project Tasks, Files and Resources, Meetings & Communication, Review & Approvals", () => {
    const names = ['tasks', 'files-and-resources', 'meetings', 'reviewandapproval'].map(
      (page) => pageInsight(project, page).pageMessage.split(':')[0],
    );
    expect(names).toEqual([
      'Project Tasks',
      'Files and Resources',
      'Meetings & Communication',
      'Review & Approvals',
    ]);
  });

  it('speaks of the hired team placed, not of inviting someone, while it has not joined yet', () => {
    expect(pageInsight({ ...project, placedCount: 2 }, 'project-team').insight).toBe(
      'Your hired team (2 talents) is placed on "Crumbs"; each joins on accepting the placement.',
    );
  });

  it('reports progress once every feature is planned', () => {
    const planned = {
      ...project,
      features: [
        { name: 'Logo', progress: 40, sprint: 'Sprint 1' },
        { name: 'Menu', progress: 80, sprint: 'Sprint 2' },
      ],
    };
    expect(pageInsight(planned, 'project_features')).toEqual({
      pageMessage: 'Project Features: Work in progress',
      insight: 'All 2 features are planned, 60% done on average.',
    });
    expect(pageInsight(planned, 'meetings').pageMessage).toBe('Meetings & Communication: Work in progress');
    expect(pageInsight(planned, 'some new page').pageMessage).toBe('Some New Page: Work in progress');
  });
});
