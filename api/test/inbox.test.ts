import { describe, expect, it } from 'vitest';
import { fromIp, postForm } from './support/accounts-helpers.js';
import { createUser, formToken, logIn, useHarness } from './support/harness.js';
import { callAs, createStaff } from './support/staff-fixtures.js';
import type { StaffCaller } from './support/staff-fixtures.js';

const h = useHarness();

let sent = 0;
/** Each form from an address of its own: the per-IP limits have their own tests. */
const nextIp = () => {
  sent += 1;
  return `10.9.${Math.floor(sent / 256)}.${sent % 256}`;
};
const uniqueEmail = (label: string) => `${label}-${sent}-${Date.now()}@example.com`;

const call = (method: string, path: string, token: string, body?: unknown) =>
  callAs(h.app, method, path, token, body);

interface Item {
  id: string;
  kind: string;
  title: string;
  status: string;
  assignee: { id: string; name: string } | null;
  waited_minutes: number;
  waiting: boolean;
  replies: number;
}

const itemsOf = (body: Record<string, unknown>) => body.items as Item[];

async function sendServiceRequest(email: string, description = 'A new logo and brand colours.') {
  const answer = await postForm(
    h.app,
    '/api/service-request/',
    {
      fullname: 'Ada Okafor',
      email,
      phone: '08031234567',
      companyName: 'Okafor Ventures',
      serviceType: 'Design Services',
      projectDesc: description,
      contactMethod: 'Email',
    },
    nextIp(),
  );
  expect(answer.status).toBe(201);
  await h.deps.background.settled();
  return h.db.prisma.serviceRequest.findFirstOrThrow({ where: { email }, orderBy: { createdAt: 'desc' } });
}

async function lookup(email: string) {
  const answer = await postForm(h.app, '/api/view-requests/', { email }, nextIp());
  return answer.body.requests as {
    id: string;
    status: string;
    type: string;
    replies: { from: string; body: string }[];
  }[];
}

const auditOf = (subjectId: string) =>
  h.db.prisma.auditEntry.findMany({ where: { subjectId }, orderBy: { id: 'asc' } });

