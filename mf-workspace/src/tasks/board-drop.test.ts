import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { boardAnnouncements, columnId } from './board-drop';
import { columnsOf } from './board-order';
import { card } from './task-test-data';

const tasks = [
  card({ id: 't1', name: 'Photograph the menu', status: 'Backlog', position: 0 }),
  card({ id: 't2', name: 'Write the copy', status: 'In Progress', position: 0 }),
  card({ id: 't3', name: 'Pick the fonts', status: 'In Progress', position: 1 }),
  card({ id: 't4', name: 'Launch', status: 'Completed', position: 0 }),
];
const announcements = boardAnnouncements({
  columns: columnsOf(tasks),
  tasks,
  refusal: (_task, status) =>
    status === 'Completed' ? 'You need Approve access to Task & Workflow Management.' : null,
});
const active = { id: 't1' } as Active;
const over = (id: string) => ({ id }) as Over;

describe('what a screen reader hears while a card is dragged (issue #31)', () => {
  it('names the card, the column and the place, never an id', () => {
    expect(announcements.onDragStart({ active })).toBe(
      'Picked up Photograph the menu, in Backlog, position 1 of 1.',
    );
    expect(announcements.onDragOver({ active, over: over('t3') })).toBe(
      'Photograph the menu is over In Progress, position 2 of 3.',
    );
    expect(announcements.onDragOver({ active, over: null })).toBe(
      'Photograph the menu is not over a column.',
    );
    expect(announcements.onDragEnd({ active, over: over('t3') })).toBe(
      'Photograph the menu moved from Backlog to In Progress, position 2 of 3.',
    );
    expect(announcements.onDragEnd({ active, over: over(columnId('In Progress')) })).toBe(
      'Photograph the menu moved from Backlog to In Progress, position 3 of 3.',
    );
  });

  it('says when a drop changes nothing, is refused, or is cancelled', () => {
    expect(announcements.onDragEnd({ active, over: null })).toBe(
      'Photograph the menu was dropped outside the columns. It stays in Backlog, position 1 of 1.',
    );
    expect(announcements.onDragEnd({ active, over: over('t1') })).toBe(
      'Photograph the menu was dropped where it was, in Backlog, position 1 of 1.',
    );
    expect(announcements.onDragEnd({ active, over: over('t4') })).toBe(
      'Photograph the menu cannot move to Completed. You need Approve access to Task & Workflow Management.',
    );
    expect(announcements.onDragCancel({ active, over: null })).toBe(
      'Moving Photograph the menu was cancelled. It stays in Backlog, position 1 of 1.',
    );
  });
});
