import type { PageChatDecision, PageChatProject } from '../page-chat.js';
import { budgetText } from './intake-budget.js';
import { joinList } from './intake-language.js';
import { dayInWords } from './page-chat-dates.js';
import { whoDoesWhat, whoHasRole } from './page-chat-people.js';
import { isQuestion, notFound } from './page-chat-tasks.js';
import { findByWords, wordsOf } from './page-chat-words.js';

/*
 * Questions about the project that the page assistant answers from its data on any page: the next
 * meeting, when the work is done, what is late, who has a task; and, plainly, what it cannot do from the chat
 * (deleting a task, cancelling a meeting) with where the page does it.
 */

type Answer = (project: PageChatProject, text: string) => PageChatDecision | null;

const answered = (topic: string, reply: string): PageChatDecision => ({
  reply,
  change: null,
  reading: { kind: 'answer', topic },
});

/** Statuses after which a milestone is no longer waited for. */
const finishedMilestones = new Set(['Accepted', 'Paid']);

const meetingWords = /\b(?:meetings?|calls?|catch ?ups?|syncs?|stand ?ups?|check ?ins?)\b/;
/** Asking what is planned rather than booking: "when is our next call?", "do we have a meeting?". */
const askingWhen =
  /\b(?:next|upcoming|coming up|lined up)\b|^(?:when|what time|what day|do (?:we|i)|have (?:we|i)|is there|are there|any)\b/;
const bookingWords = /\b(?:book|schedule|set ?up|arrange|organi[sz]e|fix|create|add)\b/;

const nextMeeting: Answer = (project, text) => {
  if (!meetingWords.test(text) || !askingWhen.test(text) || bookingWords.test(text)) return null;
  const [next, ...later] = project.upcomingMeetings;
  if (!next) {
    return answered(
      'meetings',
      'No meeting is coming up. Say "book a call with the team on Thursday at 10" and I will set one.',
    );
  }
  const after =
    later.length > 0
      ? ` After it: ${joinList(later.map((meeting) => `“${meeting.title}” on ${meeting.when}`))}.`
      : '';
  return answered('meetings', `Your next meeting is “${next.title}” on ${next.when} (Lagos time).${after}`);
};

/** The words of "when is … due?" around a task's name. */
const askingDueWords = new Set(
  'when what date day by is are will should be it its task due deadline finish finished done ready complete completed'.split(
    ' ',
  ),
);
const taskDueWords = /\b(?:due|deadline|finish(?:ed)?|done|ready|complete[d]?)\b/;

/** "my next payment", "our invoice", "what I owe": the client's money, never a task named "Payment …". */
const clientsOwnPayment =
  /\b(?:my|our|the next|next) (?:payments?|instal?lments?|invoices?|bills?)\b|\b(?:owe|balance)\b/;

/** "when is the logo task due?": the task's own estimated completion. */
const taskDue: Answer = (project, text) => {
  if (!/^(?:when|what date|what day|by when|is)\b/.test(text) || !taskDueWords.test(text)) return null;
  if (clientsOwnPayment.test(text)) return null;
  const subject = wordsOf(text)
    .filter((word) => !askingDueWords.has(word))
    .join(' ');
  const named = findByWords(subject, project.tasks);
  if (named.kind === 'several') {
    const names = named.items.map((task) => task.name);
    return {
      reply: `Which task do you mean: ${joinList(names.map((name) => `“${name}”`))}?`,
      change: null,
      reading: { kind: 'choose', choices: names, messages: names.map((name) => `when is ${name} due?`) },
    };
  }
  if (named.kind !== 'one') return null;
  const task = named.item;
  return answered(
    'task-due',
    task.due
      ? `“${task.name}” is due ${dayInWords(task.due)} (${task.status}).`
      : `“${task.name}” has no due date yet (${task.status}). Open it on the board to set one.`,
  );
};

const projectEndWords =
  /\b(?:deadline|due date|end date|launch|go live|handover|deliver(?:ed|y)?|finish(?:ed)?|done|ready|complete[d]?|over)\b/;

/** "when will this be done?": the milestones still to come, else the deadline the client gave. */
const projectEnd: Answer = (project, text) => {
  const asksWhen =
    /^(?:when|by when|what date|what day|how long|how soon)\b/.test(text) ||
    /\b(?:deadline|due date|end date)\b/.test(text);
  if (!asksWhen || !projectEndWords.test(text)) return null;
  const open = project.milestones.filter((milestone) => !finishedMilestones.has(milestone.status));
  const last = project.milestones.at(-1);
  if (last && open.length === 0)
    return answered('end', 'Every milestone is accepted: the work of this project is delivered.');
  if (last && open[0]) {
    const next = open[0];
    const nextLine = `${next.title} (${next.status}) is due ${dayInWords(next.due)}`;
    return answered(
      'end',
      next === last
        ? `${nextLine}, the last milestone.`
        : `${nextLine}; the last, ${last.title}, is due ${dayInWords(last.due)}.`,
    );
  }
  return answered(
    'end',
    project.deadline
      ? `The deadline the project was planned for is ${dayInWords(project.deadline)}; its milestones follow once the contract is signed.`
      : 'No deadline is set yet: the milestones and their dates follow once the contract is signed.',
  );
};

