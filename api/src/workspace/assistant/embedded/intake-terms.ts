import type { IntakeBudget, IntakeTimeline } from '../project-intake.js';
import { findBudget } from './intake-budget.js';
import { clauses } from './intake-language.js';
import { findTimeline } from './intake-timeline.js';

/*
 * The budget and the timeline inside an answer about something else: "We need a landing page for our
 * launch by 15 December" gives a deadline and leaves "We need a landing page for our launch"; "Budget is
 * around 2.5m and we launch in 10 weeks" gives both and leaves nothing.
 */

/** Words that only frame an amount or a date: a clause of nothing else said only that. */
const framing = new Set(
  (
    'a about all an and approximately are around at be before between budget by can could date deadline do ' +
    'done end finish finished for from get go have hope i in is it its launch latest like live max maximum ' +
    'need needs no of our plan planned planning ready roughly say should so spend spending the there this ' +
    'think thinking timeline to total until up upto want we willing within would complete completed delivered ' +
    'naira something ideally hopefully target targeting aim aiming cost costs money available us me will ' +
    'less more than over under at least most budgeted our funds fund raised just only range somewhere ' +
    // Hedges beside a date or amount ("in 6 weeks if possible", "2m max abeg") qualify it and say nothing else.
    'if possible possibly please pls preferably asap or tops ish maybe perhaps abeg o sha latest must'
  ).split(' '),
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words that said an amount or date, with the preposition before them and a season after them. */
function spoken(phrase: string): RegExp {
  const pattern = escape(phrase).replace(/\s+/g, '\\s+').replace(/₦/g, '(?:₦|NGN\\s?|N)');
  const lead = String.raw`(?:\b(?:by|before|in|within|until|around|about|for|of|under|up to|at least|between|from|ahead of)\s+(?:the\s+)?)?`;
  const season = String.raw`(?:\s+(?:rush|season|holidays?|period|break|sales?|weekend))?`;
  return new RegExp(`${lead}${pattern}${season}`, 'i');
}

/** The clause without the words that said the amount or date. */
const without = (clause: string, phrase: string) =>
  clause.replace(spoken(phrase), ' ').replace(/\s+/g, ' ').trim();

/**
 * Whether taking the phrase out would tear the sentence: words that say something follow it ("take 50
 * orders by the Christmas rush, and stop losing orders" keeps its sentence whole).
 */
function tears(sentence: string, phrase: string): boolean {
  const found = spoken(phrase).exec(sentence);
  return found !== null && !saysNothingElse(sentence.slice(found.index + found[0].length));
}

/** The date phrase as the client put it ("by the Christmas rush"), for the timeline's text. */
function datePhrase(clause: string, phrase: string): string {
  const found = spoken(phrase).exec(clause)?.[0] ?? phrase;
  return found.charAt(0).toUpperCase() + found.slice(1);
}

const saysNothingElse = (text: string) =>
  (text.toLowerCase().match(/[\p{L}']+/gu) ?? []).every((word) => framing.has(word.replace(/'s$/, '')));

/**
 * A time phrase that says how often or during what, not by when: "200 sign-ups a week", "save every month",
 * "informed during the week". A rate ("a", "per", "every", "each" before the unit) after other words, or a span
 * ("during", "throughout", "all") before it; such a phrase stays in its sentence.
 */
function howOftenOrDuring(clause: string, phrase: string): boolean {
  const found = spoken(phrase).exec(clause);
  if (!found) return false;
  const before = clause.slice(0, found.index).trim();
  const rate = /^(?:a|an|per|every|each)\s/i.test(phrase) && /\p{L}/u.test(before);
  return rate || /\b(?:during|throughout|all|through|every|each|per)$/i.test(before);
}

export interface MoneyAndTime {
  budget: IntakeBudget | null;
  timeline: IntakeTimeline | null;
  /** What is left of the sentence for the other topics ('' when it said nothing else). */
  rest: string;
}

/** `expecting` is the topic the assistant asked about, so a bare "2.5m" or "March" counts for it. */
/** A clause that is only a date or a duration in words ("end of March", "three weeks"), read as a timeline. */
function onlyADate(clause: string, now: Date): ReturnType<typeof findTimeline> {
  if (!/\p{L}{3,}/u.test(clause)) return null;
  const found = findTimeline(clause, true, now);
  return found && found.phrases.length > 0 && saysNothingElse(found.phrases.reduce(without, clause))
    ? found
    : null;
}

/**
 * "The budget is 2m, not 1.5m": an amount or length after "not" is the one being replaced, so only the one before
 * it is read.
 */
const replaced =
  /,?\s+(?:and\s+)?not\s+(?:₦|NGN\s?|N)?\d[\d.,]*\s*(?:k|m|million|thousand|naira|weeks?|months?|days?)?(?=[\s.!,]*$)/i;

export function moneyAndTime(said: string, expecting: string, now: Date): MoneyAndTime {
  let budget: IntakeBudget | null = null;
  let timeline: IntakeTimeline | null = null;
  const sentence = said.replace(replaced, '');
  const parts = clauses(sentence);
  const left = parts.map((clause) => {
    let rest = clause;
    const money = findBudget(rest, expecting === 'budget');
    if (money) {
      budget = money.budget;
      rest = without(rest, money.phrase);
    }
    // "End of March" alone, at any point: a message that is nothing but a date says when.
    const found =
      findTimeline(rest, expecting === 'timeline', now) ??
      (expecting === 'budget' ? null : onlyADate(rest, now));
    const time =
      found && expecting !== 'timeline' && found.phrases.some((phrase) => howOftenOrDuring(rest, phrase))
        ? null
        : found;
    if (time) {
      const first = time.phrases[0] ?? '';
      const cut = time.phrases.reduce(without, rest);
      if (saysNothingElse(cut)) timeline = time.timeline;
      else {
        // The date sits in a sentence about something else: its own words are the timeline's text, and
        // a sentence that goes on after it stays whole rather than torn ("... by the Christmas rush, and
        // stop losing orders").
        timeline = { ...time.timeline, text: datePhrase(rest, first) };
        // "Double our orders by March" answers what it should achieve: the date is part of the outcome, so the
        // goal keeps it, and it still says when.
        if (tears(sentence, first) || expecting === 'goal') return rest;
      }
      rest = cut;
    }
    // "the proprietor said budget is 3 million naira": what is left only said who set the amount.
    const aboutMoney =
      money !== null && /\b(?:budget|cost|spend|pay|price)\w*\s*(?:is|of|would be|will be|na)?$/i.test(rest);
    return money || time ? (saysNothingElse(rest) || aboutMoney ? '' : rest) : clause;
  });
  const changed = budget !== null || timeline !== null;
  // "by International Women's Day, 8 March 2027": the clause beside the date names the same date.
  const sameDate = (clause: string) =>
    timeline !== null && /^(by|before|until|ahead of|latest)\b/i.test(clause);
  return {
    budget,
    timeline,
    rest: changed ? left.filter((clause) => clause !== '' && !sameDate(clause)).join(', ') : sentence,
  };
}
