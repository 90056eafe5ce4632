import { beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from './support/task-fixtures.js';
import { pdfBytes, person, send, upload } from './support/collab-fixtures.js';
import type { Answer, Person } from './support/collab-fixtures.js';
import { useHarness } from './support/harness.js';

/*
 * The page assistant acts on the page it sits on (issue #28): each change goes through the page's own
 * service and permission check, says what it changed, and a refusal changes nothing.
 */

const h = useHarness();
let owner: Person;
/** Edit on tasks without Approve; View on meetings. */
let editor: Person;
/** View everywhere. */
let viewer: Person;
let projectId: string;

const ask = (who: Person, page_name: string, user_input: string) =>
  send(h, who, 'POST', '/api/ai-page-conversation/', { project_id: projectId, page_name, user_input });

const reply = async (who: Person, page: string, text: string): Promise<Answer> => {
  const answer = await ask(who, page, text);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

const taskNamed = (name: string) =>
  h.db.prisma.task.findFirst({
    where: { projectId, name },
    include: { assignees: { include: { user: true } } },
  });

beforeAll(async () => {
  // Wednesday 25 November 2026, 10:00 in Lagos.
  h.setNow(new Date('2026-11-25T09:00:00Z'));
  owner = await person(h);
  editor = await person(h);
  viewer = await person(h);
  const project = await h.db.prisma.project.create({
    data: {
      ownerId: owner.id,
      name: 'Mama Put Kitchen',
      status: 'IN_PROGRESS',
      features: {
        create: [{ name: 'Checkout', shortDescription: 'Pay online.', specifications: ['Cards'] }],
      },
      tasks: {
        create: [
          { name: 'Design the logo', type: 'DESIGN', description: 'x', status: 'TO_DO', position: 0 },
          {
            name: 'Print the logo stickers',
            type: 'PRINT',
            description: 'x',
            status: 'BACKLOG',
            position: 0,
          },
        ],
      },
    },
  });
  projectId = project.id;
  await h.db.prisma.projectMember.createMany({
    data: [
      { projectId, userId: editor.id, role: 'Designer', taskAndWorkflow: 'EDIT', overviewAndScope: 'EDIT' },
      { projectId, userId: viewer.id, role: 'Viewer' },
    ],
  });
});

describe('the page assistant on Tasks', () => {
  it('creates a task in Backlog with its assignee and due day, and says so', async () => {
    const editorFirst = editor.name.split(' ')[0];
    const answer = await reply(
      owner,
      'tasks',
      `create a task to photograph the menu, due Friday, assign to ${editorFirst}`,
    );
    expect(answer).toEqual({
      response: `Created task “Photograph the menu” in Backlog. Assigned to ${editor.name}. Due Friday 27 November.`,
      updated_section_name: 'tasks',
      new_content: 'Photograph the menu',
      choices: [],
      error: null,
    });
    const task = await taskNamed('Photograph the menu');
    expect(task).toMatchObject({ status: 'BACKLOG', type: 'DESIGN', createdById: owner.id });
    expect(task?.estimatedCompletion?.toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(task?.assignees.map((row) => row.userId)).toEqual([editor.id]);
    const history = await h.db.prisma.taskHistory.findMany({
      where: { taskId: task?.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(history.map((entry) => entry.kind)).toEqual(['created', 'assigned', 'timeline']);
  });

  it('moves a task to the column named', async () => {
    const answer = await reply(editor, 'tasks', 'move photograph the menu to in progress');
    expect(answer.response).toBe('Moved “Photograph the menu” from Backlog to In Progress.');
    expect((await taskNamed('Photograph the menu'))?.status).toBe('IN_PROGRESS');
  });

  it('assigns a task to one more person', async () => {
    const ownerFirst = owner.name.split(' ')[0];
    const answer = await reply(editor, 'tasks', `assign photograph the menu to ${ownerFirst}`);
    expect(answer.response).toBe(`Assigned “Photograph the menu” to ${owner.name}.`);
    const task = await taskNamed('Photograph the menu');
    expect(task?.assignees.map((row) => row.userId).sort()).toEqual([editor.id, owner.id].sort());
  });

  it('asks which task when two match, and changes nothing', async () => {
    const answer = await reply(owner, 'tasks', 'move the logo task to done');
    expect(answer).toMatchObject({
      response:
        "Which task do you mean: “Print the logo stickers” or “Design the logo”? Say it again with the task's full name.",
      updated_section_name: null,
      choices: [
        { label: 'Print the logo stickers', message: 'move Print the logo stickers to Completed' },
        { label: 'Design the logo', message: 'move Design the logo to Completed' },
      ],
    });
    expect((await taskNamed('Design the logo'))?.status).toBe('TO_DO');
    // A quick reply sends its message, which names one task: the owner (who holds Approve) signs it off.
    const chosen = await reply(owner, 'tasks', 'move Design the logo to Completed');
    expect(chosen.response).toBe('Moved “Design the logo” from To Do to Completed.');
    expect((await taskNamed('Print the logo stickers'))?.status).toBe('BACKLOG');
    expect((await taskNamed('Print the logo stickers'))?.status).toBe('BACKLOG');
  });

  it('refuses a sign-off to a member without Approve, with the board’s reason, and nothing changes', async () => {
    const before = await h.db.prisma.pageConversationMessage.count();
    const answer = await ask(editor, 'tasks', 'move photograph the menu to completed');
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'You need Approve access to Task & Workflow Management.' });
    expect((await taskNamed('Photograph the menu'))?.status).toBe('IN_PROGRESS');
    expect(await h.db.prisma.pageConversationMessage.count()).toBe(before);
  });

  it('refuses to assign for a member without Edit on tasks, and the task keeps its people', async () => {
    const answer = await ask(viewer, 'tasks', `assign photograph the menu to ${viewer.name}`);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'You need Edit access to Task & Workflow Management.' });
    const task = await taskNamed('Photograph the menu');
    expect(task?.assignees.map((row) => row.userId).sort()).toEqual([editor.id, owner.id].sort());
  });

  it('refuses a member without Edit on tasks, and no task is created', async () => {
    const answer = await ask(viewer, 'tasks', 'create a task to call the printer');
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'You need Edit access to Task & Workflow Management.' });
    expect(await taskNamed('Call the printer')).toBeNull();
  });
});

