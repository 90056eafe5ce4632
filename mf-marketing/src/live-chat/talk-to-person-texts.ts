/** The live chat's "Talk to a person" texts (the form itself loads on demand: talk-to-person.tsx). */
export const TALK_TO_PERSON_TEXTS = {
  open: 'Talk to a person',
  title: 'Talk to a person',
  lead: 'Tell us what you need. A person from our team reads this chat and answers you by e-mail.',
  name: 'Full Name',
  email: 'Email Address',
  message: 'What do you need help with?',
  send: 'Send to our team',
  sending: 'Sending...',
} as const;
