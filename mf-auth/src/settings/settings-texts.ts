/** What the Settings page says on its own; the answers' messages come from the API. */
export const SETTINGS_TEXTS = {
  title: 'Settings',
  subtitle: 'Your profile, how you sign in, and your data.',
  loadFailed: 'Could not load your settings.',
  emailPending: (email: string) => `We sent a 6-digit code to ${email}. Enter it to finish the change.`,
  currentSession: 'This device',
  noOtherSessions: 'You are signed in on this device only.',
  twoFactorOn: 'Two-factor sign-in is on. Signing in asks for a code from your authenticator app.',
  twoFactorOff:
    'Two-factor sign-in is off. Turn it on to be asked for a code from an authenticator app after your password.',
  twoFactorRequired: 'Two-factor sign-in is required for your account.',
  recoveryCodesLeft: (left: number) => `${left} unused recovery code${left === 1 ? '' : 's'} left.`,
  scanQr:
    'Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy...), then enter the 6-digit code it shows.',
  recoveryCodesOnce:
    'Your recovery codes. Save them somewhere safe now: they are shown only once, and each works once in place of a code.',
  exportIntro:
    'A zip of everything we hold about you, with the files you uploaded. We prepare it in the background and e-mail you a link; the link works for 7 days while you are signed in.',
  exportPreparing: 'Your data is being prepared. We will e-mail you a link when it is ready.',
  exportReady: (until: string) => `Your data is ready: the link is in your e-mail, until ${until}.`,
  exportFailed: 'Preparing your data failed. Please ask again.',
  exportExpired: 'Your last download has expired. Ask again for a new one.',
  exportLanding: 'Your data is downloading.',
  exportDownloadFailed: 'Could not download your data.',
  closeIntro:
    'Closing your account removes your personal data and your projects. Invoices and payments are kept, as Nigerian tax law requires.',
  closeBlocked: 'Your account cannot be closed yet:',
  closeConfirm: 'I understand that closing my account cannot be undone.',
} as const;

const viewerMoment = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A date and time as the viewer reads it, e.g. "26 Nov 2026, 14:05". */
export function whenText(iso: string): string {
  return viewerMoment.format(new Date(iso));
}