describe('new items', () => {
  it('every form lands in the inbox, and Operations and Admin are told in the bell and by e-mail', async () => {
    const operations = await createStaff(h.db, 'Operations');
    const admin = await createStaff(h.db, 'Admin');
    const finance = await createStaff(h.db, 'Finance');
    const email = uniqueEmail('arrivals');
    const request = await sendServiceRequest(email);
    expect(
      (
        await postForm(
          h.app,
          '/api/lets-talk/',
          { fullname: 'Bola Ade', email, messageType: 'General Enquiry', projectDesc: 'Can we talk?' },
          nextIp(),
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await postForm(
          h.app,
          '/api/custom-quote/',
          { fullname: 'Chidi Eze', email, company: 'Eze Prints', projectDesc: 'Flyers, 5,000.' },
          nextIp(),
        )
      ).status,
    ).toBe(201);
    await h.deps.background.settled();

    const list = await call('GET', '/api/staff/inbox/', operations.token);
    expect(list.status).toBe(200);
    const mine = itemsOf(list.body).filter(
      (item) => [request.id].includes(item.id) || item.title.includes('Eze'),
    );
    expect(mine.map((item) => item.kind).sort()).toEqual(['Custom Quote', 'Service Request']);
    expect(
      itemsOf(list.body).some((item) => item.kind === "Let's Talk" && item.title === 'General Enquiry'),
    ).toBe(true);

    for (const staff of [operations, admin]) {
      const notices = await h.db.prisma.notification.findMany({ where: { userId: staff.id, kind: 'inbox' } });
      expect(notices.map((notice) => notice.title)).toEqual(
        expect.arrayContaining([
          'New Service Request from Ada Okafor',
          "New Let's Talk from Bola Ade",
          'New Custom Quote from Chidi Eze',
        ]),
      );
      expect(notices.find((notice) => notice.title.includes('Ada'))?.link).toBe(`/staff/inbox/${request.id}`);
      expect((await h.mail.latest(staff.email)).subject).toMatch(/^New .* from /);
    }
    expect(await h.db.prisma.notification.count({ where: { userId: finance.id, kind: 'inbox' } })).toBe(0);
  });

  it('follows each staff member’s choice: e-mail off keeps the bell only', async () => {
    const operations = await createStaff(h.db, 'Operations');
    await h.db.prisma.notificationPreference.create({
      data: { userId: operations.id, kind: 'inbox', inApp: true, email: false },
    });
    const before = (await h.mail.list()).filter((mail) => mail.to === operations.email).length;
    const request = await sendServiceRequest(uniqueEmail('choice'));
    expect(
      await h.db.prisma.notification.count({
        where: { userId: operations.id, link: `/staff/inbox/${request.id}` },
      }),
    ).toBe(1);
    expect((await h.mail.list()).filter((mail) => mail.to === operations.email).length).toBe(before);
  });

  it('Settings lists the inbox’s notices to staff only', async () => {
    const operations = await createStaff(h.db, 'Operations');
    const client = await createUser(h.db);
    const kindsOf = async (token: string) =>
      ((await call('GET', '/api/account/notifications/', token)).body.kinds as { kind: string }[]).map(
        (kind) => kind.kind,
      );
    expect(await kindsOf(operations.token)).toContain('inbox');
    expect(await kindsOf(await logIn(h.app, client))).not.toContain('inbox');
  });
});

describe('the list', () => {
  it('filters by kind, status and who handles it, and shows how long each item has waited', async () => {
    const operations = await createStaff(h.db, 'Operations');
    const start = new Date('2026-11-20T09:00:00Z');
    const waiting = await sendServiceRequest(uniqueEmail('waiting'));
    const answered = await sendServiceRequest(uniqueEmail('answered'));
    await h.db.prisma.serviceRequest.updateMany({
      where: { id: { in: [waiting.id, answered.id] } },
      data: { createdAt: start },
    });
    h.setNow(new Date(start.getTime() + 90 * 60_000));
    expect(
      (await call('POST', `/api/staff/inbox/${answered.id}/replies/`, operations.token, { body: 'On it.' }))
        .status,
    ).toBe(201);
    // The reply gave it to whoever answered (nobody handled it).
    h.setNow(new Date(start.getTime() + 5 * 60 * 60_000));

    const all = itemsOf(
      (await call('GET', '/api/staff/inbox/?kind=Service%20Request', operations.token)).body,
    );
    expect(all.every((item) => item.kind === 'Service Request')).toBe(true);
    expect(all.find((item) => item.id === waiting.id)).toMatchObject({
      status: 'Received',
      waited_minutes: 300,
      waiting: true,
      replies: 0,
      assignee: null,
    });
    expect(all.find((item) => item.id === answered.id)).toMatchObject({
      status: 'In Review',
      waited_minutes: 90,
      waiting: false,
      replies: 1,
      assignee: { id: operations.id },
    });

    const inReview = itemsOf(
      (await call('GET', '/api/staff/inbox/?status=In%20Review', operations.token)).body,
    );
    expect(inReview.map((item) => item.id)).toContain(answered.id);
    expect(inReview.map((item) => item.id)).not.toContain(waiting.id);
    const mine = itemsOf((await call('GET', '/api/staff/inbox/?assignee=me', operations.token)).body);
    expect(mine.map((item) => item.id)).toEqual([answered.id]);
    const byId = itemsOf(
      (await call('GET', `/api/staff/inbox/?assignee=${operations.id}`, operations.token)).body,
    );
    expect(byId.map((item) => item.id)).toEqual([answered.id]);
    const nobody = itemsOf((await call('GET', '/api/staff/inbox/?assignee=none', operations.token)).body);
    expect(nobody.map((item) => item.id)).toContain(waiting.id);
    expect(nobody.map((item) => item.id)).not.toContain(answered.id);
    expect((await call('GET', '/api/staff/inbox/?kind=Fax', operations.token)).status).toBe(422);
    h.setNow(new Date());
  });

  it('pages with next_before, newest first, without repeating an item', async () => {
    const operations = await createStaff(h.db, 'Operations');
    for (let i = 0; i < 3; i += 1) {
      const request = await sendServiceRequest(uniqueEmail(`page-${i}`));
      await h.db.prisma.serviceRequest.update({
        where: { id: request.id },
        data: { createdAt: new Date(Date.UTC(2026, 10, 21, 10, i)) },
      });
    }
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const query: string = before ? `&before=${encodeURIComponent(before)}` : '';
      const page = await call('GET', `/api/staff/inbox/?limit=2${query}`, operations.token);
      seen.push(...itemsOf(page.body).map((item) => item.id));
      before = page.body.next_before as string | null;
    } while (before);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(await countAll());
  });
});

