import type { PageChatDecision } from '../src/workspace/assistant/page-chat.js';
import { pageChatReply } from '../src/workspace/assistant/embedded/page-chat.js';
import { evaluationProject, pageAssistantNow } from './page-assistant-project.js';
import { pageAssistantCases } from './page-assistant-actions.js';
import type { ExpectedAction, PageAssistantCase } from './page-assistant-actions.js';
import { fieldScores, sameList, sameText } from './scoring.js';
import type { FieldScore } from './scoring.js';

/*
 * Reads every message of the page assistant's evaluation set on its page and scores what it would do: the
 * kind of action (intent) and the action with every detail right (action): the task, the column, the
 * person, the day and time, the teams, the words searched.
 */

export const pageAssistantFields = ['intent', 'action'] as const;

const taskName = (id: string) => evaluationProject.tasks.find((task) => task.id === id)?.name ?? id;
const personName = (id: string) => evaluationProject.people.find((person) => person.id === id)?.name ?? id;

/** The decision in the evaluation's terms. */
export function actionOf(decision: PageChatDecision): ExpectedAction | { action: 'none' } {
  const change = decision.change;
  if (change) {
    switch (change.kind) {
      case 'create-task':
        return {
          action: 'create-task',
          name: change.name,
          assignee: personName(change.assigneeId),
          due: change.due,
        };
      case 'move-task':
        return { action: 'move-task', task: taskName(change.taskId), status: change.status };
      case 'assign-task':
        return {
          action: 'assign-task',
          task: taskName(change.taskId),
          assignee: personName(change.assigneeId),
        };
      case 'add-feature':
        return { action: 'add-feature', name: change.name };
      case 'edit-feature': {
        const { kind: _kind, featureId: _id, ...edit } = change;
        return { action: 'edit-feature', ...edit };
      }
      case 'schedule-meeting':
        return {
          action: 'schedule-meeting',
          date: change.date,
          time: change.time,
          teams: change.entireTeam ? 'entire' : change.teams,
        };
      case 'brief-section':
        return { action: 'none' };
    }
  }
  const reading = decision.reading;
  if (!reading) return { action: 'none' };
  switch (reading.kind) {
    case 'answer':
      return { action: 'answer', topic: reading.topic };
    case 'choose':
      return { action: 'choose', choices: reading.choices };
    case 'clarify':
      return { action: 'clarify' };
    case 'find-files':
      return { action: 'find-files', search: reading.search, type: reading.type };
    case 'explain-due':
      return { action: 'explain-due' };
    case 'help':
      return { action: 'none' };
  }
}

function same(actual: ExpectedAction | { action: 'none' }, expected: ExpectedAction): boolean {
  if (actual.action !== expected.action) return false;
  const got = actual as Record<string, unknown>;
  return (
    Object.entries(expected).every(([key, want]) => {
      const value = got[key];
      if (Array.isArray(want)) return Array.isArray(value) && sameList(value as string[], want);
      if (
        typeof want === 'string' &&
        typeof value === 'string' &&
        ['name', 'description', 'search'].includes(key)
      ) {
        return want === '' ? value === '' : sameText(value, want);
      }
      return value === want;
    }) &&
    (expected.action !== 'edit-feature' || Object.keys(got).length === Object.keys(expected).length)
  );
}

export interface PageAssistantMiss {
  page: string;
  message: string;
  expected: ExpectedAction;
  actual: unknown;
}

export function evaluatePageAssistant(cases: readonly PageAssistantCase[] = pageAssistantCases): {
  scores: FieldScore[];
  misses: PageAssistantMiss[];
} {
  const misses: PageAssistantMiss[] = [];
  const verdicts = cases.map((entry) => {
    const actual = actionOf(pageChatReply(evaluationProject, entry.page, entry.message, pageAssistantNow));
    const verdict = { intent: actual.action === entry.expect.action, action: same(actual, entry.expect) };
    if (!verdict.action)
      misses.push({ page: entry.page, message: entry.message, expected: entry.expect, actual });
    return verdict;
  });
  return { scores: fieldScores(verdicts, pageAssistantFields), misses };
}
