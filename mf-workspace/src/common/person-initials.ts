/** "Ada Okafor" → "AO": what an avatar shows when the person has no picture (first two words' first letters). */
export const personInitials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
