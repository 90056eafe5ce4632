import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { everyArea } from '@platform/contract';
import { levelColumns } from '../src/workspace/permissions/stored-levels.js';
import { workspacePageTitle } from '../src/workspace/projects/workspace-pages.js';
import { bearer, createUser, logIn, postJson, useHarness } from './support/harness.js';

/* The page assistant (the spec's workspace shell and workspace states and transitions): a stored conversation per project and page that can change the project. */

const h = useHarness();
const tokens = { owner: '', viewer: '' };
let projectId: string;

const ask = (who: keyof typeof tokens, page_name: string, user_input: string) =>
  postJson(
    h.app,
    '/api/ai-page-conversation/',
    { project_id: projectId, page_name, user_input },
    `Bearer ${tokens[who]}`,
  );

const workspaceSources = fileURLToPath(new URL('../../mf-workspace/src', import.meta.url));

/** The workspace remote's own source files (its tests left out). */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

interface Reply {
  response: string;
  updated_section_name: string | null;
  new_content: string | null;
  choices: { label: string; message: string }[];
  error: null;
}

const reply = async (who: keyof typeof tokens, page: string, text: string) => {
  const response = await ask(who, page, text);
  expect(response.status).toBe(200);
  return (await response.json()) as Reply;
};

beforeAll(async () => {
  const owner = await createUser(h.db);
  const viewer = await createUser(h.db);
  tokens.owner = await logIn(h.app, owner);
  tokens.viewer = await logIn(h.app, viewer);
  const project = await h.db.prisma.project.create({
    data: {
      ownerId: owner.id,
      name: 'Crumbs Bakery',
      type: 'DEVELOPMENT',
      status: 'IN_PROGRESS',
      brief: {
        create: {
          overview: 'An online shop for a bakery.',
          objectives: '- Sell bread online',
          keyDeliverables: 'To be agreed with the team.',
          targetAudience: 'Families in Ikeja',
        },
      },
      features: {
        create: [
          {
            name: 'Online menu',
            shortDescription: 'The menu.',
            specifications: ['Prices'],
            sprint: 'Sprint 1',
          },
          { name: 'Checkout', shortDescription: 'Pay.', specifications: ['Cards'] },
        ],
      },
      tasks: {
        create: [
          { name: 'Menu page', type: 'CODE', description: 'x', status: 'BLOCKED', position: 0 },
          { name: 'Logo', type: 'DESIGN', description: 'x', status: 'IN_PROGRESS', position: 0 },
        ],
      },
    },
  });
  projectId = project.id;
  await h.db.prisma.projectMember.create({
    data: { projectId, userId: viewer.id, role: 'Viewer', ...levelColumns(everyArea('View')) },
  });
});

