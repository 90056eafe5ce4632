import { createHash, randomBytes } from 'node:crypto';

/** A new invitation token (256 random bits) and the SHA-256 kept in its place. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The link of the e-mail: the sign-up page with the token, and the address to fill in. */
export const invitationLink = (publicUrl: string, token: string, email: string) =>
  new URL(
    `/register?invite=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`,
    publicUrl,
  ).toString();
