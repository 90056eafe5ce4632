import { beforeAll, describe, expect, it } from 'vitest';
import { everyArea } from '@platform/contract';
import { levelColumns } from '../src/workspace/permissions/stored-levels.js';
import { bearer, createUser, logIn, postJson, useHarness } from './support/harness.js';
import { addTask, file, pdfBytes } from './support/task-fixtures.js';
import type { TestUser } from './support/harness.js';

/* Every project call lets in the owner and invited members, and answers anyone else as if nothing existed. */

const h = useHarness();
let owner: TestUser;
let member: TestUser;
const tokens = { owner: '', member: '', stranger: '' };
let projectId: string;
let sessionId: string;

type Who = keyof typeof tokens;

async function call(who: Who, method: 'GET' | 'POST', path: string, body?: unknown) {
  const response =
    method === 'GET'
      ? await h.app.request(path, bearer(tokens[who]))
      : await postJson(h.app, path, body, `Bearer ${tokens[who]}`);
  return { status: response.status, body: (await response.json()) as unknown };
}

const listIds = async (who: Who) =>
  ((await call(who, 'GET', '/api/all_projects/')).body as { id: string }[]).map((project) => project.id);

/** Every project-scoped call, for a project id and a chat id. */
const projectCalls = (project: string, session: string) => [
  () => ['POST', '/api/check_project/', { project_id: project }] as const,
  () => ['GET', `/api/projects/${project}/`, undefined] as const,
  () => ['POST', '/api/insights/', { project_id: project, page_name: 'project-brief' }] as const,
  () => ['POST', '/api/chat-start/', { session_id: session }] as const,
  () => ['POST', '/api/generate_project_brief/', { project_id: project }] as const,
  () => ['GET', `/api/get_project_brief/?project_id=${project}`, undefined] as const,
  () => ['GET', `/api/projects/${project}/brief-history/`, undefined] as const,
  () => ['POST', '/api/get-project-features/', { project_id: project }] as const,
  () => ['POST', '/api/handle-load-conversation/', { project_id: project, page_name: 'tasks' }] as const,
  () =>
    [
      'POST',
      '/api/ai-page-conversation/',
      { project_id: project, page_name: 'tasks', user_input: 'What is blocked?' },
    ] as const,
  () =>
    [
      'POST',
      '/api/chat/response/',
      { session_id: session, project_id: project, user_response: 'hi' },
    ] as const,
];

beforeAll(async () => {
  owner = await createUser(h.db);
  member = await createUser(h.db);
  const stranger = await createUser(h.db);
  tokens.owner = await logIn(h.app, owner);
  tokens.member = await logIn(h.app, member);
  tokens.stranger = await logIn(h.app, stranger);
  const chat = (await call('owner', 'POST', '/api/chat-start/', { session_id: null })).body as {
    session_id: string;
    project_id: string;
  };
  projectId = chat.project_id;
  sessionId = chat.session_id;
  await postJson(
    h.app,
    '/api/chat/response/',
    { session_id: sessionId, project_id: projectId, user_response: 'I need a logo for my bakery' },
    `Bearer ${tokens.owner}`,
  );
  await h.db.prisma.projectMember.create({
    data: { projectId, userId: member.id, role: 'Editor', ...levelColumns(everyArea('Edit')) },
  });
});