const countAll = async () =>
  (await h.db.prisma.serviceRequest.count()) +
  (await h.db.prisma.contactMessage.count()) +
  (await h.db.prisma.quoteRequest.count()) +
  (await h.db.prisma.chatHandOff.count());

describe('assigning and moving an item', () => {
  it('gives an item to Operations staff, moves it along the allowed statuses, each step in the audit log', async () => {
    const operations = await createStaff(h.db, 'Operations');
    const colleague = await createStaff(h.db, 'Operations');
    const request = await sendServiceRequest(uniqueEmail('moves'));
    const path = `/api/staff/inbox/${request.id}/`;

    const assigned = await call('PATCH', path, operations.token, { assignee_id: colleague.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body.message).toBe('Inbox item updated.');
    expect((assigned.body.detail as { item: Item }).item.assignee?.id).toBe(colleague.id);

    for (const status of ['In Review', 'Quoted', 'Won', 'In Review', 'Lost']) {
      const moved = await call('PATCH', path, operations.token, { status });
      expect(moved.status).toBe(200);
      expect((moved.body.detail as { item: Item }).item.status).toBe(status);
    }
    expect((await call('PATCH', path, operations.token, { assignee_id: null })).status).toBe(200);

    const entries = await auditOf(request.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'inbox.assigned',
      ...Array(5).fill('inbox.status_changed'),
      'inbox.assigned',
    ]);
    expect(entries[0]).toMatchObject({
      actorId: operations.id,
      before: { status: 'Received', assignee: null },
      after: { status: 'Received', assignee: expect.stringMatching(/Tester$/) },
    });
    expect(entries[3]?.summary).toMatch(/^Service Request "Design Services" from .* moved to Won$/);
    expect(entries.at(-1)?.summary).toMatch(/ unassigned$/);
  });

  it('refuses moves the flow does not allow, with what is allowed; nothing changes', async () => {
    const operations = await createStaff(h.db, 'Operations');
    const request = await sendServiceRequest(uniqueEmail('refused'));
    const path = `/api/staff/inbox/${request.id}/`;
    expect(await call('PATCH', path, operations.token, { status: 'Won' })).toEqual({
      status: 409,
      body: {
        message:
          'An item that is Received cannot be moved to Won. From Received it can go to: In Review, Closed.',
      },
    });
    expect(await call('PATCH', path, operations.token, { status: 'Received' })).toEqual({
      status: 409,
      body: { message: 'Nothing changed: it already stands so.' },
    });
    expect((await call('PATCH', path, operations.token, { status: 'Done' })).status).toBe(422);
    expect((await call('PATCH', path, operations.token, {})).body).toMatchObject({
      message: 'Say what to change: the status or who handles it.',
    });
    expect((await call('PATCH', path, operations.token, { status: 'Closed' })).status).toBe(200);
    expect((await call('PATCH', path, operations.token, { status: 'Quoted' })).status).toBe(409);
    expect((await call('PATCH', path, operations.token, { status: 'In Review' })).status).toBe(200);
    expect((await auditOf(request.id)).length).toBe(2);
  });

  it('gives items only to active inbox staff: not to Finance, a client or a deactivated member', async () => {
    const operations = await createStaff(h.db, 'Operations');
    const finance = await createStaff(h.db, 'Finance');
    const gone = await createStaff(h.db, 'Operations');
    await h.db.prisma.staffMember.update({ where: { userId: gone.id }, data: { deactivatedAt: new Date() } });
    const client = await createUser(h.db);
    const request = await sendServiceRequest(uniqueEmail('assignees'));
    for (const assignee of [finance.id, gone.id, client.id]) {
      expect(
        await call('PATCH', `/api/staff/inbox/${request.id}/`, operations.token, { assignee_id: assignee }),
      ).toEqual({
        status: 422,
        body: {
          message: 'Choose a staff member who handles the inbox (Admin or Operations).',
          errors: { assignee_id: 'Choose a staff member who handles the inbox (Admin or Operations).' },
        },
      });
    }
    const list = await call('GET', '/api/staff/inbox/', operations.token);
    const names = (list.body.assignees as { id: string }[]).map((member) => member.id);
    expect(names).toContain(operations.id);
    expect(names).not.toContain(finance.id);
    expect(names).not.toContain(gone.id);
    expect(await auditOf(request.id)).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const operations = await createStaff(h.db, 'Operations');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(await call('GET', `/api/staff/inbox/${id}/`, operations.token)).toEqual({
        status: 404,
        body: { message: 'Inbox item not found.' },
      });
      expect(
        (await call('PATCH', `/api/staff/inbox/${id}/`, operations.token, { status: 'Closed' })).status,
      ).toBe(404);
      expect(
        (await call('POST', `/api/staff/inbox/${id}/replies/`, operations.token, { body: 'Hi' })).status,
      ).toBe(404);
    }
  });
});

