import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser, logIn, postJson, useHarness } from './support/harness.js';
import { putOnPlan } from './support/billing-fixtures.js';

const h = useHarness();
let token: string;
let firstName: string;

interface ChatStart {
  status: 'new' | 'existing';
  session_id: string;
  messages: { type: 'user' | 'system'; text: string; created_at: string }[];
  project_id: string;
  project_name: string;
  project_status: string;
  message: string;
  quick_replies: string[];
}

interface ChatReply {
  status: string;
  message: string;
  project_name: string;
  last_updated: string;
  redirect_url: string | null;
  quick_replies: string[];
}

async function call<T>(path: string, body: unknown, authorization = `Bearer ${token}`) {
  const response = await postJson(h.app, path, body, authorization);
  return { status: response.status, body: (await response.json()) as T };
}

const startChat = (sessionId: string | null = null) =>
  call<ChatStart>('/api/chat-start/', { session_id: sessionId });

/** A new chat, and a function that sends its messages. */
async function newChat() {
  const { body: chat } = await startChat();
  const send = (userResponse: string) =>
    call<ChatReply>('/api/chat/response/', {
      session_id: chat.session_id,
      project_id: chat.project_id,
      user_response: userResponse,
    });
  return { chat, send };
}

async function projectCard(projectId: string) {
  const response = await h.app.request('/api/all_projects/', bearer(token));
  const projects = (await response.json()) as { id: string }[];
  return {
    index: projects.findIndex((project) => project.id === projectId),
    card: projects.find((project) => project.id === projectId),
  };
}

// Each test a second later on the app's clock, so "last viewed" orders the chats as they were opened.
let clock = Date.UTC(2026, 0, 1);
beforeEach(() => {
  clock += 1000;
  h.setNow(new Date(clock));
});

beforeAll(async () => {
  const user = await createUser(h.db);
  // Many chats, many Draft projects: an account on a plan without a project limit.
  await putOnPlan(h.db.prisma, user.id, 'GROWTH');
  token = await logIn(h.app, user);
  firstName = (await h.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).firstName;
});

describe('POST /api/chat-start/', () => {
  it('without a session, starts a chat on a new Draft project placed first in the list', async () => {
    const { status, body } = await startChat();
    expect(status).toBe(201);
    expect(body).toMatchObject({
      status: 'new',
      project_name: 'New Project',
      project_status: 'DRAFT',
      message: 'New chat session started.',
    });
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]).toMatchObject({ type: 'system' });
    expect(body.messages[0]?.text).toMatch(new RegExp(`^Hi ${firstName}! I'm your personal assistant\\.`));

    expect(await projectCard(body.project_id)).toMatchObject({
      index: 0,
      card: { name: 'New Project', status: 'DRAFT', goal: null, type: null, team_members: [] },
    });
  });

  it('with a stored session, restores its messages', async () => {
    const { chat, send } = await newChat();
    await send('I need a logo for my bakery');
    const { status, body } = await startChat(chat.session_id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'existing',
      session_id: chat.session_id,
      project_id: chat.project_id,
      project_name: 'Bakery Logo',
      message: 'Chat session restored.',
    });
    expect(body.messages.map((message) => message.type)).toEqual(['system', 'user', 'system']);
    expect(body.messages[1]?.text).toBe('I need a logo for my bakery');
  });

  it('answers 404 to a session that does not exist', async () => {
    for (const sessionId of ['6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7aff', 'not-a-session']) {
      expect(await startChat(sessionId)).toEqual({
        status: 404,
        body: { message: 'Chat session not found.' },
      });
    }
  });

  it('asks someone who only joined projects for their business first (409), then starts their chat', async () => {
    const joiner = await createUser(h.db, { profile: false });
    const joinerToken = `Bearer ${await logIn(h.app, joiner)}`;
    const refused = await call('/api/chat-start/', { session_id: null }, joinerToken);
    expect(refused).toEqual({
      status: 409,
      body: {
        message:
          'Tell us about your business before you start a project of your own: its name and address go on your contracts and invoices.',
      },
    });
    expect(await h.db.prisma.project.count({ where: { ownerId: joiner.id } })).toBe(0);

    await h.db.prisma.businessProfile.create({
      data: {
        userId: joiner.id,
        businessName: 'Okoro Prints',
        industry: 'Retail',
        address: 'Aba',
        numberOfTeamMembers: 1,
      },
    });
    expect((await call('/api/chat-start/', { session_id: null }, joinerToken)).status).toBe(201);
  });

  it('refuses bad bodies with 4xx and visitors with 401', async () => {
    expect((await call('/api/chat-start/', { session_id: 7 })).status).toBe(422);
    expect((await call('/api/chat-start/', { session: 'x' })).status).toBe(422);
    const notJson = await h.app.request('/api/chat-start/', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    expect(notJson.status).toBe(415);
    expect((await postJson(h.app, '/api/chat-start/', {})).status).toBe(401);
  });
});

