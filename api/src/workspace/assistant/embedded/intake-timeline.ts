import * as chrono from 'chrono-node';
import nlp from 'compromise';
import type { IntakeTimeline } from '../project-intake.js';
import { numberWords, wordAlternation } from './intake-language.js';
import { normalise } from './text-match.js';

/*
 * Timelines as clients state them: a duration ("10 weeks", "within 3 months", "6-8 weeks") or a
 * deadline ("by March", "before Christmas", "by 15 February 2027"). Dates are read by chrono-node (British
 * order, day before month, as in Nigeria), always forward from `now`; the festive dates chrono does not
 * know are ours.
 */

const counts: Record<string, number> = {
  ...numberWords,
  few: 3,
  couple: 2,
  'couple of': 2,
  'a couple of': 2,
  'a few': 3,
};

const count = String.raw`(\d+(?:\.\d+)?|${wordAlternation(counts)})`;
const durationPattern = new RegExp(
  String.raw`(?<![\w.])${count}(?:\s*(?:-|–|to|or)\s*${count})?\s*(days?|weeks?|wks?|months?|mths?)\b`,
  'i',
);

const weeksPer: Record<string, number> = { day: 1 / 7, week: 1, wk: 1, month: 52 / 12, mth: 52 / 12 };

function countValue(text: string | undefined): number | null {
  if (text === undefined) return null;
  const lower = text.toLowerCase();
  const value = counts[lower] ?? Number(lower);
  return Number.isFinite(value) && value > 0 ? value : null;
}

interface Found<T> {
  value: T;
  /** The words that said it, as written. */
  phrase: string;
}

/**
 * "100 orders a month", "twice a week", "₦50k a month": "a" unit after a count of things (a plural or a number, read
 * by compromise) is a rate, how often, not how long.
 */
function isRate(text: string, match: RegExpExecArray): boolean {
  if (!/^an?$/i.test(match[1] ?? '') || match[2] !== undefined) return false;
  const before = text.slice(0, match.index).trim();
  return (
    /(?:\b(?:twice|once|times)|\d(?:k|m)?)$/i.test(before) ||
    nlp(before).terms().last().has('(#Plural|#Value|#Money)')
  );
}

/** Nouns after a duration that keep it the project's time: "3 months time", "2 weeks max", "6 weeks deadline". */
const timeNouns =
  /^(?:time|max|maximum|tops|latest|deadline|timeline|timeframe|window|notice|ahead|or|and)$/i;

/**
 * "A 3 months course", "our 12 weeks programme": a duration between a determiner and the noun it describes is how
 * long the thing made lasts, not when the work is due (compromise reads the next word as a noun). Without the
 * determiner it stays the project's time: "2 weeks sha", "6 weeks budget 300k".
 */
function describesThing(text: string, match: RegExpExecArray): boolean {
  if (!/\b(?:a|an|the|my|our|your|their|his|her|its|this|that)\s*$/i.test(text.slice(0, match.index)))
    return false;
  const next = /^\s*([a-z][\w'-]*)/i.exec(text.slice(match.index + match[0].length))?.[1];
  if (next === undefined || timeNouns.test(next)) return false;
  const doc = nlp(`a ${match[0]} ${next}`);
  return doc.terms().last().has('#Noun') && !doc.terms().last().has('(#Pronoun|#Date|#Duration|#Value)');
}

/** "10 weeks" → 10; "3 months" → 13; "6-8 weeks" → 8 (the longer end is the commitment). */
function durationWeeks(text: string): Found<number> | null {
  const match = [...text.matchAll(new RegExp(durationPattern.source, 'gi'))].find(
    (found) => !isRate(text, found) && !describesThing(text, found),
  );
  if (!match) return null;
  const [phrase, first, second, unitText = ''] = match;
  const value = countValue(second) ?? countValue(first);
  const unit = unitText.toLowerCase().replace(/s$/, '');
  if (value === null) return null;
  return { value: Math.max(1, Math.ceil(value * (weeksPer[unit] ?? 1) - 0.01)), phrase };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The next time a yearly date comes, from `now` (today counts). */
function nextYearly(now: Date, month: number, day: number): string {
  const year = now.getUTCFullYear();
  const thisYear = new Date(Date.UTC(year, month - 1, day));
  return isoDay(
    thisYear.getTime() >= Date.UTC(year, now.getUTCMonth(), now.getUTCDate())
      ? thisYear
      : new Date(Date.UTC(year + 1, month - 1, day)),
  );
}

const quarterEnds: Record<string, [number, number]> = {
  '1': [3, 31],
  '2': [6, 30],
  '3': [9, 30],
  '4': [12, 31],
};

/** A quarter said in words: "the first quarter", "end of 2nd quarter" ("Q1" in figures). */
const quarterNumbers: Record<string, string> = {
  first: '1',
  '1st': '1',
  second: '2',
  '2nd': '2',
  third: '3',
  '3rd': '3',
  fourth: '4',
  '4th': '4',
};

/** The Sunday that ends the week `weeksAhead` weeks from now. */
function endOfWeek(now: Date, weeksAhead: number): string {
  const daysToSunday = (7 - now.getUTCDay()) % 7;
  return isoDay(new Date(now.getTime() + (daysToSunday + 7 * weeksAhead) * 86_400_000));
}

/** Easter Sunday of a year (the Gregorian computus, as the Anonymous algorithm gives it). */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

/** The next Easter Sunday from `now` (today counts). */
function nextEaster(now: Date): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const thisYear = easterSunday(now.getUTCFullYear());
  return isoDay(thisYear.getTime() >= today ? thisYear : easterSunday(now.getUTCFullYear() + 1));
}

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Node's ICU Hijri calendar (Umm al-Qura), by which the Islamic holidays are dated. */
const hijri = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  timeZone: 'UTC',
  month: 'numeric',
  day: 'numeric',
});