describe('the page assistant', () => {
  it('starts with an empty conversation for each page', async () => {
    const response = await postJson(
      h.app,
      '/api/handle-load-conversation/',
      { project_id: projectId, page_name: 'project-brief' },
      `Bearer ${tokens.owner}`,
    );
    expect(await response.json()).toEqual({ conversation: [] });
  });

  it('on the brief page, changes the target audience as asked and the brief goes up a version', async () => {
    const answer = await reply('owner', 'project-brief', 'make the target audience small bakeries in Lagos');
    expect(answer).toEqual({
      response: 'Done: the Target Audience now reads "Small bakeries in Lagos".',
      updated_section_name: 'target_audience',
      new_content: 'Small bakeries in Lagos',
      choices: [],
      error: null,
    });
    const { brief } = (await (
      await h.app.request(`/api/get_project_brief/?project_id=${projectId}`, bearer(tokens.owner))
    ).json()) as { brief: { project_brief_target_audience: string; version: number } };
    expect(brief).toMatchObject({ project_brief_target_audience: 'Small bakeries in Lagos', version: 1 });
    const history = await h.db.prisma.projectBriefVersion.findFirstOrThrow({ where: { projectId } });
    expect(history).toMatchObject({ source: 'assistant', changedSections: ['target_audience'] });
  });

  it('adds an objective and a deliverable to their sections', async () => {
    const objective = await reply(
      'owner',
      'project-brief',
      'add an objective: deliver orders within an hour',
    );
    expect(objective.updated_section_name).toBe('objectives');
    expect(objective.new_content).toBe('- Sell bread online\n- Deliver orders within an hour');
    const deliverable = await reply('owner', 'project-brief', 'Add a deliverable: admin dashboard');
    expect(deliverable.new_content).toBe('- Admin dashboard');
  });

  it('on the features page, adds a feature with its specification', async () => {
    const answer = await reply(
      'owner',
      'project-features',
      "add a feature: order tracking — customers see each order's status",
    );
    expect(answer).toMatchObject({ updated_section_name: 'features', new_content: 'Order tracking' });
    const feature = await h.db.prisma.projectFeature.findFirstOrThrow({
      where: { projectId, name: 'Order tracking' },
    });
    expect(feature.specifications).toEqual(["Customers see each order's status"]);
    const again = await reply('owner', 'project-features', 'add a feature: order tracking — twice');
    expect(again).toMatchObject({
      response: 'This project already has a feature called "Order tracking".',
      updated_section_name: null,
    });
  });

  it('asks what a feature named alone does, and adds it with the next message as its specification', async () => {
    const asked = await reply('owner', 'project-features', 'add a feature: loyalty points');
    expect(asked).toMatchObject({
      response:
        'What should "Loyalty points" do? Tell me in a sentence (what it lets people do) and I will add it.',
      updated_section_name: null,
    });
    const added = await reply('owner', 'project-features', 'regular customers earn points on every order');
    expect(added).toMatchObject({
      response: 'Added the feature "Loyalty points": Regular customers earn points on every order.',
      updated_section_name: 'features',
    });
    const feature = await h.db.prisma.projectFeature.findFirstOrThrow({
      where: { projectId, name: 'Loyalty points' },
    });
    expect(feature.specifications).toEqual(['Regular customers earn points on every order']);
    await reply('owner', 'project-features', 'add a feature: gift cards');
    expect((await reply('owner', 'project-features', 'never mind')).response).toBe(
      'All right, I did not add "Gift cards".',
    );
    expect(await h.db.prisma.projectFeature.count({ where: { projectId, name: 'Gift cards' } })).toBe(0);
    // The tests after this one count the features the project had.
    await h.db.prisma.projectFeature.delete({ where: { id: feature.id } });
  });

  it('answers questions from the project data elsewhere', async () => {
    expect((await reply('owner', 'tasks', 'What is blocked?')).response).toBe('Blocked: "Menu page".');
    expect((await reply('owner', 'tasks', 'tasks by status please')).response).toBe(
      'Tasks by status — In Progress: 1 (“Logo”); Blocked: 1 (“Menu page”).',
    );
    expect((await reply('owner', 'workspace', 'Which features have no sprint?')).response).toBe(
      'Features without a sprint: Checkout and Order tracking.',
    );
    expect((await reply('owner', 'workspace', 'Which brief sections are still open?')).response).toBe(
      'Every section of the brief is filled in.',
    );
  });

  it('after a message it did not understand, offers what it can do on the page as quick replies', async () => {
    const missed = await reply('owner', 'meetings', 'zzqx blorp');
    expect(missed.response).toMatch(/^I can book a meeting/);
    expect(missed.choices).toEqual([
      { label: 'Book a meeting', message: 'Book a meeting' },
      { label: 'When is the next meeting?', message: 'When is the next meeting?' },
    ]);
    expect((await reply('owner', 'meetings', 'Book a meeting')).response).toMatch(
      /^On which day should it be\?/,
    );
    expect((await reply('owner', 'meetings', 'When is the next meeting?')).response).toMatch(
      /^(?:Your next meeting is|No meeting is coming up)/,
    );
  });

  it("keeps each page's conversation, in order", async () => {
    const response = await postJson(
      h.app,
      '/api/handle-load-conversation/',
      { project_id: projectId, page_name: 'tasks' },
      `Bearer ${tokens.viewer}`,
    );
    expect(await response.json()).toEqual({
      conversation: [
        { role: 'user', content: 'What is blocked?' },
        { role: 'assistant', content: 'Blocked: "Menu page".' },
        { role: 'user', content: 'tasks by status please' },
        {
          role: 'assistant',
          content: 'Tasks by status — In Progress: 1 (“Logo”); Blocked: 1 (“Menu page”).',
        },
      ],
    });
  });

  it('a viewer may ask, but a change needs Edit and changes nothing', async () => {
    expect((await reply('viewer', 'tasks', 'What is blocked?')).response).toBe('Blocked: "Menu page".');
    const change = await ask('viewer', 'project-brief', 'make the target audience everyone');
    expect(change.status).toBe(403);
    expect(await change.json()).toEqual({ message: 'You need Edit access to Project Overview & Scope.' });
    const brief = await h.db.prisma.projectBrief.findUniqueOrThrow({ where: { projectId } });
    expect(brief.targetAudience).toBe('Small bakeries in Lagos');
  });

  it('a page name that is no page key is refused in words, with the field named as the others are', async () => {
    const response = await ask('owner', 'Project Brief', 'hello');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'Page name must be a workspace page key such as project-brief.',
      errors: { page_name: 'Page name must be a workspace page key such as project-brief.' },
    });
  });

  it('a page key that names none of the workspace pages is refused, and nothing is changed or kept', async () => {
    const tasks = await h.db.prisma.task.count({ where: { projectId } });
    const message = 'There is no workspace page "nonexistent-page". Use a page key such as project-brief.';
    const response = await ask('owner', 'nonexistent-page', 'create a task to call the printer');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message, errors: { page_name: message } });
    const load = await postJson(
      h.app,
      '/api/handle-load-conversation/',
      { project_id: projectId, page_name: 'nonexistent-page' },
      `Bearer ${tokens.owner}`,
    );
    expect(load.status).toBe(422);
    expect(await h.db.prisma.task.count({ where: { projectId } })).toBe(tasks);
    expect(
      await h.db.prisma.pageConversation.count({ where: { projectId, pageName: 'nonexistent-page' } }),
    ).toBe(0);
  });

  it('accepts the key of every workspace page the workspace remote sends', async () => {
    // Every `pageName="…"`, `pageName={… '…' …}` and `pageName: '…'` in the remote's own pages (not its tests).
    const keys = new Set<string>();
    for (const file of sourceFiles(workspaceSources)) {
      const uses = readFileSync(file, 'utf8').matchAll(/pageName(?:="([^"]+)"|=\{([^}]*)\}|: '([^']+)')/g);
      for (const [, attribute, expression, property] of uses) {
        for (const key of [
          attribute,
          property,
          ...[...(expression ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]),
        ])
          if (key) keys.add(key);
      }
    }
    expect(keys.size).toBeGreaterThan(20);
    expect([...keys].filter((key) => workspacePageTitle(key) === null)).toEqual([]);
    expect((await reply('owner', 'team-profile', 'hello')).response).not.toBe('');
  });

  it('an empty message is refused and not stored', async () => {
    const response = await ask('owner', 'tasks', '   ');
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toBe('Type a message first.');
    expect(await h.db.prisma.pageConversationMessage.count({ where: { content: '   ' } })).toBe(0);
  });
});
