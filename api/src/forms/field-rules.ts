export const isBlank = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '');
