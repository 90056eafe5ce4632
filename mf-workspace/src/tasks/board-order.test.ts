import { describe, expect, it } from 'vitest';
import { keepUnchanged, placeCard } from './board-order';
import { card } from './task-test-data';

const board = [
  card({ id: 't1', name: 'Photograph the menu', status: 'Backlog', position: 0 }),
  card({ id: 't2', name: 'Write the copy', status: 'Backlog', position: 1 }),
  card({ id: 't3', name: 'Pick the fonts', status: 'To Do', position: 0 }),
];

describe('a move on a big board draws only the cards it moved (issue #33)', () => {
  it('keeps the cards whose place did not change as they were', () => {
    const moved = placeCard(board, 't2', 'To Do', 1);
    expect(moved.map((task) => [task.id, task.status, task.position])).toEqual([
      ['t1', 'Backlog', 0],
      ['t3', 'To Do', 0],
      ['t2', 'To Do', 1],
    ]);
    expect(moved[0]).toBe(board[0]);
    expect(moved[1]).toBe(board[2]);
  });

  it("keeps the shown board when the server's answer is the same, and only the changed card otherwise", () => {
    const answer = board.map((task) => structuredClone(task));
    expect(keepUnchanged(board, answer)).toBe(board);
    const renamed = card({ id: 't2', name: 'Write the menu copy', status: 'Backlog', position: 1 });
    answer[1] = renamed;
    const kept = keepUnchanged(board, answer);
    expect(kept[0]).toBe(board[0]);
    expect(kept[1]).toBe(renamed);
    expect(kept[2]).toBe(board[2]);
  });
});
