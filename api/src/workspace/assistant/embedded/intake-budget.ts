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

const currency = String.raw`(?:₦|naira)`;
const numberWord = wordAlternation(wordNumbers);
const figure = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|${numberWord})`;
const scale = String.raw`(?:k|thousand|millions?|mill?|mn|m|bn|b|billion)\b`;
/** One amount: "₦2,500,000", "2.5m", "N800k", "two million naira". Groups: figure, scale. */
const amount = String.raw`(?:${currency}\s?)?(?<![\w.,])(${figure})\s?(${scale})?(?:\s?${currency})?`;

const rangePattern = new RegExp(
  String.raw`(?:between|from)?\s*${amount}\s*(?:-|–|—|to|and)\s*${amount}`,
  'i',
);
const singlePattern = new RegExp(amount, 'gi');

const ceilingWords =
  /\b(up to|upto|at most|max(imum)?|no more than|not more than|under|below|less than|within|cap(ped)? at|not above|not exceed(ing)?)\s*$/;
const floorWords = /\b(at least|minimum|min|from|over|above|more than|starting( at)?)\s*$/;

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
    const ceiling = ceilingWords.test(before);
    const floor = !ceiling && floorWords.test(before);
    const budget = { minKobo: ceiling ? null : value * kobo, maxKobo: floor ? null : value * kobo };
    return { budget, phrase: whole.trim() };
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
