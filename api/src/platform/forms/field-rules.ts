export const isBlank = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '');

/** The longest e-mail address there can be (RFC 5321's path limit), wherever an address is typed. */
export const maxEmailLength = 254;
