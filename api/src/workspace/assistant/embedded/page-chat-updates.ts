import type { PageChatDecision, PageChatProject } from '../page-chat.js';
import { capitalise } from './intake-language.js';

/*
 * "What changed this week?", "any updates today?": the lines of Recent Updates the caller may see, in the
 * window the question names (Lagos days; a week is the last seven days), else the latest few.
 */

/** How many lines an answer names; the rest are counted and left to the Recent Updates page. */
const shownUpdates = 5;
const lagosOffsetMs = 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

const asksForChanges =
  /\bwhat(?:'s| is| has| have)?(?: been)? (?:new|changed?|happen(?:ed|ing)|going on|updated|done)\b|\bwhat (?:did|has|have) (?:[\p{L}']+ ){1,2}(?:do|done|work(?:ed)? on)\b|\b(?:any|latest|recent|new)\s+(?:updates?|news|changes|activity)\b|\b(?:updates?|changes|activity) (?:today|yesterday|this week|last week|recently|so far)\b|^(?:updates?|news|recent activity)$/u;

/** Midnight in Lagos of the day `at` falls on, as an instant. */
const lagosMidnight = (at: Date) =>
  new Date(Math.floor((at.getTime() + lagosOffsetMs) / dayMs) * dayMs - lagosOffsetMs);

interface Window {
  words: string;
  /** "Nothing …" when the window is empty. */
  nothing: string;
  from: Date;
  to: Date;
}

function windowOf(text: string, now: Date): Window | null {
  const today = lagosMidnight(now);
  if (/\btoday\b/.test(text))
    return { words: 'today', nothing: 'Nothing has changed today', from: today, to: now };
  if (/\byesterday\b/.test(text)) {
    const from = new Date(today.getTime() - dayMs);
    return { words: 'yesterday', nothing: 'Nothing changed yesterday', from, to: today };
  }
  if (/\b(?:this|past|last) week\b|\blast (?:7|seven) days\b/.test(text)) {
    const words = 'in the last seven days';
    return {
      words,
      nothing: `Nothing has changed ${words}`,
      from: new Date(now.getTime() - 7 * dayMs),
      to: now,
    };
  }
  return null;
}

const whenFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Africa/Lagos',
});

const line = (update: PageChatProject['recentUpdates'][number]) =>
  `${update.summary} (${whenFormat.format(new Date(update.at))} Lagos time)`;

/** `counted`: false when older lines than those loaded may belong here too, so the rest is not counted. */
function listed(updates: PageChatProject['recentUpdates'], lead: string, counted: boolean): string {
  const shown = updates.slice(0, shownUpdates).map(line);
  const more = updates.length - shown.length;
  const rest = more > 0 ? ` And ${counted ? `${more} ` : ''}more on Recent Updates.` : '';
  return `${lead}: ${shown.join('; ')}.${rest}`;
}

/** The answer to a question about what changed on the project; null when the message asks something else. */
export function recentChanges(project: PageChatProject, text: string, now: Date): PageChatDecision | null {
  if (!asksForChanges.test(text.replace(/[?!.]+$/, '').trim())) return null;
  const answer = (reply: string): PageChatDecision => ({
    reply,
    change: null,
    reading: { kind: 'answer', topic: 'updates' },
  });
  const [latest] = project.recentUpdates;
  if (!latest) return answer('Nothing has happened on this project yet that you can see.');
  const window = windowOf(text, now);
  if (!window) return answer(listed(project.recentUpdates, 'Latest', false));
  const inWindow = project.recentUpdates.filter((update) => {
    const at = new Date(update.at);
    return at >= window.from && at < window.to;
  });
  if (inWindow.length === 0) return answer(`${window.nothing}. The latest: ${line(latest)}.`);
  return answer(listed(inWindow, capitalise(window.words), inWindow.length < project.recentUpdates.length));
}
