import type { IntakeBudget } from '../project-intake.js';
import { numberWords, wordAlternation } from './intake-language.js';
import { normalise } from './text-match.js';

/*
 * Budgets as Nigerian clients write them: "2.5m", "₦2,500,000", "N800k", "about 2.5 million naira",
 * "between 1 and 3 million", "1.5-2m", "not more than 4m". Amounts become kobo (integers); a range
 * keeps both ends, a ceiling ("up to 3m") only the top, a floor ("at least 1m") only the bottom.
 */

const kobo = 100;

const scales: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  m: 1_000_000,
  mil: 1_000_000,
  mill: 1_000_000,
  million: 1_000_000,
  millions: 1_000_000,
  mn: 1_000_000,
  b: 1_000_000_000,
  bn: 1_000_000_000,
  billion: 1_000_000_000,
};

const wordNumbers: Record<string, number> = {
  ...numberWords,
  'half a': 0.5,
  'one and a half': 1.5,
  'two and a half': 2.5,
  'three and a half': 3.5,
};

/** Digit words after "point": "one point five million" is 1.5 million. */
const digitWords: Record<string, string> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};

const currency = String.raw`(?:₦|naira)`;
const numberWord = wordAlternation(wordNumbers);
const scale = String.raw`(?:k|thousand|millions?|mill?|mn|m|bn|b|billion)\b`;
const digit = String.raw`(?:\d|${Object.keys(digitWords).join('|')})`;
/**
 * A figure as typed or said: "2,500,000", "2.5", "two"; a decimal said "one point five" or typed with a decimal comma
 * before a scale ("1,5m": one or two digits after the comma, where "1,500" groups thousands).
 */
const figure = String.raw`(?:\d{1,3}(?:,\d{3})+|\d{1,3},\d{1,2}(?=\s?${scale})|(?:\d+|${numberWord})\s+point\s+${digit}(?:\s+${digit})?|\d+(?:\.\d+)?|${numberWord})`;
/** One amount: "₦2,500,000", "2.5m", "N800k", "two million naira". Groups: figure, scale. */
const amount = String.raw`(?:${currency}\s?)?(?<![\w.,])(${figure})\s?(${scale})?(?:\s?${currency})?`;

const rangePattern = new RegExp(
  String.raw`(?:between|from)?\s*${amount}\s*(?:-|–|—|to|and)\s*${amount}`,
  'i',
);
const singlePattern = new RegExp(amount, 'gi');

