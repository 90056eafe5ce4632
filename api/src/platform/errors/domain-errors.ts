/*
 * What data access and the product's rules throw when they refuse: the refusal in the product's words (the
 * spec's message) and the fields it names, without HTTP. The one error handler (http/error-handler.ts)
 * gives each kind its status, so a store reads as the rule it keeps and works outside a request too.
 */

export type FieldErrors = Record<string, string>;

/** A refusal by the product's rules: the message a user sees and, if any, the fields it names. */
export abstract class DomainError extends Error {
  abstract readonly kind: 'not-found' | 'conflict' | 'refused' | 'invalid';
  readonly errors: FieldErrors | undefined;

  constructor(message: string, errors?: FieldErrors) {
    super(message);
    this.name = new.target.name;
    this.errors = errors;
  }
}

/** It does not exist, or the caller may not know that it does (404). */
export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
}

/** It contradicts what is there now: already done, changed meanwhile, a duplicate (409). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** The caller may see it but may not do this: a level short, an owner-only rule (403). */
export class RefusedError extends DomainError {
  readonly kind = 'refused';
}

/** A value breaks a rule; the message is shown at `field` as well as in the toast (422). */
export class InvalidFieldError extends DomainError {
  readonly kind = 'invalid';

  constructor(field: string, message: string) {
    super(message, { [field]: message });
  }
}

/**
 * `work`, its NotFoundError replaced by `notFound()`: an item in a project the caller may not see answers
 * as the item's own 404 ("Task not found."), never as the project's.
 */
export async function notFoundAs<T>(work: Promise<T>, notFound: () => NotFoundError): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw error instanceof NotFoundError ? notFound() : error;
  }
}
