/* The team pages' texts: the spec's (part 2 §5, §8) and ours. */

export const INVITE_TEXTS = {
  required: 'Email, Role, and Access are required!',
  invalidEmail: 'Please enter a valid email address.',
  projectMissing: 'Project ID is missing!',
  customIncomplete: 'All custom permission fields must be filled!',
  failed: 'Failed to add team member.',
  network: 'Error sending data to server.',
  added: 'Team member added successfully!',
  sending: 'Sending...',
} as const;

/** The user search starts from this many characters (spec part 2 §9). */
export const MIN_SEARCH_LENGTH = 3;
