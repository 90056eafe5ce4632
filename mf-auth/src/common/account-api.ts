import type { ApiOperation, ApiResult, ApiSchemas, LoginRequest } from '@platform/shared-ui';

// Shapes of the accounts calls (the spec's calls table): what the forms send, and the answers from the generated API types.

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

/** `POST /api/create-account/`: with `access_token` when the invitation link proved the address. */
export type RegisteredResponse = ApiSchemas['schemas']['Registered'];

/** `POST /api/verify-otp/` */
export type VerifyOtpResponse = ApiSchemas['schemas']['EmailVerified'];

/** `GET /api/google-login/status` */
export type GoogleStatusResponse = ApiResult<ApiOperation<'/api/google-login/status', 'get'>>;

/** `POST /api/verify-reset-token/` and `POST /api/reset-password` */
export type SuccessResponse = ApiSchemas['schemas']['Success'];

/** `GET /api/create-profile/` */
export type ProfileOwnerResponse = ApiSchemas['schemas']['ProfileOwner'];

/** Navigation state of /verify-email and /verify-password-link: the address the user typed. */
export interface EmailState {
  email?: string;
}

export function emailFromState(state: unknown): string {
  const email = (state as EmailState | null)?.email;
  return typeof email === 'string' ? email : '';
}
