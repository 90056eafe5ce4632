import { PROFILE_EDIT_MESSAGES, PROFILE_LIMITS } from '@platform/contract';

/** What the Settings calls answer, in the words the Settings page shows. */
export const accountMessages = {
  profileSaved: 'Your profile is saved.',
  ...PROFILE_EDIT_MESSAGES,
  wrongPassword: 'Your current password is not right.',
  noPassword:
    'Your account signs in with Google and has no password. Use "Forgot password?" on the login page to set one.',
  samePassword: 'Choose a password different from your current one.',
  passwordChanged: 'Your password is changed. Every other session has been signed out.',
  sameEmail: 'That is already your e-mail address.',
  emailTaken: 'An account with this e-mail address already exists.',
  emailCodeSent: 'We sent a 6-digit code to your new address. Enter it here to finish the change.',
  emailCodeNeeded: 'Please enter the 6-digit code.',
  noEmailChange: 'There is no change of e-mail address waiting: start again.',
  emailCodeExpired: 'This code has expired. Start the change again to get a new one.',
  emailCodeUsedUp: 'Too many wrong codes. Start the change again to get a new one.',
  emailCodeWrong: 'That code is not right.',
  emailChangeCancelled: 'The change of e-mail address is cancelled.',
  sessionNotFound: 'Session not found.',
  currentSession: 'This is the session you are using: log out instead.',
  sessionEnded: 'The session has ended.',
} as const;

export const maxNameLength = PROFILE_LIMITS.name;
