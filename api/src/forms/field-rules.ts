/** The spec's e-mail shape everywhere: something@something.something, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isBlank = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '');
