import { z } from 'zod';
import { ApiError } from './api-error.js';
import type { FieldErrors } from './api-error.js';

type Issue = z.core.$ZodIssue;

/**
 * Rules with a status of their own (e.g. a honeypot answering 400 "Bad Request.") say so in the custom
 * issue's params: `ctx.addIssue({ code: 'custom', message, params: { status: 400 } })`.
 */
function statusOf(issue: Issue): 400 | 422 {
  return issue.code === 'custom' && issue.params?.status === 400 ? 400 : 422;
}

/** A field's name in words, from its last key: "meetingHint" and "submission_name" read "Meeting hint", "Submission name". */
function fieldWords(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (!key) return 'This field';
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Text too long or too short is what a person typing meets (a form without its own limit): it is said in
 * words, with the limit, rather than as zod's "meetingHint: Too big: expected string to have <=300 characters".
 * A list with too many or too few entries and a number out of range are said the same way ("File ids can list
 * at most 20.", "Count must be at most 100."), where the schema gave no words of its own.
 */
function describeSize(issue: Issue): string | null {
  if (issue.code !== 'too_big' && issue.code !== 'too_small') return null;
  const field = fieldWords(issue.path);
  const big = issue.code === 'too_big';
  const limit = big ? issue.maximum : issue.minimum;
  switch (issue.origin) {
    case 'string':
      if (big) return `${field} must be ${limit} characters or fewer.`;
      return Number(limit) <= 1
        ? `${field} cannot be empty.`
        : `${field} must be at least ${limit} characters.`;
    case 'array':
    case 'set':
      if (big) return `${field} can list at most ${limit}.`;
      return Number(limit) <= 1 ? `${field} cannot be empty.` : `${field} must list at least ${limit}.`;
    case 'number':
    case 'int':
    case 'bigint':
      if (big) return `${field} must be ${issue.inclusive === false ? 'less than' : 'at most'} ${limit}.`;
      return `${field} must be ${issue.inclusive === false ? 'more than' : 'at least'} ${limit}.`;
    default:
      return null;
  }
}

/** What a field of each type holds, in words: "Flag must be true or false.", "Count must be a number." */
const typeWords: Partial<Record<string, string>> = {
  boolean: 'true or false',
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

/**
 * A value of the wrong type, or none, from a caller other than our forms: "Flag must be true or false." and "Email
 * is required." rather than zod's "flag: Invalid input: expected boolean, received string"; a body that is no
 * object: "The request body must be an object."
 */
function describeType(issue: Issue): string | null {
  if (issue.code !== 'invalid_type') return null;
  // The body itself of the wrong type (`[]`, `null`, a bare string) is said of the body.
  const field = issue.path.length === 0 ? 'The request body' : fieldWords(issue.path);
  if (issue.message.endsWith('received undefined')) return `${field} is required.`;
  const holds = typeWords[issue.expected];
  return holds ? `${field} must be ${holds}.` : null;
}

/** A string's format in words, for a value that is not in it: "Email must be an e-mail address." */
const formatWords: Partial<Record<string, string>> = {
  email: 'must be an e-mail address',
  url: 'must be a web address',
  uuid: 'must be an id',
  guid: 'must be an id',
  datetime: 'must be a date and time (ISO 8601)',
  date: 'must be a date (YYYY-MM-DD)',
  time: 'must be a time (HH:MM)',
};

/** Few enough choices to name them all in a message. */
const NAMED_CHOICES = 8;

/**
 * A value outside a fixed list, or text not in the form asked for, where the schema gave no words of its own:
 * "Tab must be one of All, Pending Review, Approved, Rejected." and "Version is not in the form asked for.",
 * never zod's 'tab: Invalid option: expected one of "All"|…' or "must match pattern /^\d{1,6}$/".
 */
function describeValue(issue: Issue): string | null {
  const field = fieldWords(issue.path);
  if (issue.code === 'invalid_value') {
    const choices = issue.values.map(String);
    if (choices.length === 1) return `${field} must be ${choices[0]}.`;
    return choices.length <= NAMED_CHOICES
      ? `${field} must be one of ${choices.join(', ')}.`
      : `${field} is not one of the values it can take.`;
  }
  if (issue.code === 'invalid_format') {
    const words = formatWords[issue.format];
    return words ? `${field} ${words}.` : `${field} is not in the form asked for.`;
  }
  if (issue.code === 'invalid_union') return `${field} is not valid.`;
  return null;
}

const zodWords = z.locales.en().localeError;

/**
 * Whether the message is zod's own wording rather than one the schema gave (`.min(1, 'Enter …')`,
 * `{ error: 'Choose …' }`). A wrong type's wording names what was received, which the issue does not keep.
 */
function isZodWording(issue: Issue): boolean {
  if (issue.code === 'invalid_type')
    return issue.message.startsWith(`Invalid input: expected ${issue.expected}`);
  const words = zodWords(issue as Parameters<typeof zodWords>[0]);
  return issue.message === (typeof words === 'string' ? words : words?.message);
}

/** Custom issues and the schema's own messages carry the exact texts; zod's own get the field name in front. */
function describe(issue: Issue): string {
  if (issue.code === 'custom' || !isZodWording(issue)) return issue.message;
  if (issue.code === 'unrecognized_keys') {
    return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
  }
  const worded = describeSize(issue) ?? describeType(issue) ?? describeValue(issue);
  if (worded) return worded;
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** A failed zod validation as the API's error: the first issue is the message, every field gets one. */
export function validationError(error: z.ZodError): ApiError {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const fields = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.') || 'body'];
    for (const field of fields) errors[field] ??= describe(issue);
  }
  const [first] = error.issues;
  if (!first) return new ApiError(422, 'Invalid request.');
  return new ApiError(statusOf(first), describe(first), { errors });
}
