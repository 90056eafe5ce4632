import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { overHttps } from '../../platform/http/over-https.js';

/*
 * The cookie that keeps a visitor's site chat across reloads (spec: the chat calls send credentials).
 * HttpOnly, so page scripts never see it; it only identifies a visitor's chat, never an account.
 */

const name = 'site_chat';
const path = '/api';
const maxAgeSeconds = 30 * 24 * 60 * 60;

/** The visitor's chat key, or null when there is none or it is not one of ours. */
export function readChatCookie(c: Context): string | null {
  const value = getCookie(c, name);
  return value && /^[\w-]{43}$/.test(value) ? value : null;
}

export function writeChatCookie(c: Context, key: string): void {
  setCookie(c, name, key, {
    path,
    httpOnly: true,
    sameSite: 'Lax',
    secure: overHttps(c),
    maxAge: maxAgeSeconds,
  });
}

export function clearChatCookie(c: Context): void {
  deleteCookie(c, name, { path, secure: overHttps(c) });
}