describe('replies', () => {
  it('e-mails the visitor, keeps the thread, opens a Received item; the lookup shows status and reply', async () => {
    const operations: StaffCaller = await createStaff(h.db, 'Operations');
    const email = uniqueEmail('reply');
    const request = await sendServiceRequest(email);
    const replied = await call('POST', `/api/staff/inbox/${request.id}/replies/`, operations.token, {
      body: '  Thanks, Ada. A designer will call you on Monday.  ',
    });
    expect(replied.status).toBe(201);
    expect(replied.body.message).toBe('Reply sent.');
    const detail = replied.body.detail as { item: Item; replies: { body: string; author_name: string }[] };
    expect(detail.item.status).toBe('In Review');
    // Nobody handled it: whoever answers takes it.
    expect(detail.item.assignee?.name).toBe(detail.replies[0]?.author_name);
    expect(detail.replies).toEqual([
      expect.objectContaining({
        body: 'Thanks, Ada. A designer will call you on Monday.',
        author_name: expect.stringMatching(/Tester$/),
      }),
    ]);

    const mail = await h.mail.latest(email);
    expect(mail.subject).toBe('Re: Design Services');
    expect(mail.text).toContain('Hello Ada Okafor,\n\nThanks, Ada. A designer will call you on Monday.');
    expect(mail.text).toContain('http://localhost:3000/requests');

    const [card] = await lookup(email);
    expect(card).toMatchObject({
      id: request.id,
      status: 'In Review',
      replies: [
        { from: detail.replies[0]?.author_name, body: 'Thanks, Ada. A designer will call you on Monday.' },
      ],
    });
    const [entry] = await auditOf(request.id);
    expect(entry).toMatchObject({
      action: 'inbox.replied',
      before: { status: 'Received', assignee: null },
      after: {
        body: 'Thanks, Ada. A designer will call you on Monday.',
        status: 'In Review',
        assignee: detail.replies[0]?.author_name,
      },
    });
  });

  it('keeps the handler of an item that has one when someone else replies', async () => {
    const [handler, other] = [await createStaff(h.db, 'Operations'), await createStaff(h.db, 'Operations')];
    const request = await sendServiceRequest(uniqueEmail('handled-reply'));
    const assigned = await call('PATCH', `/api/staff/inbox/${request.id}/`, other.token, {
      assignee_id: handler.id,
    });
    expect(assigned.status).toBe(200);
    const replied = await call('POST', `/api/staff/inbox/${request.id}/replies/`, other.token, {
      body: 'Hi',
    });
    expect(replied.status).toBe(201);
    expect((replied.body.detail as { item: Item }).item.assignee?.id).toBe(handler.id);
  });

  it('refuses an empty or too long reply and changes nothing', async () => {
    const operations = await createStaff(h.db, 'Operations');
    const request = await sendServiceRequest(uniqueEmail('empty-reply'));
    const path = `/api/staff/inbox/${request.id}/replies/`;
    expect(await call('POST', path, operations.token, { body: '   ' })).toEqual({
      status: 422,
      body: { message: 'Write the reply.', errors: { body: 'Write the reply.' } },
    });
    expect((await call('POST', path, operations.token, { body: 'x'.repeat(5001) })).body).toMatchObject({
      message: 'A reply has at most 5000 characters.',
    });
    expect(await h.db.prisma.inboxReply.count({ where: { itemId: request.id } })).toBe(0);
    expect((await h.db.prisma.serviceRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe(
      'RECEIVED',
    );
  });

  it('the visitor reads the ended statuses in their own words', async () => {
    const operations = await createStaff(h.db, 'Operations');
    const email = uniqueEmail('words');
    const request = await sendServiceRequest(email);
    const path = `/api/staff/inbox/${request.id}/`;
    await call('PATCH', path, operations.token, { status: 'In Review' });
    await call('PATCH', path, operations.token, { status: 'Won' });
    expect((await lookup(email))[0]?.status).toBe('Accepted');
    await call('PATCH', path, operations.token, { status: 'In Review' });
    await call('PATCH', path, operations.token, { status: 'Lost' });
    expect((await lookup(email))[0]?.status).toBe('Not Going Ahead');
  });
});

describe('talk to a person', () => {
  async function handOff(body: unknown, authorization: string, cookie?: string) {
    const response = await h.app.request(
      '/api/talk-to-person/',
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: authorization,
          ...(cookie ? { Cookie: `site_chat=${cookie}` } : {}),
        },
        body: JSON.stringify(body),
      },
      fromIp(nextIp()),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('a visitor in the live chat asks for a person: the inbox has it with the chat so far', async () => {
    const operations = await createStaff(h.db, 'Operations');
    const token = await formToken(h.app);
    const chat = await h.app.request('/api/reply/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: token },
      body: JSON.stringify({ message: 'How much is the Growth Plan?' }),
    });
    const cookie = /site_chat=([^;]*)/.exec(chat.headers.get('Set-Cookie') ?? '')?.[1];
    const email = uniqueEmail('handoff');

    expect(await handOff({ message: 'A person, please.' }, token, cookie)).toEqual({
      status: 422,
      body: {
        message: 'Please enter your full name.',
        errors: { full_name: 'Please enter your full name.' },
      },
    });
    expect((await handOff({ message: '', full_name: 'Dayo', email }, token, cookie)).body).toMatchObject({
      message: 'Tell us what you need help with.',
    });
    expect(
      (await handOff({ message: 'Hi', full_name: 'Dayo', email: 'not-mail' }, token, cookie)).status,
    ).toBe(422);
    expect(await h.db.prisma.chatHandOff.count({ where: { email } })).toBe(0);

    const sent = await handOff(
      { message: 'A person, please.', full_name: 'Dayo Bello', email },
      token,
      cookie,
    );
    expect(sent).toEqual({
      status: 201,
      body: {
        message: 'Thanks. A person from our team will answer you by e-mail, usually within one working day.',
      },
    });
    await h.deps.background.settled();
    const stored = await h.db.prisma.chatHandOff.findFirstOrThrow({ where: { email } });
    const detail = await call('GET', `/api/staff/inbox/${stored.id}/`, operations.token);
    expect(detail.body).toMatchObject({
      item: { kind: 'Live Chat', from_name: 'Dayo Bello', status: 'Received' },
      message: 'A person, please.',
      next_statuses: ['In Review', 'Closed'],
    });
    expect((detail.body.chat as { content: string }[])[0]?.content).toBe('How much is the Growth Plan?');
    expect((await lookup(email))[0]).toMatchObject({ type: 'Live Chat', status: 'Received', replies: [] });
    expect(
      await h.db.prisma.notification.count({
        where: { userId: operations.id, link: `/staff/inbox/${stored.id}` },
      }),
    ).toBe(1);
  });

  it('a signed-in client’s Contact Support is a Support item under the account’s name and e-mail', async () => {
    const operations = await createStaff(h.db, 'Operations');
    const client = await createUser(h.db);
    const token = await logIn(h.app, client);
    const sent = await handOff(
      {
        message: 'I need help with the onboarding of my project "Shop".',
        topic: 'Support',
        email: 'other@example.com',
      },
      `Bearer ${token}`,
    );
    expect(sent.status).toBe(201);
    const stored = await h.db.prisma.chatHandOff.findFirstOrThrow({ where: { email: client.email } });
    expect(stored).toMatchObject({ kind: 'SUPPORT', fullName: expect.stringMatching(/Tester$/) });
    const supportOnly = itemsOf((await call('GET', '/api/staff/inbox/?kind=Support', operations.token)).body);
    expect(supportOnly.map((item) => item.id)).toContain(stored.id);
    expect(supportOnly.every((item) => item.kind === 'Support')).toBe(true);
  });
});