/**
 * The next day from `now` (today counts) that is `day` of the Hijri `month`: Eid al-Fitr is 1 Shawwal (10), Eid
 * al-Adha 10 Dhu al-Hijjah (12), Ramadan starts on 1 Ramadan (9). Nigeria fixes the holiday by the moon's sighting,
 * so the day may differ by one; the calendar's day is the deadline.
 */
function nextHijri(now: Date, month: number, day: number): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let offset = 0; offset < 400; offset += 1) {
    const date = new Date(today + offset * 86_400_000);
    const parts = Object.fromEntries(hijri.formatToParts(date).map((part) => [part.type, part.value]));
    if (Number(parts.month) === month && Number(parts.day) === day) return isoDay(date);
  }
  return isoDay(new Date(today + 365 * 86_400_000));
}

const eidAlFitr = (now: Date) => nextHijri(now, 10, 1);
const eidAlAdha = (now: Date) => nextHijri(now, 12, 10);

/** "Sallah" alone is whichever Eid comes next (both are called Sallah in Nigeria). */
const nextSallah = (now: Date) => [eidAlFitr(now), eidAlAdha(now)].sort()[0] ?? eidAlFitr(now);

const monthNumbers: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const monthName = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const monthOf = (name: string) => monthNumbers[name.slice(0, 3)] ?? 1;

/**
 * School resumption, a term's first day, falls in the first half of its month and differs by state and school; work
 * wanted "before september resumption" is due by that month's first day ("resumption in January", "when schools
 * resume in September" alike).
 */
const resumption = new RegExp(
  String.raw`\b(?:${monthName}\s+(?:school\s+)?(?:resumption|term)|(?:resumption|school(?:s)?\s+(?:resume|resumes|reopen|reopens)|resuming)\s+(?:in|for|this|next)?\s*${monthName})\b`,
);

/** The week of a month: "first week of January" ends on its 7th, "2nd week of February" on its 14th. */
const weekOfMonth = new RegExp(
  String.raw`\b(first|1st|second|2nd|third|3rd|fourth|4th|last)\s+week\s+(?:of|in)\s+${monthName}\b`,
);

/** "The 5th of next month": chrono reads the month and drops the day. */
const dayOfNextMonth = /\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?next\s+month\b/;

function monthDeadlines(lower: string, now: Date): Found<string> | null {
  const school = resumption.exec(lower);
  const month = school?.[1] ?? school?.[2];
  if (school && month) return { value: nextYearly(now, monthOf(month), 1), phrase: school[0] };
  const week = weekOfMonth.exec(lower);
  if (week?.[1] && week[2]) {
    const number = week[1] === 'last' ? 5 : Number(quarterNumbers[week[1]] ?? 1);
    const monthNumber = monthOf(week[2]);
    const yearly = nextYearly(now, monthNumber, 1);
    const year = Number(yearly.slice(0, 4));
    const day = Math.min(7 * number, lastDayOfMonth(year, monthNumber));
    return { value: isoDay(new Date(Date.UTC(year, monthNumber - 1, day))), phrase: week[0] };
  }
  const nextMonthDay = dayOfNextMonth.exec(lower);
  if (nextMonthDay?.[1]) {
    const year = now.getUTCFullYear() + (now.getUTCMonth() === 11 ? 1 : 0);
    const monthIndex = (now.getUTCMonth() + 1) % 12;
    const day = Math.min(Number(nextMonthDay[1]), lastDayOfMonth(year, monthIndex + 1));
    return { value: isoDay(new Date(Date.UTC(year, monthIndex, day))), phrase: nextMonthDay[0] };
  }
  return null;
}

