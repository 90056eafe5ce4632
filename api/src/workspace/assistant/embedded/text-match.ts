/** Lower case, straight apostrophes and single spaces, so patterns need not care how a visitor types. */
export function normalise(text: string): string {
  return text.toLowerCase().replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();
}

export const matchesAny = (text: string, patterns: readonly RegExp[]) =>
  patterns.some((pattern) => pattern.test(text));
