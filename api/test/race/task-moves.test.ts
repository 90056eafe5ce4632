import { describe, expect, it } from 'vitest';
import { startSession } from '../../src/platform/sessions/sessions.js';
import { TASK_STATUSES } from '../../src/workspace/tasks/task-labels.js';
import { createUser, postJson, useHarness } from '../support/harness.js';

/*
 * Race suite, the task board: moves sent in parallel (as two people dragging cards at once) all land,
 * and the board stays one consistent order: every column numbered 0, 1, 2... without gaps or repeats,
 * every task in exactly one column. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL, where the
 * moves are truly concurrent.
 */

const h = useHarness();

/** A board of `count` tasks in Backlog, and its owner's token. */
async function board(count: number) {
  const owner = await createUser(h.db);
  const project = await h.db.prisma.project.create({
    data: { ownerId: owner.id, name: 'Race Board', status: 'IN_PROGRESS' },
  });
  const tasks = [];
  for (let position = 0; position < count; position += 1) {
    tasks.push(
      await h.db.prisma.task.create({
        data: {
          projectId: project.id,
          name: `Task ${position}`,
          type: 'DESIGN',
          description: 'A task',
          position,
        },
      }),
    );
  }
  return {
    projectId: project.id,
    taskIds: tasks.map((task) => task.id),
    token: await startSession(h.db.prisma, owner.id, new Date()),
  };
}

/** Problems with the stored board: a column not numbered 0..n-1, or tasks gone or doubled. */
async function inconsistencies(projectId: string, taskIds: string[]): Promise<string[]> {
  const stored = await h.db.prisma.task.findMany({
    where: { projectId },
    select: { id: true, status: true, position: true },
  });
  const problems: string[] = [];
  for (const status of new Set(stored.map((task) => task.status))) {
    const positions = stored
      .filter((task) => task.status === status)
      .map((task) => task.position)
      .sort((a, b) => a - b);
    if (positions.some((position, index) => position !== index))
      problems.push(`${status}: positions ${positions.join(', ')}`);
  }
  if (stored.length !== taskIds.length || taskIds.some((id) => !stored.some((task) => task.id === id))) {
    problems.push(`${stored.length} tasks stored of ${taskIds.length}`);
  }
  return problems;
}

/** The same moves for the same seed: a small linear congruential generator. */
function moves(seed: number, count: number, taskIds: string[]) {
  let state = seed;
  const next = (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
  return Array.from({ length: count }, () => ({
    taskId: taskIds[next(taskIds.length)] ?? '',
    status: TASK_STATUSES[next(TASK_STATUSES.length)] ?? 'Backlog',
    position: next(taskIds.length + 2),
  }));
}

async function move(token: string, step: { taskId: string; status: string; position: number }) {
  const response = await postJson(
    h.app,
    `/api/tasks/${step.taskId}/move/`,
    { status: step.status, position: step.position },
    `Bearer ${token}`,
  );
  return response.status;
}

describe('race: task moves in parallel', () => {
  it('moves of many tasks at once all land, and every column stays numbered 0, 1, 2... without gaps', async () => {
    const { projectId, taskIds, token } = await board(12);
    for (const seed of [1, 2]) {
      const statuses = await Promise.all(moves(seed, 24, taskIds).map((step) => move(token, step)));
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      expect(await inconsistencies(projectId, taskIds), `seed ${seed}`).toEqual([]);
    }
  }, 60_000);

  it('one task moved to different columns at once ends in exactly one, and every column stays gapless', async () => {
    const { projectId, taskIds, token } = await board(6);
    for (const contested of taskIds.slice(0, 3)) {
      const statuses = await Promise.all(
        TASK_STATUSES.map((status, i) => move(token, { taskId: contested, status, position: i % 3 })),
      );
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      expect(await inconsistencies(projectId, taskIds)).toEqual([]);
    }
  }, 60_000);
});