describe('the page assistant on Meetings', () => {
  it('books a call with the whole team at the time said, in Lagos time', async () => {
    const answer = await reply(owner, 'meetings', 'book a call with the team on Thursday at 10');
    expect(answer).toMatchObject({
      response:
        'Scheduled “Call with the team” for Thursday, 26th November, 2026, 10:00AM (Lagos time), 30 minutes, with the entire team. Everyone invited gets the invitation by e-mail.',
      updated_section_name: 'meetings',
      new_content: 'Call with the team',
    });
    const meeting = await h.db.prisma.meeting.findFirstOrThrow({
      where: { projectId },
      include: { participants: true },
    });
    expect(meeting).toMatchObject({
      startsAt: new Date('2026-11-26T09:00:00Z'),
      entireTeam: true,
      durationMinutes: 30,
    });
    expect(meeting.link).toMatch(/^https:\/\/meet\.jit\.si\/buildbay-mama-put-kitchen-/);
    expect(meeting.participants.map((row) => row.userId).sort()).toEqual(
      [owner.id, editor.id, viewer.id].sort(),
    );
  });

  it('reuses the last meeting’s link and offers the Monday for a weekend, with the dialog’s message', async () => {
    const saturday = await reply(owner, 'meetings', 'book a call with the team on Saturday at 10');
    expect(saturday.response).toBe(
      'Meetings cannot be scheduled on a weekend. Shall I book it for Monday, 30th November, 2026, 10:00AM (Lagos time) instead?',
    );
    expect(await h.db.prisma.meeting.count({ where: { projectId } })).toBe(1);
    const [offer] = saturday.choices as { label: string; message: string }[];
    expect(offer?.label).toBe('Book Monday 30 November');
    const monday = await reply(owner, 'meetings', offer?.message ?? '');
    expect(monday.response).toContain(
      'Scheduled “Call with the team” for Monday, 30th November, 2026, 10:00AM',
    );
    const answer = await reply(
      owner,
      'meetings',
      'schedule a meeting with the design team on Monday at 2pm about the menu photos',
    );
    expect(answer.response).toContain('Scheduled “Menu photos” for Monday, 30th November, 2026, 2:00PM');
    const meetings = await h.db.prisma.meeting.findMany({
      where: { projectId },
      orderBy: { createdAt: 'asc' },
    });
    expect(meetings).toHaveLength(3);
    expect(meetings[2]?.link).toBe(meetings[0]?.link);
  });

  it('asks for the time when none is said, and books nothing', async () => {
    const answer = await reply(owner, 'meetings', 'book a call for Monday');
    expect(answer.response).toBe(
      'At what time should it be? Say the day and the time, e.g. "book a call with the team on Thursday at 10".',
    );
    expect(await h.db.prisma.meeting.count({ where: { projectId } })).toBe(3);
  });

  it('refuses a member without Edit on Team Management & Collaboration', async () => {
    const answer = await ask(editor, 'meetings', 'book a call with the team on Friday at 11am');
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'You need Edit access to Team Management & Collaboration.' });
    expect(await h.db.prisma.meeting.count({ where: { projectId } })).toBe(3);
  });
});

