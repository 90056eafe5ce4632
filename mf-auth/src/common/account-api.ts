import type { LoginRequest } from '@platform/shared-ui';

// What the accounts forms send (the spec's calls table); the answers' types come from the generated API types.

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
  /** The invitation link's token, when the visitor came through one. */
  invite?: string;
}

/** Navigation state of /verify-email and /verify-password-link: the address the user typed. */
export interface EmailState {
  email?: string;
}

export function emailFromState(state: unknown): string {
  const email = (state as EmailState | null)?.email;
  return typeof email === 'string' ? email : '';
}
