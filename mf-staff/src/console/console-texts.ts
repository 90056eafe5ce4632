/** The texts of the console's frame and its gate (who may enter, two-factor sign-in first). */
export const CONSOLE_TEXTS = {
  title: 'Staff Console',
  loading: 'Opening the staff console...',
  notStaffTitle: 'This page is for Buildbay staff',
  notStaffBody: 'Your account is not on the staff. If you think it should be, ask a staff Admin.',
  toDashboard: 'Go to your dashboard',
  signOut: 'Sign out',
  navigation: 'Staff console',
  nothingYet: 'Your role has no console sections yet.',
} as const;

export const TWO_FACTOR_TEXTS = {
  title: 'Turn on two-factor sign-in',
  why: 'Staff accounts sign in with a password and a code from an authenticator app. Turn it on to open the console.',
  start: 'Set up two-factor sign-in',
  scan: 'Scan this code with your authenticator app (Google Authenticator, 1Password, Authy...).',
  qrAlt: 'QR code for your authenticator app',
  typeKey: 'Or type this key into the app:',
  code: 'Code from the app',
  confirm: 'Turn on',
  codesTitle: 'Save your recovery codes',
  codesWhy:
    'Each code signs you in once if you lose your phone. They are shown only now: keep them somewhere safe.',
  done: 'I have saved them: open the console',
} as const;
