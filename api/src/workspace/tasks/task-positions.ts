import type { Prisma, TaskStatus } from '@platform/prisma';

/**
 * Locks the project's board until the transaction ends, so moves on one board never interleave. Read
 * the task to move only after it: read before, it may be as it was before a move that waited ahead.
 */
export async function lockBoard(tx: Prisma.TransactionClient, projectId: string): Promise<void> {
  await tx.$executeRaw`SELECT id FROM projects WHERE id = ${projectId}::uuid FOR UPDATE`;
}

/**
 * Puts a task at `position` (0-based, clamped to the column's end) in the `status` column and closes
 * the gap it left, renumbering both columns gaplessly, under the board's lock (`task` must have been
 * read under it too). Returns the position the task got.
 */
export async function placeTask(
  tx: Prisma.TransactionClient,
  task: { id: string; projectId: string; status: TaskStatus },
  status: TaskStatus,
  position: number,
): Promise<number> {
  await lockBoard(tx, task.projectId);
  const columnOrder = (column: TaskStatus) =>
    tx.task.findMany({
      where: { projectId: task.projectId, status: column, id: { not: task.id } },
      orderBy: [{ position: 'asc' }, { createdAt: 'asc' }],
      select: { id: true },
    });
  const target = (await columnOrder(status)).map((row) => row.id);
  const at = Math.max(0, Math.min(position, target.length));
  target.splice(at, 0, task.id);
  await tx.task.update({ where: { id: task.id }, data: { status } });
  await renumber(tx, target);
  if (task.status !== status)
    await renumber(
      tx,
      (await columnOrder(task.status)).map((row) => row.id),
    );
  return at;
}

/** Gives the tasks positions 0, 1, 2... in the order given, in one statement. */
async function renumber(tx: Prisma.TransactionClient, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const positions = ids.map((_, index) => index);
  await tx.$executeRaw`
    UPDATE tasks SET position = ordered.position, updated_at = now()
    FROM unnest(${ids}::uuid[], ${positions}::int[]) AS ordered(id, position)
    WHERE tasks.id = ordered.id AND tasks.position IS DISTINCT FROM ordered.position`;
}

/** The position after the last task of a column, for a new task. */
export async function endOfColumn(
  tx: Prisma.TransactionClient,
  projectId: string,
  status: TaskStatus,
): Promise<number> {
  await lockBoard(tx, projectId);
  return tx.task.count({ where: { projectId, status } });
}
