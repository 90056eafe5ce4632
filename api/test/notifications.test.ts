import { beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/workspace/notifications/notify.js';
import { bearer, createUser, logIn, postJson, useHarness } from './support/harness.js';
import type { TestUser } from './support/harness.js';

const h = useHarness();
let ada: TestUser;
let bola: TestUser;
const tokens = { ada: '', bola: '' };

interface NotificationList {
  notifications: { id: string; title: string; body: string; link: string | null; read: boolean }[];
  unread_count: number;
}

async function list(token: string, query = ''): Promise<NotificationList> {
  const response = await h.app.request(`/api/notifications/${query}`, bearer(token));
  expect(response.status).toBe(200);
  return (await response.json()) as NotificationList;
}

const markRead = (token: string, id: string) =>
  postJson(h.app, `/api/notifications/${id}/read/`, {}, `Bearer ${token}`);

beforeAll(async () => {
  ada = await createUser(h.db);
  bola = await createUser(h.db);
  tokens.ada = await logIn(h.app, ada);
  tokens.bola = await logIn(h.app, bola);
});

describe('notifications', () => {
  it('needs a signed-in caller', async () => {
    expect((await h.app.request('/api/notifications/')).status).toBe(401);
    expect((await postJson(h.app, '/api/notifications/read-all/', {})).status).toBe(401);
  });

  it('lists what notify() stored for the caller only, newest first, with the unread count', async () => {
    h.setNow(new Date());
    await notify(h.db.prisma, {
      userId: ada.id,
      kind: 'tasks',
      title: 'First',
      body: 'One',
      link: '/dashboard',
    });
    await notify(h.db.prisma, { userId: ada.id, kind: 'tasks', title: 'Second', body: 'Two' });
    await notify(h.db.prisma, { userId: bola.id, kind: 'tasks', title: 'For Bola', body: 'Three' });

    const mine = await list(tokens.ada);
    expect(mine.unread_count).toBe(2);
    expect(mine.notifications.map((n) => [n.title, n.body, n.link, n.read])).toEqual([
      ['Second', 'Two', null, false],
      ['First', 'One', '/dashboard', false],
    ]);
    expect((await list(tokens.bola)).notifications.map((n) => n.title)).toEqual(['For Bola']);
  });

  it('marks one read; the unread filter and the count follow', async () => {
    const [second] = (await list(tokens.ada)).notifications;
    const response = await markRead(tokens.ada, second!.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unread_count: 1 });
    const unread = await list(tokens.ada, '?filter=unread');
    expect(unread.notifications.map((n) => n.title)).toEqual(['First']);
    expect((await list(tokens.ada)).notifications.find((n) => n.id === second!.id)?.read).toBe(true);
  });

  it("answers someone else's notification, or a missing one, with the same 404", async () => {
    const [bolas] = (await list(tokens.bola)).notifications;
    const foreign = await markRead(tokens.ada, bolas!.id);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ message: 'Notification not found.' });
    const missing = await markRead(tokens.ada, '00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect((await list(tokens.bola)).unread_count).toBe(1);
    expect((await markRead(tokens.ada, 'not-an-id')).status).toBe(422);
  });

  it('marks all of the caller’s read, and nobody else’s', async () => {
    const response = await postJson(h.app, '/api/notifications/read-all/', {}, `Bearer ${tokens.ada}`);
    expect(await response.json()).toEqual({ unread_count: 0 });
    expect((await list(tokens.ada)).unread_count).toBe(0);
    expect((await list(tokens.bola)).unread_count).toBe(1);
  });

  it('refuses a bad filter or limit', async () => {
    expect((await h.app.request('/api/notifications/?filter=old', bearer(tokens.ada))).status).toBe(422);
    expect((await h.app.request('/api/notifications/?limit=0', bearer(tokens.ada))).status).toBe(422);
  });

  it('e-mails the notice when asked, with the link on the public URL; a mail failure keeps the notice', async () => {
    const mail = { mailer: h.mail, publicUrl: h.deps.publicUrl, log: h.deps.log };
    await notify(
      h.db.prisma,
      { userId: bola.id, kind: 'tasks', title: 'Mailed', body: 'Look', link: '/project/x' },
      mail,
    );
    expect(h.mail.to(bola.email).at(-1)).toMatchObject({
      subject: 'Mailed',
      text: 'Look\n\nhttp://localhost:3000/project/x',
    });

    h.mail.failure = new Error('SMTP down');
    try {
      await notify(h.db.prisma, { userId: bola.id, kind: 'tasks', title: 'Still stored', body: 'Yes' }, mail);
    } finally {
      h.mail.failure = null;
    }
    expect((await list(tokens.bola)).notifications[0]?.title).toBe('Still stored');
    expect(h.logs.some((line) => line.includes('SMTP down'))).toBe(true);
  });
});