const asksSchedule = /\bon (?:schedule|track|time)\b|\b(?:behind|ahead of) schedule\b/;

/** The next milestone still to come, in words; "" when none is. */
function nextMilestone(project: PageChatProject): string {
  const next = project.milestones.find((milestone) => !finishedMilestones.has(milestone.status));
  return next ? ` Next: ${next.title} (${next.status}), due ${dayInWords(next.due)}.` : '';
}

/**
 * "what is overdue?", "are we on schedule?": tasks past their due day and milestones past theirs, not yet
 * finished; when none is, a question about the schedule is told it holds, with the next milestone.
 */
const overdue: Answer = (project, text) => {
  const aboutSchedule = asksSchedule.test(text);
  if (!aboutSchedule && !/\b(?:overdue|late|behind|past due|missed|slipp(?:ed|ing))\b/.test(text))
    return null;
  const milestones = project.milestones
    .filter((milestone) => milestone.overdue)
    .map((milestone) => `${milestone.title} (due ${dayInWords(milestone.due)})`);
  const tasks = project.tasks.flatMap((task) =>
    task.overdue && task.due ? [`“${task.name}” (due ${dayInWords(task.due)}, ${task.status})`] : [],
  );
  if (milestones.length + tasks.length === 0)
    return answered(
      'overdue',
      aboutSchedule
        ? `Nothing is overdue: the work is on schedule.${nextMilestone(project)}`
        : 'Nothing is overdue right now.',
    );
  return answered(
    'overdue',
    `${aboutSchedule ? 'Not everything is on schedule. ' : ''}Overdue: ${joinList([...milestones, ...tasks])}.`,
  );
};

const notATask =
  /\b(?:project|team|it|this|that|board|access|permissions?|files?|meetings?|calls?|brief|budget|payments?|contract|features?|anything|something|everything|what)\b/;

/** "who is working on the logo?": the people on the task the question names. */
const whoHasTask: Answer = (project, text) => {
  const asked =
    /^(?:who(?:'s| is| are)?|which (?:person|member|people))\s+(?:\w+\s+)?(?:working on|assigned(?: to)?|doing|handling|responsible for|in charge of|on|has|got)\s+(.+)$/.exec(
      text,
    );
  if (!asked?.[1]) return null;
  const named = findByWords(asked[1], project.tasks);
  // "Who is working on this project?", "who has access?" are about the team (answered later), not a task.
  if (named.kind === 'none' && !notATask.test(asked[1])) return notFound('task', asked[1], project.tasks);
  if (named.kind !== 'one') return null;
  const task = named.item;
  const people = project.people.filter((person) => task.assigneeIds.includes(person.id));
  return answered(
    'assignees',
    people.length > 0
      ? `“${task.name}” is assigned to ${joinList(people.map((person) => person.name))} (${task.status}).`
      : `Nobody is assigned to “${task.name}” yet. Say "assign ${task.name} to …" and I will.`,
  );
};

/** Changes the chat does not make: said plainly, with where on the page they are made. */
const notFromChat: Answer = (_project, text) => {
  const words = wordsOf(text);
  const removing = words.some((word) => ['delete', 'remove', 'trash', 'erase'].includes(word));
  if (removing && words.some((word) => ['task', 'tasks', 'todo'].includes(word))) {
    return answered(
      'not-from-chat',
      'I do not delete tasks from the chat. Open the task on the board and press Delete Task; you can undo it for a few seconds after.',
    );
  }
  if (
    words.some((word) => ['add', 'invite', 'bring', 'onboard'].includes(word)) &&
    words.some((word) => ['team', 'teammate', 'teammates'].includes(word))
  ) {
    return answered(
      'not-from-chat',
      'I do not add people to the team from the chat. Open Project Team and press Add Team Member; they get an invitation by e-mail.',
    );
  }
  if (
    meetingWords.test(text) &&
    /\b(?:cancel(?:led)?|call off|postpone|reschedule|move|push|shift|delete|remove)\b/.test(text)
  ) {
    return answered(
      'not-from-chat',
      'I do not cancel or move meetings from the chat. Open the meeting under Upcoming on Meetings and press Reschedule or Cancel meeting; everyone invited is told.',
    );
  }
  return null;
};

/** "what is our budget?", "how much is the budget": the budget the client gave. */
const budget: Answer = (project, text) => {
  if (!/\bbudget\b/.test(text)) return null;
  return answered(
    'budget',
    project.budget
      ? `The budget given for this project is ${budgetText(project.budget)}.`
      : 'No budget was given for this project yet.',
  );
};

const questions: readonly Answer[] = [
  nextMeeting,
  whoDoesWhat,
  whoHasRole,
  whoHasTask,
  taskDue,
  overdue,
  projectEnd,
  budget,
];

/**
 * The answer to a question about the project's schedule or people, or to a change the chat does not make;
 * null when the message is neither (a request such as "add a feature: … when the food arrives" is no question).
 */
export function projectAnswer(project: PageChatProject, text: string): PageChatDecision | null {
  const lower = text
    .toLowerCase()
    .replace(/[?!.]+$/, '')
    .trim();
  const refused = notFromChat(project, lower);
  if (refused || !isQuestion(text)) return refused;
  for (const answer of questions) {
    const decision = answer(project, lower);
    if (decision) return decision;
  }
  return null;
}