describe('POST /api/chat/response/', () => {
  it('happy path: names the project, asks in turn, then sets it up and sends the user to the workspace', async () => {
    const { chat, send } = await newChat();

    const named = await send('I want to build a booking app for salon owners');
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({
      status: 'Project name and type updated',
      project_name: 'Booking App for Salon Owners',
      redirect_url: null,
    });
    expect(named.body.message).toContain('What is the main goal of the project?');
    expect(await projectCard(chat.project_id)).toMatchObject({
      card: { name: 'Booking App for Salon Owners', type: 'Development project', status: 'DRAFT' },
    });

    const goal = await send('Get more customers to book online');
    expect(goal.body).toMatchObject({ status: 'incomplete', redirect_url: null, quick_replies: [] });
    // The booking app the first message asked for is confirmed, not asked for from nothing.
    expect(goal.body.message).toContain(
      'So far the key deliverables are booking app for salon owners. Anything else you expect from us, or is that all?',
    );
    // The draft shows what was said as soon as it is understood.
    expect(await projectCard(chat.project_id)).toMatchObject({
      card: { status: 'DRAFT', goal: 'Get more customers to book online' },
    });
    await send('An Android app and an admin dashboard');

    const features = await send('online booking, card payments and SMS reminders');
    expect(features.body.message).toContain('What budget do you have in mind, in naira?');
    await send('between 1 and 3 million naira');

    const summary = await send('We want to launch in 10 weeks');
    expect(summary.body).toMatchObject({
      status: 'incomplete',
      redirect_url: null,
      quick_replies: ['Create it', 'Change something'],
    });
    expect(summary.body.message).toContain('Here is what I have: "Booking App for Salon Owners"');
    const done = await send('Create it');
    expect(done.body).toMatchObject({
      status: 'complete',
      project_name: 'Booking App for Salon Owners',
      redirect_url: `/project/workspace/${chat.project_id}/booking-app-for-salon-owners`,
    });
    expect(done.body.message).toContain('Taking you to your project workspace...');

    expect(await projectCard(chat.project_id)).toMatchObject({
      index: 0,
      card: { status: 'PENDING_REVIEW', goal: 'Get more customers to book online' },
    });
    const details = await h.app.request(`/api/projects/${chat.project_id}/`, bearer(token));
    expect(await details.json()).toMatchObject({
      budget: { min_kobo: 100_000_000, max_kobo: 300_000_000 },
      timeline: { text: 'Launch in 10 weeks', weeks: 10, deadline: null },
    });
    const brief = await h.db.prisma.projectBrief.findUniqueOrThrow({ where: { projectId: chat.project_id } });
    expect(brief).toMatchObject({
      keyDeliverables: '- Android app\n- Admin dashboard',
      targetAudience: 'Salon owners',
    });
    expect(brief.overview).toContain(
      'Booking App for Salon Owners is a development project for salon owners.',
    );
    const stored = await h.db.prisma.projectFeature.findMany({
      where: { projectId: chat.project_id },
      orderBy: { createdAt: 'asc' },
    });
    expect(stored.map((feature) => feature.name)).toEqual([
      'Online booking',
      'Card payments',
      'SMS reminders',
    ]);
    expect(stored[0]).toMatchObject({
      sprint: null,
      specifications: ['Online booking works end to end', 'Tested before release'],
    });

    const restored = await startChat(chat.session_id);
    expect(restored.body.messages).toHaveLength(15);
    expect(restored.body.project_status).toBe('PENDING_REVIEW');
  });

  it('after a misunderstanding offers Skip and Rephrase (no budget reading of words with no amount); Skip moves on', async () => {
    const { send } = await newChat();
    await send('We want a logo for our bakery');
    for (const answer of ['look premium', 'families', 'logo', 'none']) await send(answer);
    const missed = await send('modest');
    expect(missed.body).toMatchObject({
      status: 'incomplete',
      quick_replies: ['Skip', 'Rephrase'],
    });
    const skipped = await send('Skip');
    expect(skipped.body.quick_replies).toEqual([]);
    expect(skipped.body.message).toContain('When would you like it done?');
  });

  it('a chat reopened offers the buttons its last reply offered: at the summary both, after "Change something" only "Create it"', async () => {
    const { chat, send } = await newChat();
    for (const answer of [
      'We want a logo for our bakery',
      'look premium',
      'families',
      'logo',
      'none',
      '500k',
    ])
      await send(answer);
    const summary = await send('in 3 weeks');
    expect(summary.body.quick_replies).toEqual(['Create it', 'Change something']);
    const reopened = await startChat(chat.session_id);
    expect(reopened.body).toMatchObject({
      status: 'existing',
      quick_replies: ['Create it', 'Change something'],
    });
    await send('Change something');
    expect((await startChat(chat.session_id)).body).toMatchObject({ quick_replies: ['Create it'] });
    await send('call it Crumbs Logo');
    expect((await startChat(chat.session_id)).body).toMatchObject({
      quick_replies: ['Create it', 'Change something'],
    });
  });

  it('out of order: labelled answers fill their topics', async () => {
    const { chat, send } = await newChat();
    await send('We want to redesign our logo and brand identity');
    const reply = await send('Our audience is young professionals. The goal is to look more premium.');
    expect(reply.body.status).toBe('incomplete');
    expect(reply.body.message).toContain('Goal noted: look more premium.');
    expect(reply.body.message).toContain(
      'So far the key deliverables are logo and brand identity redesign. Anything else you expect from us, or is that all?',
    );
    expect(await projectCard(chat.project_id)).toMatchObject({ card: { type: 'Design project' } });
  });

  it('correction: "actually call it X" renames the project at once', async () => {
    const { chat, send } = await newChat();
    await send('Build a CRM for our sales team');
    const renamed = await send('actually call it DealFlow');
    expect(renamed.body).toMatchObject({ status: 'Project name and type updated', project_name: 'DealFlow' });
    expect(renamed.body.message).toContain('Done, the project is now called "DealFlow".');
    expect(await projectCard(chat.project_id)).toMatchObject({ card: { name: 'DealFlow' } });
  });

  it('nonsense: an apology and the same question; nothing said before is lost', async () => {
    const { chat, send } = await newChat();
    await send('I need a mobile app for farmers to sell produce');
    const before = await h.db.prisma.project.findUniqueOrThrow({ where: { id: chat.project_id } });
    const reply = await send('asdfgh qwerty');
    expect(reply.body).toMatchObject({ status: 'incomplete', project_name: before.name, redirect_url: null });
    expect(reply.body.message).toMatch(
      /^Sorry, I didn't understand that\. What is the main goal of the project\?/,
    );
    expect(await h.db.prisma.project.findUniqueOrThrow({ where: { id: chat.project_id } })).toMatchObject({
      name: before.name,
      type: before.type,
      status: 'DRAFT',
    });
    const restored = await startChat(chat.session_id);
    expect(restored.body.messages.map((message) => message.text)).toContain('asdfgh qwerty');
  });

  it('finishing early gives "incomplete" with the redirect; later messages change nothing', async () => {
    const { chat, send } = await newChat();
    await send('We need a logo for our bakery');
    await send("that's all");
    const finished = await send('Create it');
    expect(finished.body).toMatchObject({
      status: 'incomplete',
      redirect_url: `/project/workspace/${chat.project_id}/bakery-logo`,
    });
    const after = await send('actually call it Crumbs');
    expect(after.body).toMatchObject({
      status: 'incomplete',
      project_name: 'Bakery Logo',
      redirect_url: `/project/workspace/${chat.project_id}/bakery-logo`,
    });
    expect(await projectCard(chat.project_id)).toMatchObject({
      card: { name: 'Bakery Logo', status: 'PENDING_REVIEW' },
    });
  });

  it('two messages racing on one chat: one is answered, the other gets 409 and is not stored', async () => {
    const { chat, send } = await newChat();
    const replies = await Promise.all([send('I need a logo'), send('I need a website')]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.status === 409)?.body).toEqual({
      message: 'This chat changed while your message was being answered. Please send it again.',
    });
    expect(await h.db.prisma.projectChatMessage.count({ where: { sessionId: chat.session_id } })).toBe(3);
  });

  it('refuses empty, too long and malformed messages with 422, changing nothing', async () => {
    const { chat, send } = await newChat();
    expect(await send('   ')).toMatchObject({ status: 422, body: { message: 'Message cannot be empty.' } });
    expect(await send('x'.repeat(4001))).toMatchObject({
      status: 422,
      body: { message: 'Messages are 4000 characters at most.' },
    });
    expect((await call('/api/chat/response/', { session_id: chat.session_id })).status).toBe(422);
    expect(await h.db.prisma.projectChatMessage.count({ where: { sessionId: chat.session_id } })).toBe(1);
  });

  it('drops NUL characters, which the database cannot store', async () => {
    const { chat, send } = await newChat();
    expect((await send('I need a logo\u0000 for my bakery')).status).toBe(200);
    const restored = await startChat(chat.session_id);
    expect(restored.body.messages[1]?.text).toBe('I need a logo for my bakery');
  });

  it('answers 404 when the session and project do not belong together', async () => {
    const { chat } = await newChat();
    const { chat: other } = await newChat();
    const reply = await call('/api/chat/response/', {
      session_id: chat.session_id,
      project_id: other.project_id,
      user_response: 'hello',
    });
    expect(reply).toEqual({ status: 404, body: { message: 'Chat session not found.' } });
  });
});
