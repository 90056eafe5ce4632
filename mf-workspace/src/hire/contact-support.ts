import type { TypedApi } from '@platform/shared-ui';

/** What Contact Support says in the live chat, so the team knows the project at once. */
export const supportMessage = (projectName: string) =>
  `I need help with the onboarding of my project "${projectName}".`;

/**
 * Puts `message` before the platform's team: into the user's own chat (so the live chat page shows it with
 * the assistant's answer) and into the staff inbox as a Support item, which a person answers by e-mail. A
 * failed send is logged; the caller opens the live chat all the same.
 */
export async function askThePlatformTeam(api: TypedApi, message: string) {
  try {
    await api.post('/api/reply/', { body: { message }, auth: 'user' });
    await api.post('/api/talk-to-person/', { body: { message, topic: 'Support' }, auth: 'user' });
  } catch (error) {
    console.error('Could not send the message to the platform team', error);
  }
}

/** Contact Support: the project named, to the team, then the live chat. */
export async function contactSupport(api: TypedApi, projectName: string, open: (path: string) => void) {
  await askThePlatformTeam(api, supportMessage(projectName));
  open('/live-chat');
}