/**
 * Nigerian holidays and seasons: Eid al-Adha is "big sallah", "ileya" or "eid el kabir"; "sallah" alone or "small
 * sallah" is Eid al-Fitr when it comes first; the harmattan ends with February.
 */
const festive: readonly [RegExp, (now: Date) => string][] = [
  [
    /\b(?:(?:big|bigger|eid[- ]?(?:el|al|ul)[- ]?kabir)\s+sall?ah?|ileya|eid[- ]?(?:el|al|ul)[- ]?(?:kabir|adha))\b/,
    eidAlAdha,
  ],
  [/\b(?:(?:small|smaller)\s+sall?ah?|eid[- ]?(?:el|al|ul)[- ]?fitr?)\b/, eidAlFitr],
  [/\b(?:sallah|salla|eid)\b/, nextSallah],
  [/\b(?:ramadan|ramadhan|ramadam)\b/, (now) => nextHijri(now, 9, 1)],
  [/\bvalentine'?s?\b/, (now) => nextYearly(now, 2, 14)],
  [
    /\b(?:(?:the\s+)?end\s+of\s+(?:the\s+)?harmattan|harmattan\s+(?:ends?|is over))\b/,
    // The day before the next 1 March.
    (now) => isoDay(new Date(Date.parse(nextYearly(now, 3, 1)) - 86_400_000)),
  ],
  [/\beaster\b/, nextEaster],
  [/\b(christmas|xmas|yuletide)\b/, (now) => nextYearly(now, 12, 25)],
  [/\b(new year(?!'?s eve)|january 1st|1st of january)\b/, (now) => nextYearly(now, 1, 1)],
  [/\b(end of (the |this )?year|year end|year-end|december ending)\b/, (now) => nextYearly(now, 12, 31)],
  [/\bindependence day\b/, (now) => nextYearly(now, 10, 1)],
  [/\bthis week\b/, (now) => endOfWeek(now, 0)],
  [/\bnext week\b/, (now) => endOfWeek(now, 1)],
];

/** Dates chrono does not know: Christmas, Easter, the new year, the end of the year, of a week or a quarter. */
function festiveDeadline(lower: string, now: Date): Found<string> | null {
  for (const [pattern, date] of festive) {
    const match = pattern.exec(lower);
    if (match) return { value: date(now), phrase: match[0] };
  }
  const monthly = monthDeadlines(lower, now);
  if (monthly) return monthly;
  const quarter =
    /\b(?:end of )?q([1-4])\b/.exec(lower) ??
    /\b(?:(?:the )?end of )?(?:the )?(first|second|third|fourth|1st|2nd|3rd|4th) quarter\b/.exec(lower);
  const number = quarter?.[1] ? (quarterNumbers[quarter[1]] ?? quarter[1]) : undefined;
  const end = number ? quarterEnds[number] : undefined;
  return quarter && end ? { value: nextYearly(now, end[0], end[1]), phrase: quarter[0] } : null;
}

/** An occasion the work is for, named just before its month: "the church anniversary in", "our wedding on". */
const occasion = String.raw`anniversary|wedding|conference|exhibition|ceremony|festival|summit|graduation|convention|birthday|party|retreat|crusade|concert|expo|fair|gala|seminar|workshop`;
/** The occasion and the word before its date: "anniversary in", "our wedding on", "graduation next". */
const occasionThen = String.raw`\b(${occasion})s?\s+(?:\w+\s+){0,2}(in|on|this|next|coming)`;
const eventJustBefore = new RegExp(String.raw`${occasionThen}\s*$`);

/**
 * Chrono's British reading takes the number after a month for a two-digit year ("before december 20" in 2020, "by
 * jan 15" in 2015); a deadline is never years ago, so a month and a day-sized number there is month then day.
 */
function dayAfterMonth(result: chrono.ParsedResult, now: Date): chrono.ParsedResult {
  const { start } = result;
  if (!start.isCertain('year') || start.isCertain('day') || start.date().getTime() >= now.getTime())
    return result;
  if (!/^[a-z]+\.?\s+\d{1,2}$/i.test(result.text.trim())) return result;
  return chrono.en.parse(result.text, now, { forwardDate: true })[0] ?? result;
}

/** A calendar deadline chrono finds ("by March" is the end of March; "mid-January" its 15th). */
function calendarDeadline(text: string, now: Date): Found<string> | null {
  // "End of feb", "by sept": chrono reads a month's short name only with its full stop (or a day, or a year).
  const dated = text.replace(
    /\b((?:by|before|end of|until|till|in|latest|mid-?|early|late|ending)\s+)(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b(?![.\w])/gi,
    '$1$2.',
  );
  const datedLower = normalise(dated);
  for (const found of chrono.en.GB.parse(dated, now, { forwardDate: true })) {
    const result = dayAfterMonth(found, now);
    const { start } = result;
    // The words as the client wrote them, without a full stop added above.
    const phrase = result.text.replace(/\.$/, '');
    // Durations ("in 10 weeks") are read as durations; a bare year says too little.
    // "within two hours" is about the product, not the project; nor is a date before tomorrow.
    if (durationWeeks(result.text) !== null || /\b(hours?|minutes?|mins?|seconds?)\b/i.test(result.text))
      continue;
    if (start.date().getTime() < now.getTime() + 86_400_000 && !start.isCertain('weekday')) continue;
    if (start.isCertain('weekday') || start.isCertain('day')) {
      return { value: isoDay(start.date()), phrase };
    }
    if (!start.isCertain('month')) continue;
    const year = start.get('year') ?? now.getUTCFullYear();
    const month = start.get('month') ?? 1;
    const before = datedLower.slice(0, Math.max(0, datedLower.indexOf(result.text.toLowerCase())));
    // "Our anniversary in March": the work is needed before the event, which may be on the month's first day.
    const day = start.isCertain('day')
      ? (start.get('day') ?? 1)
      : /\bmid-?\s?$/.test(before)
        ? 15
        : eventJustBefore.test(before)
          ? 1
          : lastDayOfMonth(year, month);
    return { value: isoDay(new Date(Date.UTC(year, month - 1, day))), phrase };
  }
  return null;
}

/** Words that make a date or a duration the project's timeline rather than something else in the story. */
export const timelineCue =
  /\b(by|before|deadline|launch(?!ed)\w*|ready|live|done|finish\w*|complet\w*|deliver\w*|within|timeline|timeframe|time frame|latest|until|take|takes|in (\d+|a|an|one|two|three|four|five|six|a few|a couple of) (days?|weeks?|months?)|asap|urgent\w*|weeks?|months?)\b/;
/** A date said as the occasion the work is for is its timeline too: "for our church anniversary in March". */
const occasionCue = new RegExp(String.raw`${occasionThen}\b`);

const urgent = /\b(asap|as soon as possible|urgent\w*|right away|immediately)\b/;

export interface FoundTimeline {
  timeline: IntakeTimeline;
  /** The words that said it ("in 10 weeks", "March"). */
  phrases: string[];
}

/** The timeline a text states, or null (see findTimeline). */
export const readTimeline = (text: string, expected: boolean, now: Date) =>
  findTimeline(text, expected, now)?.timeline ?? null;

/** The timeline a text states, or null; `expected` when the assistant asked about it. */
export function findTimeline(text: string, expected: boolean, now: Date): FoundTimeline | null {
  const lower = normalise(text);
  if (!expected && !timelineCue.test(lower) && !occasionCue.test(lower)) return null;
  const weeks = durationWeeks(lower);
  const deadline = festiveDeadline(lower, now) ?? calendarDeadline(text, now);
  const hurry = urgent.exec(lower);
  if (weeks === null && deadline === null && !hurry) return null;
  return {
    timeline: { text: timelinePhrase(text), weeks: weeks?.value ?? null, deadline: deadline?.value ?? null },
    phrases: [weeks?.phrase, deadline?.phrase, hurry?.[0]].filter((phrase) => phrase !== undefined),
  };
}

/** The words to show for the timeline: the clause as written, tidied. */
function timelinePhrase(text: string): string {
  const phrase = text
    .trim()
    .replace(/[\s.!]+$/, '')
    .replace(
      /^(?:(?:(?:and|so|also|we|i|would|'d|like|want|need|hope|to|it|the project|our|timeline|deadline|is|are)\b|:|-)\s*)+/i,
      '',
    );
  return (phrase.charAt(0).toUpperCase() + phrase.slice(1)).slice(0, 120);
}