describe('the page assistant on Features, Files and Contract & Payment', () => {
  it('edits a feature through the edit dialog’s rules', async () => {
    const answer = await reply(editor, 'project-features', 'put checkout in sprint 2');
    expect(answer).toMatchObject({
      response: 'Put “Checkout” in Sprint 2.',
      updated_section_name: 'features',
    });
    const feature = await h.db.prisma.projectFeature.findFirstOrThrow({
      where: { projectId, name: 'Checkout' },
    });
    expect(feature).toMatchObject({ sprint: 'Sprint 2', specifications: ['Cards'] });
    const refused = await ask(viewer, 'project-features', 'rename checkout to Payments');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'You need Edit access to Project Overview & Scope.' });
    expect(await h.db.prisma.projectFeature.count({ where: { projectId, name: 'Payments' } })).toBe(0);
  });

  it('finds files by name and type among those the caller may see', async () => {
    expect((await upload(h, owner, projectId, 'Signed contract.pdf', pdfBytes())).status).toBe(201);
    expect((await upload(h, owner, projectId, 'logo-final.png', pngBytes())).status).toBe(201);
    expect((await reply(viewer, 'files-and-resources', 'where is the contract pdf')).response).toBe(
      'Found 1 file for “contract” in pdf files: “Signed contract.pdf” (Project Files, version 1).',
    );
    expect((await reply(viewer, 'files-and-resources', 'show me all the images')).response).toBe(
      'Found 1 file for images: “logo-final.png” (Media, version 1).',
    );
    expect((await reply(viewer, 'files-and-resources', 'find the budget spreadsheet')).response).toBe(
      'No file matches “budget” in spreadsheet files.',
    );
  });

  it('tells what is due to who may pay, and why not to others', async () => {
    expect((await reply(owner, 'contract-and-payment', 'wetin I go pay now')).response).toBe(
      'Nothing is due on this project right now.',
    );
    expect((await reply(viewer, 'contract-and-payment', 'what is due?')).response).toBe(
      'What is due shows to the project owner and to members with Approve on Budget & Financial Control.',
    );
  });

  it('answers who is on the team from any page', async () => {
    expect((await reply(viewer, 'meetings', 'who is on the team?')).response).toBe(
      `On the team: ${owner.name} (Owner), ${editor.name} (Designer) and ${viewer.name} (Viewer).`,
    );
  });
});

describe('the page assistant answers from the project’s schedule and people', () => {
  it('names the next meeting, who has a task, what is overdue and when the work ends', async () => {
    expect((await reply(owner, 'tasks', 'when is our next meeting?')).response).toBe(
      'Your next meeting is “Call with the team” on Thursday, 26th November, 2026, 10:00AM (Lagos time). After it: “Call with the team” on Monday, 30th November, 2026, 10:00AM and “Menu photos” on Monday, 30th November, 2026, 2:00PM.',
    );
    const photograph = await taskNamed('Photograph the menu');
    expect((await reply(viewer, 'tasks', 'who is working on photograph the menu?')).response).toBe(
      `“Photograph the menu” is assigned to ${[owner.name, editor.name].join(' and ')} (In Progress).`,
    );
    await h.db.prisma.task.update({
      where: { id: photograph?.id ?? '' },
      data: { estimatedCompletion: new Date('2026-11-20') },
    });
    expect((await reply(owner, 'workspace', "what's overdue?")).response).toBe(
      'Overdue: “Photograph the menu” (due Friday 20 November, In Progress).',
    );
    expect((await reply(owner, 'timeline-and-milestones', 'when will this be done?')).response).toBe(
      'No deadline is set yet: the milestones and their dates follow once the contract is signed.',
    );
    await h.db.prisma.project.update({
      where: { id: projectId },
      data: { deadline: new Date('2026-12-18') },
    });
    expect((await reply(owner, 'workspace', 'wetin be the deadline')).response).toBe(
      'The deadline the project was planned for is Friday 18 December; its milestones follow once the contract is signed.',
    );
  });

  it('tells anyone on the project the budget the client gave, from any page', async () => {
    expect((await reply(viewer, 'project-features', 'what is our budget?')).response).toBe(
      'No budget was given for this project yet.',
    );
    await h.db.prisma.project.update({
      where: { id: projectId },
      data: { budgetMinKobo: 80_000_000, budgetMaxKobo: 120_000_000 },
    });
    expect((await reply(viewer, 'project-features', 'what is our budget?')).response).toBe(
      'The budget given for this project is ₦800,000 to ₦1,200,000.',
    );
    expect((await reply(owner, 'tasks', 'how much is the budget')).response).toBe(
      'The budget given for this project is ₦800,000 to ₦1,200,000.',
    );
  });

  it('says plainly that it does not delete tasks, and the task stays', async () => {
    const answer = await reply(owner, 'tasks', 'delete the design the logo task');
    expect(answer.response).toBe(
      'I do not delete tasks from the chat. Open the task on the board and press Delete Task; you can undo it for a few seconds after.',
    );
    expect(await taskNamed('Design the logo')).not.toBeNull();
  });
});

