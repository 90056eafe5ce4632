// Where the project pages are, and how the new-project chat knows it was opened on purpose.

/**
 * Navigation state that says the chat was opened from a button (New Project, Start New, a Draft's card);
 * opened any other way, the chat sends the user to the project list.
 */
export const FROM_BUTTON = { fromButton: true } as const;

export const openedFromButton = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { fromButton?: unknown }).fromButton === true;

export const CREATE_PROJECT_PATH = '/project/create-project';
export const ALL_PROJECTS_PATH = '/project/all-projects';
