import type { LoginRequest } from '@platform/shared-ui';

// Shapes of the accounts calls (spec part 1 §7), as the API answers them.

/** `POST /api/login/`, with the hidden honeypot the server checks too. */
export interface LoginBody extends LoginRequest {
  honeyPot: string;
  /** The e-mailed code, once the server has asked for it. */
  otp?: string;
}

/** `POST /api/create-account/` */
export interface RegisterBody {
  fname: string;
  lname: string;
  email: string;
  pwd: string;
  confirmPwd: string;
  tos: boolean;
  screen_width: number;
  honeyPot: string;
}

/** `POST /api/verify-otp/` */
export interface VerifyOtpResponse {
  message: string;
  access_token: string;
}

/** `GET /api/google-login/status` */
export interface GoogleStatusResponse {
  configured: boolean;
}

/** `POST /api/verify-reset-token/` and `POST /api/reset-password` */
export interface SuccessResponse {
  success: true;
  message: string;
}

/** `GET /api/create-profile/` */
export interface ProfileOwnerResponse {
  user_initials: string;
  user_email: string;
}

/** Navigation state of /verify-email and /verify-password-link: the address the user typed. */
export interface EmailState {
  email?: string;
}

export function emailFromState(state: unknown): string {
  const email = (state as EmailState | null)?.email;
  return typeof email === 'string' ? email : '';
}
