import { z } from 'zod';

/*
 * The kinds of value an environment variable holds. Each reads the variable's text (unset when missing or
 * empty) and either returns the typed value or records why it cannot: the message follows the variable's
 * name in the start-up error ("PORT must be a port number, not "eighty".").
 */

/** A fresh schema each time: the README's documentation is registered per variable. */
const text = () => z.string().optional();

/** Text as given. */
export const plain = () => text();

/** Text as given, `fallback` when unset. */
export const plainOr = (fallback: string) => text().transform((value) => value ?? fallback);

/** Text without surrounding blanks; blank is unset. */
export const trimmed = () => text().transform((value) => value?.trim() || undefined);

/** A whole number within bounds, or `fallback` when unset. */
export function wholeNumber(
  fallback: number,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
  mustBe = `a whole number from ${min} to ${max}`,
) {
  return text().transform((value, ctx) => {
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (Number.isInteger(parsed) && parsed >= min && parsed <= max) return parsed;
    ctx.addIssue({ code: 'custom', message: `must be ${mustBe}, not "${value}".` });
    return z.NEVER;
  });
}

/** `1` on, `0` or unset off; anything else is a typo worth stopping for. */
export const flag = () =>
  text().transform((value, ctx) => {
    if (value === undefined || value === '0') return false;
    if (value === '1') return true;
    ctx.addIssue({ code: 'custom', message: `must be 1 or 0, not "${value}".` });
    return z.NEVER;
  });

/** One of a few words, `fallback` when unset. */
export function oneOf<const Word extends string>(words: readonly Word[], fallback: Word) {
  return text().transform((value, ctx): Word => {
    if (value === undefined) return fallback;
    if ((words as readonly string[]).includes(value)) return value as Word;
    ctx.addIssue({
      code: 'custom',
      message: `must be ${words.map((word) => `"${word}"`).join(' or ')}, not "${value}".`,
    });
    return z.NEVER;
  });
}

/** Why `value` is not a URL with one of `protocols` (`https:`...), or null when it is one. */
function urlProblem(value: string, protocols: readonly string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    // The value is not echoed: connection strings carry passwords into the logs.
    return 'must be a URL.';
  }
  if (protocols.includes(parsed.protocol)) return null;
  return `must start with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}.`;
}

/** A URL with one of `protocols`, kept as written (connection strings, base addresses). */
export const urlText = (protocols: readonly string[]) =>
  text().transform((value, ctx) => {
    const problem = value === undefined ? null : urlProblem(value, protocols);
    if (!problem) return value;
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  });

/** A URL with one of `protocols`, parsed. */
export const url = (protocols: readonly string[]) =>
  urlText(protocols).transform((value) => (value === undefined ? undefined : new URL(value)));

/** A bearer token an operator chose: a short one could be guessed. */
export const token = () =>
  text().refine((value) => value === undefined || (value.length >= 16 && !/\s/.test(value)), {
    message: 'must be at least 16 characters without spaces.',
  });