const ceilingWords =
  /\b(up to|upto|at most|max(imum)?|no more than|not more than|under|below|less than|within|cap(ped)? at|not above|not exceed(ing)?|(?:no|not|never|don'?t|no go|not go|e no go)\s+(?:to\s+)?(?:pass|exceed|go above|reach|cross))\s*$/;
const floorWords = /\b(at least|minimum|min|from|over|above|more than|starting( at)?)\s*$/;
/** Words after an amount that make it a ceiling ("2m naira max", "1m or less") or a floor ("1m upwards", "3m and above"). */
const ceilingAfter = /^\s*(?:max(?:imum)?|tops|at most|or less|or below|and below|limit)\b/;
const floorAfter =
  /^\s*(?:upwards?|and above|or above|and more|or more|minimum|min|at least|going up)\b|^\s*\+/;

/** Words that make a bare amount a budget rather than a count of people or pages. */
export const budgetCue =
  /\b(budget\w*|cost|costs|spend|spending|pay|price|afford|invest|naira|ngn|money|fund\w*|quote)\b|₦|\bn\d|\d\s?(k|m|mil|million|bn|billion)\b/;

/**
 * Words after a number that make it something other than money ("10 weeks", "500 customers"); whole words, so
 * "150k monthly" is money paid each month.
 */
const notMoney =
  /^\s?(?:%|(?:percent|weeks?|months?|days?|years?|hours?|wks?|yrs?|pages?|screens?|users?|customers?|people|staff|products?|items?|branches|stores?|shops?|locations?|outlets?|students?|members?|orders?|times?|x|st|nd|rd|th|am|pm)\b)/;

function figureValue(text: string): number | null {
  const lower = text.toLowerCase();
  if (lower in wordNumbers) return wordNumbers[lower] ?? null;
  const said = /^(.+?)\s+point\s+(.+)$/.exec(lower);
  if (said?.[1] && said[2]) {
    const whole = figureValue(said[1]);
    const fraction = said[2]
      .split(/\s+/)
      .map((word) => digitWords[word] ?? word)
      .join('');
    return whole === null ? null : Number(`${whole}.${fraction}`);
  }
  // "1,5" before a scale is a decimal comma.
  if (/^\d{1,3},\d{1,2}$/.test(lower)) return Number(lower.replace(',', '.'));
  const value = Number(lower.replaceAll(',', ''));
  return Number.isFinite(value) ? value : null;
}

function naira(figureText: string | undefined, scaleText: string | undefined, shared?: string) {
  if (!figureText) return null;
  const value = figureValue(figureText);
  if (value === null) return null;
  const factor = scales[(scaleText ?? shared ?? '').toLowerCase()] ?? 1;
  return Math.round(value * factor);
}

/** A plausible project budget in naira: at least ₦5,000, which rules out stray small numbers. */
const plausible = (value: number | null): value is number => value !== null && value >= 5_000;

export interface FoundBudget {
  budget: IntakeBudget;
  /** The words that said it ("between 1 and 3 million"), lower case, with "₦" for "N"/"NGN". */
  phrase: string;
}

/** The budget a text states, or null (see findBudget). */
export const readBudget = (text: string, expected: boolean) => findBudget(text, expected)?.budget ?? null;

/**
 * The budget a text states, or null. `expected` is true when the assistant asked about the budget, so a
 * bare "2.5m" counts; otherwise the text needs a money word, a currency sign or a "k"/"m"/"million".
 */
export function findBudget(text: string, expected: boolean): FoundBudget | null {
  // "N2.5m" and "NGN 2,500,000" are written with the sign.
  const lower = normalise(text).replace(/\bngn\s?|\bn(?=\d)/g, '₦');
  if (!expected && !budgetCue.test(lower)) return null;

  const range = rangePattern.exec(lower);
  if (range) {
    const [, lowFigure, lowScale, highFigure, highScale] = range;
    // "between 1 and 3 million": the scale written once applies to both ends.
    const low = naira(lowFigure, lowScale, highScale);
    const high = naira(highFigure, highScale);
    const after = lower.slice(range.index + range[0].length);
    if (plausible(low) && plausible(high) && low <= high && !notMoney.test(after)) {
      return { budget: { minKobo: low * kobo, maxKobo: high * kobo }, phrase: range[0].trim() };
    }
  }

  for (const match of lower.matchAll(singlePattern)) {
    const [whole, figureText, scaleText] = match;
    const after = lower.slice(match.index + whole.length);
    if (notMoney.test(after)) continue;
    const value = naira(figureText, scaleText);
    if (!plausible(value)) continue;
    const before = lower.slice(0, match.index);
    const limitAfter = ceilingAfter.exec(after) ?? floorAfter.exec(after);
    const ceiling = ceilingWords.test(before) || ceilingAfter.test(after);
    const floor = !ceiling && (floorWords.test(before) || floorAfter.test(after));
    const budget = { minKobo: ceiling ? null : value * kobo, maxKobo: floor ? null : value * kobo };
    return { budget, phrase: `${whole}${limitAfter?.[0] ?? ''}`.trim() };
  }
  return null;
}

const formatter = new Intl.NumberFormat('en-NG');
const inNaira = (valueKobo: number) => `₦${formatter.format(Math.round(valueKobo / kobo))}`;

/** "₦2,500,000", "₦1,000,000 to ₦3,000,000", "up to ₦3,000,000". */
export function budgetText(budget: IntakeBudget): string {
  const { minKobo, maxKobo } = budget;
  if (minKobo !== null && maxKobo !== null) {
    return minKobo === maxKobo ? inNaira(minKobo) : `${inNaira(minKobo)} to ${inNaira(maxKobo)}`;
  }
  if (maxKobo !== null) return `up to ${inNaira(maxKobo)}`;
  return minKobo !== null ? `at least ${inNaira(minKobo)}` : '';
}
