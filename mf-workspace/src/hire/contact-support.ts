import type { ApiClient } from '@platform/shared-ui';

/** What Contact Support says in the live chat, so the team knows the project at once. */
export const supportMessage = (projectName: string) =>
  `I need help with the onboarding of my project "${projectName}".`;

/**
 * Opens the live chat with the project named: the message goes into the user's own chat first, so the
 * live chat page shows it with the assistant's answer. A failed send still opens the chat.
 */
export async function contactSupport(api: ApiClient, projectName: string, open: (path: string) => void) {
  try {
    await api.post('/api/reply/', { message: supportMessage(projectName) }, { auth: 'user' });
  } catch (error) {
    console.error('Could not send the support message', error);
  }
  open('/live-chat');
}
