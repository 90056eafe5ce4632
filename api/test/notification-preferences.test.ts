import { beforeAll, describe, expect, it } from 'vitest';
import { sendDailyDigests } from '../src/workspace/notifications/daily-digest.js';
import { notify } from '../src/workspace/notifications/notify.js';
import { bearer, createUser, logIn, useHarness } from './support/harness.js';
import type { TestUser } from './support/harness.js';

const h = useHarness();
let ada: TestUser;
let bola: TestUser;
const tokens = { ada: '', bola: '' };

interface Choices {
  kinds: { kind: string; label: string; in_app: boolean; email: boolean }[];
  daily_digest: boolean;
}

const choose = (token: string, body: unknown) =>
  h.app.request('/api/account/notifications/', {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

async function choices(token: string): Promise<Choices> {
  const response = await h.app.request('/api/account/notifications/', bearer(token));
  expect(response.status).toBe(200);
  return (await response.json()) as Choices;
}

async function bell(token: string): Promise<string[]> {
  const response = await h.app.request('/api/notifications/', bearer(token));
  const { notifications } = (await response.json()) as { notifications: { title: string }[] };
  return notifications.map((notification) => notification.title);
}

const mail = () => ({ mailer: h.mail, publicUrl: h.deps.publicUrl, log: h.deps.log });
const taskNotice = (user: TestUser, title: string) => ({
  userId: user.id,
  kind: 'tasks' as const,
  title,
  body: `About ${title}`,
  link: '/project/x',
});
const digestDeps = (at: string) => ({ ...h.deps, mailer: h.mail, now: () => new Date(at) });

beforeAll(async () => {
  ada = await createUser(h.db);
  bola = await createUser(h.db);
  tokens.ada = await logIn(h.app, ada);
  tokens.bola = await logIn(h.app, bola);
});

describe('notification choices', () => {
  it('need a signed-in caller', async () => {
    expect((await h.app.request('/api/account/notifications/')).status).toBe(401);
    expect((await choose('nobody', { daily_digest: false })).status).toBe(401);
  });

  it('start at the defaults: every kind in the app, e-mail where it was sent before, no digest', async () => {
    const start = await choices(tokens.ada);
    expect(start.daily_digest).toBe(false);
    expect(start.kinds.map(({ kind, in_app, email }) => [kind, in_app, email])).toEqual([
      ['tasks', true, true],
      ['meetings', true, true],
      ['reviews', true, true],
      ['mentions', true, true],
      ['team', true, true],
      ['projects', true, false],
      ['billing', true, true],
    ]);
    expect(start.kinds[0]?.label).toBe('Tasks assigned to you');
  });

  it('refuse an unknown kind, a kind twice, a missing choice or digest, and change nothing', async () => {
    const cases: [unknown, string, string][] = [
      [
        { kinds: [{ kind: 'gossip', in_app: true, email: true }], daily_digest: false },
        'kinds',
        'There is no kind of notification called "gossip".',
      ],
      [
        {
          kinds: [
            { kind: 'tasks', in_app: false, email: true },
            { kind: 'tasks', in_app: true, email: true },
          ],
          daily_digest: false,
        },
        'kinds',
        '"tasks" is given twice.',
      ],
      [
        { kinds: [{ kind: 'tasks', in_app: 'no', email: true }], daily_digest: false },
        'kinds',
        'Say for each kind whether it shows in the app (in_app) and by e-mail (email), as true or false.',
      ],
      [
        { kinds: [{ kind: 'tasks', in_app: false, email: false }] },
        'daily_digest',
        'Say whether e-mails come once a day in a digest (daily_digest), as true or false.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await choose(tokens.ada, body);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ message, errors: { [field]: message } });
    }
    expect((await choices(tokens.ada)).kinds[0]).toMatchObject({ kind: 'tasks', in_app: true, email: true });
  });

  it('are honoured: e-mail only leaves the bell out, neither stores and sends nothing', async () => {
    const saved = await choose(tokens.bola, {
      kinds: [
        { kind: 'tasks', in_app: false, email: true },
        { kind: 'reviews', in_app: false, email: false },
      ],
      daily_digest: false,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ message: 'Your notification choices are saved.' });
    const before = h.mail.to(bola.email).length;
    await notify(h.db.prisma, taskNotice(bola, 'Mail only'), mail());
    await notify(h.db.prisma, { ...taskNotice(bola, 'Nothing at all'), kind: 'reviews' }, mail());
    await notify(h.db.prisma, { ...taskNotice(bola, 'Bell and mail'), kind: 'team' }, mail());
    expect(await bell(tokens.bola)).toEqual(['Bell and mail']);
    expect(
      h.mail
        .to(bola.email)
        .slice(before)
        .map((message) => message.subject),
    ).toEqual(['Mail only', 'Bell and mail']);
    // Someone else's choices are their own.
    await notify(h.db.prisma, taskNotice(ada, 'For Ada'), mail());
    expect(await bell(tokens.ada)).toContain('For Ada');
  });

  it('with a daily digest: no e-mail one by one, one digest a Lagos day from 07:00, sent once', async () => {
    expect((await choose(tokens.ada, { daily_digest: true })).status).toBe(200);
    const before = h.mail.to(ada.email).length;
    await notify(h.db.prisma, taskNotice(ada, 'First task'), mail());
    await notify(h.db.prisma, { ...taskNotice(ada, 'Project gone'), kind: 'projects' }, mail());
    await notify(h.db.prisma, taskNotice(ada, 'Second task'), mail());
    expect(h.mail.to(ada.email).length).toBe(before);
    expect(await bell(tokens.ada)).toEqual(
      expect.arrayContaining(['First task', 'Second task', 'Project gone']),
    );

    // 06:30 in Lagos (05:30 UTC): not yet.
    expect(await sendDailyDigests(digestDeps('2026-11-27T05:30:00Z'))).toBe(0);
    // 07:10 in Lagos: the digest, with the e-mailed kinds only (deleted projects are not e-mailed by default).
    const [sent, again] = await Promise.all([
      sendDailyDigests(digestDeps('2026-11-27T06:10:00Z')),
      sendDailyDigests(digestDeps('2026-11-27T06:10:00Z')),
    ]);
    expect(sent + again).toBe(1);
    const digests = h.mail.to(ada.email).slice(before);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe('Your Buildbay digest: 2 notifications');
    expect(digests[0]?.text).toContain('- First task\n  About First task\n  http://localhost:3000/project/x');
    expect(digests[0]?.text).toContain('- Second task');
    expect(digests[0]?.text).not.toContain('Project gone');
    expect(digests[0]?.text.indexOf('First task')).toBeLessThan(digests[0]?.text.indexOf('Second task') ?? 0);

    // Later the same day, a new notice waits for tomorrow; the next day it goes.
    await notify(h.db.prisma, taskNotice(ada, 'Third task'), mail());
    expect(await sendDailyDigests(digestDeps('2026-11-27T20:00:00Z'))).toBe(0);
    expect(await sendDailyDigests(digestDeps('2026-11-28T07:00:00Z'))).toBe(1);
    expect(h.mail.to(ada.email).at(-1)?.subject).toBe('Your Buildbay digest: 1 notification');
  });

  it('a digest that could not be mailed is sent by the next sweep', async () => {
    await notify(h.db.prisma, taskNotice(ada, 'Fourth task'), mail());
    h.mail.failure = new Error('SMTP down');
    try {
      expect(await sendDailyDigests(digestDeps('2026-11-29T07:00:00Z'))).toBe(0);
    } finally {
      h.mail.failure = null;
    }
    expect(await sendDailyDigests(digestDeps('2026-11-29T08:00:00Z'))).toBe(1);
    expect(h.mail.to(ada.email).at(-1)?.text).toContain('- Fourth task');
  });

  it('turning the digest off drops what waited for it', async () => {
    await notify(h.db.prisma, taskNotice(ada, 'Fifth task'), mail());
    expect((await choose(tokens.ada, { daily_digest: false })).status).toBe(200);
    const before = h.mail.to(ada.email).length;
    expect((await choose(tokens.ada, { daily_digest: true })).status).toBe(200);
    expect(await sendDailyDigests(digestDeps('2026-11-30T07:00:00Z'))).toBe(0);
    expect(h.mail.to(ada.email).length).toBe(before);
  });
});