describe('who may see a project', () => {
  it('the owner and an invited member see it in their list; a stranger does not', async () => {
    expect(await listIds('owner')).toEqual([projectId]);
    expect(await listIds('member')).toEqual([projectId]);
    expect(await listIds('stranger')).toEqual([]);
  });

  it("the card shows the invited members as the project's team", async () => {
    const [card] = (await call('owner', 'GET', '/api/all_projects/')).body as { team_members: unknown }[];
    const user = await h.db.prisma.user.findUniqueOrThrow({ where: { id: member.id } });
    expect(card?.team_members).toEqual([{ id: member.id, name: `${user.firstName} ${user.lastName}` }]);
  });

  it('the owner and the member may use every project call', async () => {
    for (const who of ['owner', 'member'] as const) {
      for (const request of projectCalls(projectId, sessionId)) {
        const [method, path, body] = request();
        expect({ path, who, status: (await call(who, method, path, body)).status }).toEqual({
          path,
          who,
          status: 200,
        });
      }
    }
  });

  it("a stranger gets 404 for another user's project, exactly as for one that does not exist", async () => {
    const missing = '6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7aff';
    for (const [index, request] of projectCalls(projectId, sessionId).entries()) {
      const [method, path, body] = request();
      const [, missingPath, missingBody] = projectCalls(missing, missing)[index]?.() ?? [];
      const foreign = await call('stranger', method, path, body);
      const absent = await call('stranger', method, missingPath ?? '', missingBody);
      expect(foreign.status).toBe(404);
      expect(foreign).toEqual(absent);
    }
  });

  it('a stranger cannot pair their own chat with the project to reach it', async () => {
    const own = (await call('stranger', 'POST', '/api/chat-start/', {})).body as { session_id: string };
    const reply = await call('stranger', 'POST', '/api/chat/response/', {
      session_id: own.session_id,
      project_id: projectId,
      user_response: 'call it Mine',
    });
    expect(reply).toEqual({ status: 404, body: { message: 'Chat session not found.' } });
    expect(await h.db.prisma.project.findUniqueOrThrow({ where: { id: projectId } })).toMatchObject({
      name: 'Bakery Logo',
    });
  });

  it('ids that are not ids answer 404 too, never 5xx', async () => {
    for (const id of ['abc', '1', "' OR 1=1 --"]) {
      expect((await call('owner', 'POST', '/api/check_project/', { project_id: id })).status).toBe(404);
      expect((await call('owner', 'GET', `/api/projects/${encodeURIComponent(id)}/`)).status).toBe(404);
      const reply = { session_id: sessionId, project_id: id, user_response: 'hello' };
      expect((await call('owner', 'POST', '/api/chat/response/', reply)).status).toBe(404);
      expect(
        (await call('owner', 'POST', '/api/insights/', { project_id: id, page_name: 'tasks' })).status,
      ).toBe(404);
    }
  });
});

describe("who may reach a project's tasks", () => {
  let taskId: string;
  let attachmentId: string;

  /** Every tasks call, for a project id, a task id and an attachment id. */
  const taskCalls = (project: string, task: string, attachment: string) =>
    [
      ['GET', `/api/projects/${project}/tasks/`, undefined],
      ['GET', `/api/tasks/${task}/`, undefined],
      ['GET', `/api/tasks/${task}/history/`, undefined],
      ['GET', `/api/tasks/${task}/attachments/${attachment}/`, undefined],
      ['POST', `/api/tasks/${task}/move/`, { status: 'To Do', position: 0 }],
      ['POST', `/api/tasks/${task}/timeline/`, { start_date: null, estimated_completion: null }],
    ] as const;

  beforeAll(async () => {
    await h.db.prisma.projectMember.update({
      where: { projectId_userId: { projectId, userId: member.id } },
      data: { taskAndWorkflow: 'EDIT' },
    });
    const response = await addTask(h.app, tokens.owner, {
      name: 'Logo',
      type: 'Design',
      description: 'Round',
      project_id: projectId,
      assignees: JSON.stringify([member.id]),
      attachments: [file(pdfBytes(), 'brief.pdf')],
    });
    const { task } = (await response.json()) as { task: { id: string; attachments: { id: string }[] } };
    taskId = task.id;
    attachmentId = task.attachments[0]?.id ?? '';
  });

  it('the owner and the member may use every tasks call', async () => {
    for (const who of ['owner', 'member'] as const) {
      for (const [method, path, body] of taskCalls(projectId, taskId, attachmentId)) {
        const response =
          method === 'GET'
            ? await h.app.request(path, bearer(tokens[who]))
            : await postJson(h.app, path, body, `Bearer ${tokens[who]}`);
        expect({ path, who, status: response.status }).toEqual({ path, who, status: 200 });
      }
    }
  });

  it('a stranger gets the same 404 as for a project or task that does not exist', async () => {
    const missing = '6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7aff';
    const absentCalls = taskCalls(missing, missing, missing);
    for (const [index, [method, path, body]] of taskCalls(projectId, taskId, attachmentId).entries()) {
      const [, absentPath, absentBody] = absentCalls[index]!;
      const foreign = await call('stranger', method, path, body);
      const absent = await call('stranger', method, absentPath, absentBody);
      expect({ path, status: foreign.status }).toEqual({ path, status: 404 });
      expect(foreign).toEqual(absent);
    }
    const add = await addTask(h.app, tokens.stranger, {
      name: 'Mine',
      type: 'Code',
      description: 'x',
      project_id: projectId,
      assignees: JSON.stringify([member.id]),
    });
    expect(add.status).toBe(404);
    expect(await add.json()).toEqual({ message: 'Project not found.' });
  });
});
