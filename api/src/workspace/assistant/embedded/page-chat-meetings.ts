import { meetingTimeText } from '@platform/contract';
import { meetingMessages } from '../../meetings/meeting-changes.js';
import type { MeetingGroup, PageChatDecision } from '../page-chat.js';
import { capitalise, joinList, tidy } from './intake-language.js';
import { dayInWords, timesIn } from './page-chat-dates.js';
import { wordsOf } from './page-chat-words.js';

/* Booking a meeting by message: "book a call with the team on Thursday at 10". */

const meetingNouns = new Set([
  'meeting',
  'call',
  'catchup',
  'sync',
  'standup',
  'huddle',
  'session',
  'hangout',
  'checkin',
]);
const bookingVerbs = new Set([
  'book',
  'schedule',
  'set',
  'arrange',
  'fix',
  'plan',
  'organise',
  'organize',
  'have',
  'hold',
  'create',
  'add',
  'put',
  'want',
  'need',
  'setup',
]);

/** Groups by the words people use for them. */
const groupWords: readonly [MeetingGroup, readonly string[]][] = [
  ['Design Team', ['design', 'designer', 'designers']],
  [
    'Development Team',
    ['dev', 'devs', 'developer', 'developers', 'development', 'engineers', 'engineering', 'programmers'],
  ],
  ['Support', ['support']],
];

export const asksForMeeting = (text: string) => {
  const words = wordsOf(text.replace(/\b(catch|check|stand)[- ](up|in)\b/gi, '$1$2'));
  const noun = words.findIndex((word) => meetingNouns.has(word));
  return noun >= 0 && words.slice(0, noun).some((word) => bookingVerbs.has(word));
};

const linkIn = (text: string) => /https:\/\/[^\s,;]+/i.exec(text)?.[0]?.replace(/[.)]+$/, '') ?? null;

/** "for an hour", "for 90 minutes": half-hour steps from 30 minutes to 4 hours; 30 when not said. */
function durationOf(text: string): number {
  const said = /\bfor\s+(an?|one|two|three|four|\d+(?:\.\d+)?)\s*(hours?|hrs?|minutes?|mins?)\b/i.exec(text);
  if (!said?.[1] || !said[2]) return 30;
  const numbers: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4 };
  const amount = numbers[said[1].toLowerCase()] ?? Number(said[1]);
  const minutes = /^h/i.test(said[2]) ? amount * 60 : amount;
  return Math.min(240, Math.max(30, Math.round(minutes / 30) * 30));
}

function titleOf(text: string, noun: string, groups: readonly MeetingGroup[]): string {
  const about =
    /\b(?:about|to discuss|to talk about|to review|on the subject of|regarding|re:)\s+(.+)$/i.exec(text);
  const subject = about?.[1]
    ? tidy(about[1].replace(/\s+(?:on|at|by|for|this|next|tomorrow|today)\b.*$/i, ''))
    : '';
  if (subject) return capitalise(subject).slice(0, 300);
  const kind = noun === 'call' ? 'Call' : 'Meeting';
  return groups.length > 0 ? `${kind} with the ${joinList(groups)}` : `${kind} with the team`;
}

const [weekdayFormat, monthFormat] = [
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }),
  new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }),
];

function whenInWords(day: string, time: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return meetingTimeText({
    weekday: weekdayFormat.format(date),
    day: date.getUTCDate(),
    month: monthFormat.format(date),
    year: date.getUTCFullYear(),
    hour,
    minute,
  });
}

const example = 'e.g. "book a call with the team on Thursday at 10"';

/** The same meeting offered on the Monday after: meetings are never on a weekend (the schedule's own rule). */
function weekendOffer(
  day: string,
  time: string,
  weekday: number,
  asked: { noun: string; groups: readonly MeetingGroup[]; title: string; text: string },
): PageChatDecision {
  const monday = new Date(Date.parse(`${day}T00:00:00Z`) + (weekday === 6 ? 2 : 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const withWhom = asked.groups.length > 0 ? `the ${joinList(asked.groups)}` : 'the team';
  const about = /\b(?:about|to discuss|regarding)\b/i.test(asked.text) ? ` about ${asked.title}` : '';
  const again = `book a ${asked.noun} with ${withWhom} on ${dayInWords(monday)} at ${time}${about}`;
  return {
    reply: `${meetingMessages.weekend} Shall I book it for ${whenInWords(monday, time)} (Lagos time) instead?`,
    change: null,
    reading: { kind: 'choose', choices: [`Book ${dayInWords(monday)}`], messages: [again] },
  };
}

/** The meeting a message books; a day or time not said is asked for, and nothing is booked. */
export function readMeeting(text: string, now: Date): PageChatDecision | null {
  if (!asksForMeeting(text)) return null;
  const times = timesIn(text.replace(/\bby\s+(?=\d)/gi, 'at '), now);
  const day = times.find((said) => said.day)?.day ?? null;
  const time = times.find((said) => said.time)?.time ?? null;
  if (!day || !time) {
    return {
      reply: `${day ? 'At what time' : 'On which day'} should it be? Say the day and the time, ${example}.`,
      change: null,
      reading: { kind: 'clarify' },
    };
  }
  const words = wordsOf(text);
  const groups = groupWords
    .filter(([, cues]) => words.some((word) => cues.includes(word)))
    .map(([group]) => group);
  const noun = words.find((word) => meetingNouns.has(word)) ?? 'meeting';
  const title = titleOf(text, noun, groups);
  const durationMinutes = durationOf(text);
  const invited = groups.length > 0 ? `the ${joinList(groups)}` : 'the entire team';
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return weekendOffer(day, time, weekday, { noun, groups, title, text });
  return {
    reply: `Scheduled “${title}” for ${whenInWords(day, time)} (Lagos time), ${durationMinutes} minutes, with ${invited}. Everyone invited gets the invitation by e-mail.`,
    change: {
      kind: 'schedule-meeting',
      title,
      date: day,
      time,
      durationMinutes,
      entireTeam: groups.length === 0,
      teams: groups,
      link: linkIn(text),
    },
  };
}
