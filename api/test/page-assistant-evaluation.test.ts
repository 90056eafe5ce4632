import { describe, expect, it } from 'vitest';
import { evaluatePageAssistant, pageAssistantFields } from '../evaluation/page-assistant-evaluation.js';
import { pageAssistantCases } from '../evaluation/page-assistant-actions.js';
import { heldOutPageAssistantCases } from '../evaluation/page-assistant-held-out.js';
import { secondHeldOutPageAssistantCases } from '../evaluation/page-assistant-second-held-out.js';
import {
  heldOutPageAssistantThresholds,
  pageAssistantThresholds,
  secondHeldOutPageAssistantThresholds,
} from '../evaluation/thresholds.js';
import { evaluationProject, pageAssistantNow } from '../evaluation/page-assistant-project.js';
import { helpSuggestions, pageChatReply } from '../src/workspace/assistant/embedded/page-chat.js';
import { fileTypes, meetingGroups, taskColumns } from '../src/workspace/assistant/page-chat.js';
import { workspacePageTitle } from '../src/workspace/projects/workspace-pages.js';

describe("the page assistant's actions set", () => {
  const { scores, misses } = evaluatePageAssistant();

  it('has at least 60 messages over every page it acts on and every kind of action', () => {
    expect(pageAssistantCases.length).toBeGreaterThanOrEqual(60);
    const pages = new Set(pageAssistantCases.map((entry) => entry.page));
    for (const page of [
      'tasks',
      'project-features',
      'meetings',
      'files-and-resources',
      'contract-and-payment',
    ])
      expect(pages).toContain(page);
    expect([...new Set(pageAssistantCases.map((entry) => entry.expect.action))].sort()).toEqual([
      'add-feature',
      'answer',
      'assign-task',
      'choose',
      'clarify',
      'create-task',
      'edit-feature',
      'explain-due',
      'find-files',
      'move-task',
      'schedule-meeting',
    ]);
  });

  it.each(pageAssistantFields)('keeps %s at or above its threshold', (field) => {
    const score = scores.find((candidate) => candidate.field === field);
    expect(score?.percent, JSON.stringify(misses, null, 1)).toBeGreaterThanOrEqual(
      pageAssistantThresholds[field],
    );
  });
});

describe("the page assistant's held-out messages (never tuned on)", () => {
  const { scores } = evaluatePageAssistant(heldOutPageAssistantCases);

  it('are messages of their own', () => {
    const tuned = new Set(pageAssistantCases.map((entry) => entry.message.toLowerCase()));
    expect(heldOutPageAssistantCases.filter((entry) => tuned.has(entry.message.toLowerCase()))).toEqual([]);
  });

  // Only the score is read: listing the misses here would invite tuning on them.
  it.each(pageAssistantFields)('keeps %s at or above its held-out threshold', (field) => {
    const score = scores.find((candidate) => candidate.field === field);
    expect(score?.percent).toBeGreaterThanOrEqual(heldOutPageAssistantThresholds[field]);
  });
});

describe("the page assistant's second held-out set (written by a helper who never tuned: scored by the lead, never read)", () => {
  // Only the score is read: listing the misses here would invite tuning on them.
  it.each(pageAssistantFields)('keeps %s at or above its held-out threshold', (field) => {
    const { scores } = evaluatePageAssistant(secondHeldOutPageAssistantCases);
    const score = scores.find((candidate) => candidate.field === field);
    expect(score?.percent).toBeGreaterThanOrEqual(secondHeldOutPageAssistantThresholds[field]);
  });

  it('are at least 30 messages of their own, asked in no other set', () => {
    expect(secondHeldOutPageAssistantCases.length).toBeGreaterThanOrEqual(30);
    const key = (message: string) => message.toLowerCase().trim();
    const elsewhere = new Set(
      [...pageAssistantCases, ...heldOutPageAssistantCases].map(({ message }) => key(message)),
    );
    // Only how many: naming them would show the set.
    expect(secondHeldOutPageAssistantCases.filter(({ message }) => elsewhere.has(key(message))).length).toBe(
      0,
    );
    expect(new Set(secondHeldOutPageAssistantCases.map(({ message }) => key(message))).size).toBe(
      secondHeldOutPageAssistantCases.length,
    );
  });

  it("has well-formed labels: a workspace page, and only the project's tasks, features, people, columns, groups and file types", () => {
    const tasks = evaluationProject.tasks.map(({ name }) => name);
    const features = evaluationProject.features.map(({ name }) => name);
    const people = evaluationProject.people.map(({ name }) => name);
    const today = pageAssistantNow.toISOString().slice(0, 10);
    const aDay = (day: string | null) =>
      day === null ||
      (/^\d{4}-\d{2}-\d{2}$/.test(day) &&
        new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day &&
        day >= today);
    const wrong = secondHeldOutPageAssistantCases.filter(({ page, message, expect: want }) => {
      if (message.trim() === '' || workspacePageTitle(page) === null) return true;
      switch (want.action) {
        case 'create-task':
          return want.name.trim() === '' || !people.includes(want.assignee) || !aDay(want.due);
        case 'move-task':
          return !tasks.includes(want.task) || !(taskColumns as readonly string[]).includes(want.status);
        case 'assign-task':
          return !tasks.includes(want.task) || !people.includes(want.assignee);
        case 'add-feature':
          return want.name.trim() === '' || features.includes(want.name);
        case 'edit-feature':
          return (
            !features.includes(want.feature) ||
            (want.name === undefined && want.sprint === undefined && want.description === undefined)
          );
        case 'schedule-meeting':
          return (
            !aDay(want.date) ||
            !/^([01]\d|2[0-3]):[03]0$/.test(want.time) ||
            (want.teams !== 'entire' &&
              (want.teams.length === 0 ||
                want.teams.some((team) => !(meetingGroups as readonly string[]).includes(team))))
          );
        case 'find-files':
          return want.type !== null && !(fileTypes as readonly string[]).includes(want.type);
        case 'choose':
          return (
            want.choices.length < 2 ||
            want.choices.some((choice) => ![...tasks, ...features, ...people].includes(choice))
          );
        case 'answer':
          return want.topic.trim() === '';
        default:
          return false;
      }
    });
    expect(wrong.length).toBe(0);
  });
});

describe('the quick replies after a message the page assistant did not understand', () => {
  const pages = [
    'project-brief',
    'project-features',
    'tasks',
    'meetings',
    'files-and-resources',
    'contract-and-payment',
    'workspace',
  ];
  const offered = pages.flatMap((page) => helpSuggestions(page).map((suggestion) => [page, suggestion]));

  it.each(pages)('are offered on %s', (page) => {
    const missed = pageChatReply(evaluationProject, page, 'zzqx blorp', pageAssistantNow);
    expect(missed.reading).toEqual({ kind: 'help', suggestions: helpSuggestions(page) });
    expect(helpSuggestions(page).length).toBeGreaterThanOrEqual(2);
  });

  it.each(offered)('on %s, "%s" is understood when pressed', (page, suggestion) => {
    const pressed = pageChatReply(evaluationProject, page, suggestion, pageAssistantNow);
    expect(pressed.reading?.kind).not.toBe('help');
    expect(pressed.change).toBeNull();
  });
});
