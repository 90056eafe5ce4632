/*
 * How an evaluation compares what an assistant understood with what a careful person expected: text
 * answers by their words (case, punctuation, a plural "s" and a leading "to" do not count; a near-identical
 * wording does), names by their words in any order, lists item by item, numbers exactly.
 */

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^(?:(?:to|the|a|an|our|my)\s+)+/, '')
    .split(/\s+/)
    .filter(Boolean)
    // "Bus seat" and "bus seats" are the same answer.
    .map((word) => (word.length > 3 ? word.replace(/s$/, '') : word));

/** Word overlap of two answers (F1 of their word sets), 1 for the same words in any case. */
function overlap(actual: string, expected: string): number {
  const got = new Set(words(actual));
  const want = new Set(words(expected));
  if (got.size === 0 || want.size === 0) return got.size === want.size ? 1 : 0;
  const shared = [...want].filter((word) => got.has(word)).length;
  return (2 * shared) / (got.size + want.size);
}

/** The same answer, allowing one small difference in wording in a longer one. */
export function sameText(actual: string | null, expected: string | null): boolean {
  if (actual === null || expected === null) return actual === expected;
  return overlap(actual, expected) >= 0.85;
}

/**
 * The same name: a name the client gave letter for letter; a proposed one with the same words in either
 * order ("Juice Brand Packaging" and "Packaging for Juice Brand" name one project). Where the client gave no
 * name, the expectation may list several titles a careful person would accept, and any one of them counts.
 */
export function sameName(actual: string | null, expected: string | readonly string[]): boolean {
  const nameWords = (name: string) =>
    name
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => word !== 'for')
      .sort()
      .join(' ');
  const accepted = typeof expected === 'string' ? [expected] : expected;
  return actual !== null && accepted.some((title) => nameWords(actual) === nameWords(title));
}

/** The same items, in any order. */
export function sameList(actual: readonly string[], expected: readonly string[]): boolean {
  if (actual.length !== expected.length) return false;
  const left = [...actual];
  return expected.every((item) => {
    const index = left.findIndex((candidate) => sameText(candidate, item));
    if (index === -1) return false;
    left.splice(index, 1);
    return true;
  });
}

/** Shallow equality of two records of numbers, strings and nulls (or both null). */
export function sameValues<T extends Record<string, unknown>>(actual: T | null, expected: T | null): boolean {
  if (actual === null || expected === null) return actual === expected;
  return Object.keys(expected).every((key) => actual[key] === expected[key]);
}

export interface FieldScore {
  field: string;
  correct: number;
  total: number;
  /** Share of cases right, 0 to 100, one decimal. */
  percent: number;
}

/** Per-field accuracy of a list of per-case verdicts. */
export function fieldScores(
  verdicts: readonly Record<string, boolean>[],
  fields: readonly string[],
): FieldScore[] {
  return fields.map((field) => {
    const correct = verdicts.filter((verdict) => verdict[field]).length;
    const total = verdicts.length;
    return { field, correct, total, percent: Math.round((1000 * correct) / Math.max(1, total)) / 10 };
  });
}

/** A plain table of scores, one field a line. */
export const scoreTable = (scores: readonly FieldScore[]) =>
  scores
    .map(
      ({ field, correct, total, percent }) =>
        `${field.padEnd(14)} ${`${correct}/${total}`.padStart(7)}  ${percent.toFixed(1).padStart(5)}%`,
    )
    .join('\n');
