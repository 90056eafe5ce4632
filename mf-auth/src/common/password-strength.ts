/** The four criteria of the strength indicator (the spec's states and transitions "Password reset"). */
export const strengthCriteria = [
  { label: 'An uppercase letter', test: (value: string) => /[A-Z]/.test(value) },
  { label: 'A lowercase letter', test: (value: string) => /[a-z]/.test(value) },
  { label: 'A number', test: (value: string) => /\d/.test(value) },
  { label: 'A special character', test: (value: string) => /[^A-Za-z0-9\s]/.test(value) },
] as const;

export type Strength = 'Weak' | 'Medium' | 'Strong';

/** All four criteria: Strong; two or three: Medium; fewer: Weak. */
export function passwordStrength(password: string): { met: number; strength: Strength } {
  const met = strengthCriteria.filter((criterion) => criterion.test(password)).length;
  return { met, strength: met === 4 ? 'Strong' : met >= 2 ? 'Medium' : 'Weak' };
}
