import type { Limit } from './rate-limiter.js';

const minute = 60_000;
const hour = 60 * minute;

/*
 * Every rate limit, in one place (docs/decisions.md "Accounts", "Public site" and "Hardening" explain the
 * numbers). Every attempt is counted before the work it guards (rate-limiter.ts). Sign-in limits count
 * failures only (a right password gives its attempt back), and the strictest one is per account AND
 * address; the per-account sign-in ceiling and the per-address reset limit never refuse (login.ts,
 * password-reset.ts), so a stranger cannot lock someone out from elsewhere. The public site's limits
 * count accepted calls only: far above what one visitor sends, far below a script.
 */
export const limits = {
  loginFailuresPerAccountAndIp: { name: 'login-fail-account-ip', max: 5, windowMs: 15 * minute },
  loginFailuresPerAccount: { name: 'login-fail-account', max: 20, windowMs: hour },
  loginFailuresPerIp: { name: 'login-fail-ip', max: 50, windowMs: 15 * minute },
  // Two-factor sign-in and the signed-in Settings checks count failures like the sign-in (docs/decisions.md
  // "Account settings"): the code of an authenticator app or a recovery code, and the current password.
  secondFactorFailuresPerAccountAndIp: {
    name: 'second-factor-fail-account-ip',
    max: 5,
    windowMs: 15 * minute,
  },
  secondFactorFailuresPerAccount: { name: 'second-factor-fail-account', max: 20, windowMs: hour },
  currentPasswordFailuresPerAccount: { name: 'current-password-fail-account', max: 5, windowMs: 15 * minute },
  emailChangeCodeFailuresPerAccount: { name: 'email-change-code-fail-account', max: 15, windowMs: hour },
  emailChangeSendsPerAccount: { name: 'email-change-send-account', max: 5, windowMs: hour },
  dataExportsPerAccount: { name: 'data-export-account', max: 3, windowMs: 24 * hour },
  codeFailuresPerAccount: { name: 'code-fail-account', max: 15, windowMs: hour },
  codeFailuresPerIp: { name: 'code-fail-ip', max: 30, windowMs: 15 * minute },
  codeSendsPerAccountCooldown: { name: 'code-send-account-1m', max: 1, windowMs: minute },
  codeSendsPerAccount: { name: 'code-send-account', max: 5, windowMs: hour },
  codeSendsPerIp: { name: 'code-send-ip', max: 30, windowMs: hour },
  // Codes sent at sign-in, once the right password came: apart from the per-address sends above, which
  // anyone may spend for any address (resend-otp, registration), so a stranger cannot stop these.
  signInCodeSendsPerAccount: { name: 'sign-in-code-send-account', max: 5, windowMs: hour },
  resetRequestsPerAccount: { name: 'reset-account', max: 3, windowMs: hour },
  resetRequestsPerIp: { name: 'reset-ip', max: 20, windowMs: hour },
  serviceRequestsPerIp: { name: 'service-request-ip', max: 10, windowMs: hour },
  letsTalkMessagesPerIp: { name: 'lets-talk-ip', max: 10, windowMs: hour },
  quoteRequestsPerIp: { name: 'custom-quote-ip', max: 10, windowMs: hour },
  requestLookupsPerIp: { name: 'lookup-ip', max: 30, windowMs: hour },
  requestLookupsPerEmail: { name: 'lookup-email', max: 20, windowMs: hour },
  handOffsPerIp: { name: 'hand-off-ip', max: 10, windowMs: hour },
  siteChatRepliesPerIp: { name: 'site-chat-ip', max: 60, windowMs: 10 * minute },
  // The invite form suggests as the user types (from 3 characters): generous for people, slow for a scraper.
  userSearchesPerAccount: { name: 'user-search-account', max: 120, windowMs: 10 * minute },
  // A shell sends a batch of health events every few seconds at most while it is open (docs/operations.md).
  telemetryBatchesPerIp: { name: 'telemetry-ip', max: 600, windowMs: 10 * minute },
} satisfies Record<string, Limit>;
