import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { e2eDataDir } from './environment';
import { readMail } from './mailbox';
import { demoAccount } from './session';

/*
 * Staff for the journeys (issue #27). Staff calls need two-factor sign-in, so each staff account's
 * authenticator secret is kept in the run's data folder, where every spec of the run (and a later sign-in
 * of the same account) finds it; a code is never sent twice (the API refuses a step already used).
 */

/** Development's seeded staff Admin (prisma/src/seed-staff.ts), with the demo password. */
export const demoStaff = { email: 'staff@example.com', password: demoAccount.password };

export interface StaffSignIn {
  email: string;
  password: string;
}

const secretFile = (email: string) => path.join(e2eDataDir, `totp-${email}`);
const stepFile = (email: string) => path.join(e2eDataDir, `totp-step-${email}`);

/** A code of a 30-second step not used yet for this account: the next step's when this one was used. */
async function freshCode(email: string): Promise<string> {
  const secret = readFileSync(secretFile(email), 'utf8').trim();
  const used = existsSync(stepFile(email)) ? Number(readFileSync(stepFile(email), 'utf8')) : -1;
  const step = () => Math.floor(Date.now() / 30_000);
  await expect.poll(step, { timeout: 40_000, intervals: [1_000] }).toBeGreaterThan(used);
  const now = step();
  writeFileSync(stepFile(email), String(now));
  return generate({ secret, epoch: now * 30 });
}

async function formToken(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/get-form-token')).json()) as { formToken: string }).formToken;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Signs in through the API (password, then the authenticator code when asked) and answers the token. */
export async function apiLogIn(request: APIRequestContext, who: StaffSignIn): Promise<string> {
  const headers = { Authorization: await formToken(request) };
  const first = await request.post('/api/login/', {
    headers,
    data: { email: who.email, pwd: who.password, screen_width: 1440 },
  });
  expect(first.ok(), await first.text()).toBe(true);
  const answer = (await first.json()) as { access_token?: string; challenge?: string };
  if (answer.access_token) return answer.access_token;
  const second = await request.post('/api/login/two-factor/', {
    headers,
    data: { challenge: answer.challenge, code: await freshCode(who.email) },
  });
  expect(second.ok(), await second.text()).toBe(true);
  return ((await second.json()) as { access_token: string }).access_token;
}

const tokenFile = (email: string) => path.join(e2eDataDir, `staff-token-${email}`);

/**
 * A staff member's token with two-factor sign-in on, turning it on (and keeping its secret) the first time.
 * The token is kept in the run's data folder and used again while the API still takes it: each new sign-in
 * needs a code of a 30-second step not used yet, so signing in anew at every call waited up to 30 s for the
 * next step (the demo Admin signs in three times in the inbox journey alone). A token the API no longer
 * takes (logged out, its sessions ended) is dropped, and a new sign-in made.
 */
export async function staffToken(request: APIRequestContext, who: StaffSignIn): Promise<string> {
  if (existsSync(tokenFile(who.email))) {
    const kept = readFileSync(tokenFile(who.email), 'utf8').trim();
    const answer = await request.get('/api/staff/me/', { headers: bearer(kept) });
    if (answer.ok() && ((await answer.json()) as { two_factor_enabled: boolean }).two_factor_enabled) {
      return kept;
    }
  }
  const token = await apiLogIn(request, who);
  const me = (await (await request.get('/api/staff/me/', { headers: bearer(token) })).json()) as {
    two_factor_enabled: boolean;
  };
  if (!me.two_factor_enabled) {
    const setup = await request.post('/api/two-factor/setup/', { headers: bearer(token) });
    expect(setup.ok(), await setup.text()).toBe(true);
    writeFileSync(secretFile(who.email), ((await setup.json()) as { secret: string }).secret);
    const enabled = await request.post('/api/two-factor/enable/', {
      headers: bearer(token),
      data: { code: await freshCode(who.email) },
    });
    expect(enabled.ok(), await enabled.text()).toBe(true);
  }
  writeFileSync(tokenFile(who.email), token);
  return token;
}

/**
 * A new staff member of `role`, added by the demo Admin as the console adds one: the welcome e-mail's link
 * sets the password; answers how they sign in (two-factor sign-in not on yet).
 */
export async function addStaffMember(
  request: APIRequestContext,
  role: 'Operations' | 'Finance' | 'Admin',
  email: string,
  names: { first_name?: string; last_name?: string } = {},
): Promise<StaffSignIn> {
  const admin = await staffToken(request, demoStaff);
  const added = await request.post('/api/staff/members/', {
    headers: bearer(admin),
    data: { email, role, ...names },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const [, token] = await readMail(request, email, /create-new-password\?token=([\w-]+)/);
  const password = 'Staff-pass-2026!';
  const reset = await request.post('/api/reset-password', { data: { token, password } });
  expect(reset.ok(), await reset.text()).toBe(true);
  return { email, password };
}

/** A new staff member of `role` (see addStaffMember) and a token with two-factor sign-in on. */
export async function newStaffMember(
  request: APIRequestContext,
  role: 'Operations' | 'Finance' | 'Admin',
  email: string,
): Promise<StaffSignIn & { token: string }> {
  const who = await addStaffMember(request, role, email);
  return { ...who, token: await staffToken(request, who) };
}

/** Opens the app in `page` signed in with `token` (the shell keeps it as `access_token`). */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('access_token', value), token);
}

/**
 * Operations (the demo Admin) send a project's proposal as the machine drafted it, phases and budget note
 * included (issue #28: a draft over the budget or deadline comes phased, with the note saying so): for the
 * journeys that are about the client's side of hiring.
 */
export async function sendProposalAsProposed(request: APIRequestContext, projectId: string): Promise<void> {
  const headers = bearer(await staffToken(request, demoStaff));
  const path = `/api/staff/projects/${projectId}/proposal/`;
  const editor = (await (await request.get(path, { headers })).json()) as {
    summary: string;
    members: { talent_id: string; weekly_rate_kobo: number }[];
    phases: { name: string; weeks: number; talent_ids: string[] }[];
    budget_note: string;
  };
  const saved = await request.put(path, {
    headers,
    data: {
      summary: editor.summary,
      members: editor.members.map(({ talent_id, weekly_rate_kobo }) => ({ talent_id, weekly_rate_kobo })),
      phases: editor.phases.map(({ name, weeks, talent_ids }) => ({ name, weeks, talent_ids })),
      budget_note: editor.budget_note,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const sent = await request.post(`${path}send/`, { headers });
  expect(sent.ok(), await sent.text()).toBe(true);
}