describe('the page assistant says what it could not find, and lists what there is', () => {
  it('names a task or feature it does not know, offers those the project has, and changes nothing', async () => {
    const before = await h.db.prisma.task.findMany({ where: { projectId }, select: { status: true } });
    const moved = await reply(owner, 'tasks', 'move the onboarding screens task to in review');
    expect(moved.response).toMatch(/^I could not find a task called “onboarding screens”\. The tasks: “/);
    expect(moved.response).toContain('“Design the logo”');
    expect(await h.db.prisma.task.findMany({ where: { projectId }, select: { status: true } })).toEqual(
      before,
    );
    const ownerFirst = owner.name.split(' ')[0];
    expect((await reply(owner, 'tasks', `assign the radio jingle to ${ownerFirst}`)).response).toMatch(
      /^I could not find a task called “radio jingle”\./,
    );
    expect((await reply(owner, 'tasks', 'who is working on the login screen?')).response).toMatch(
      /^I could not find a task called “login screen”\./,
    );
    // About the project, not a task: the team.
    expect((await reply(owner, 'tasks', 'who is working on this project?')).response).toMatch(
      /^On the team: /,
    );
    const edited = await reply(
      owner,
      'project-features',
      'change the push notifications feature description to: remind people of their orders',
    );
    expect(edited.response).toMatch(
      /^I could not find a feature called “push notifications”\. The features: “Checkout”/,
    );
    expect(edited.updated_section_name).toBeNull();
  });

  it('lists the tasks by column with their names, and the features with their sprint and progress', async () => {
    const tasks = (await reply(viewer, 'tasks', 'list all the tasks')).response;
    expect(tasks).toMatch(/^Tasks by status — /);
    expect(tasks).toContain('“Print the logo stickers”');
    const features = (await reply(viewer, 'project-features', 'what features do we have?')).response;
    expect(features).toBe('Features: Checkout (Sprint 2, 0%).');
  });

  it('changes a feature’s description said as “the X feature description”', async () => {
    const answer = await reply(
      editor,
      'project-features',
      'update the checkout feature description to: customers pay by card or transfer',
    );
    expect(answer.response).toBe(
      'Changed the description of “Checkout” to “Customers pay by card or transfer”.',
    );
    const feature = await h.db.prisma.projectFeature.findFirstOrThrow({
      where: { projectId, name: 'Checkout' },
    });
    expect(feature.shortDescription).toBe('Customers pay by card or transfer');
  });

  it('tells what changed today, this week or yesterday from Recent Updates', async () => {
    // Activity is stamped by the database's clock: the assistant's "today" is read on the same one here.
    const real = new Date();
    h.setNow(real);
    try {
      const today = await reply(owner, 'recent-updates', 'what changed today?');
      expect(today.response).toMatch(/^Today: /);
      // The description changed by the assistant in the test before, newest first; no question asked of it.
      expect(today.response).toMatch(/^Today: \S+ \S+ changed the feature Checkout \(/);
      expect(today.response).not.toContain('asked the assistant');
      // The workspace's clock is Lagos's whatever the reader's browser says, as the meeting answers say.
      expect(today.response).toMatch(/\(\w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} Lagos time\)/);
      const week = await reply(viewer, 'workspace', 'any updates this week?');
      expect(week.response).toMatch(/^In the last seven days: /);
      h.setNow(new Date(real.getTime() + 3 * 24 * 60 * 60 * 1000));
      const later = await reply(owner, 'recent-updates', 'what happened yesterday?');
      expect(later.response).toMatch(/^Nothing changed yesterday\. The latest: /);
    } finally {
      h.setNow(new Date('2026-11-25T09:00:00Z'));
    }
  });
});
