import { getCurrentProject } from '@platform/shared-ui';
import { currentPath, type FetchScript, renderPage } from '@platform/shared-ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatReplyResponse, ChatStartResponse } from '../projects/project-api';
import CreateProjectPage from './create-project-page';

const GREETING = "Hi Ada! I'm your personal assistant. Tell me about the project you have in mind.";

const started = (extra: Partial<ChatStartResponse> = {}): ChatStartResponse => ({
  status: 'new',
  session_id: 'session-1',
  messages: [{ type: 'system', text: GREETING, created_at: '2026-03-02T10:00:00Z' }],
  project_id: 'p1',
  project_name: 'New Project',
  project_status: 'DRAFT',
  message: 'New chat session started.',
  quick_replies: [],
  ...extra,
});

const reply = (extra: Partial<ChatReplyResponse>): { body: ChatReplyResponse } => ({
  body: {
    status: 'incomplete',
    message: 'What is the main goal of the project?',
    project_name: 'New Project',
    last_updated: '2026-03-02T10:05:00Z',
    redirect_url: null,
    quick_replies: [],
    ...extra,
  },
});

function openChat(script: FetchScript, state: unknown = { fromButton: true }) {
  const { platform } = renderPage(<CreateProjectPage />, {
    path: '/project/create-project',
    state: state,
    script: {
      'POST /api/chat-start/': { status: 201, body: started() },
      ...script,
    },
    token: 'token-1',
  });
  return platform;
}

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });

afterEach(() => {
  vi.useRealTimers();
});

describe('CreateProjectPage', () => {
  it('opened without coming from a button, sends the user to all projects', () => {
    openChat({}, null);
    expect(currentPath()).toBe('/project/all-projects');
  });

  it('starts a new chat: "Loading chat..." then the greeting; the Draft becomes the current project', async () => {
    const platform = openChat({});
    expect(screen.getByRole('heading', { name: 'Your Personal Assistant' })).toBeInTheDocument();
    expect(screen.getByText('Loading chat...')).toBeInTheDocument();

    expect(await screen.findByText(GREETING)).toBeInTheDocument();
    expect(screen.queryByText('Loading chat...')).not.toBeInTheDocument();
    expect(platform.requests[0]?.body).toEqual({ session_id: null });
    expect(window.localStorage.getItem('chatSession')).toBe('session-1');
    expect(getCurrentProject()).toEqual({ id: 'p1', name: 'New Project' });
  });

  it('restores a stored session with its messages', async () => {
    window.localStorage.setItem('chatSession', 'session-9');
    const platform = openChat({
      'POST /api/chat-start/': {
        body: started({
          status: 'existing',
          session_id: 'session-9',
          project_name: 'Logo for Bakery',
          messages: [
            { type: 'system', text: GREETING, created_at: '2026-03-02T10:00:00Z' },
            { type: 'user', text: 'I need a logo for my bakery', created_at: '2026-03-02T10:01:00Z' },
          ],
        }),
      },
    });
    expect(await screen.findByText('I need a logo for my bakery')).toBeInTheDocument();
    expect(platform.requests[0]?.body).toEqual({ session_id: 'session-9' });
    expect(getCurrentProject()).toEqual({ id: 'p1', name: 'Logo for Bakery' });
  });

  it('forgets a stored session the server no longer has, and starts a new one', async () => {
    window.localStorage.setItem('chatSession', 'gone');
    const platform = openChat({
      'POST /api/chat-start/': (request) =>
        (request.body as { session_id: string | null }).session_id === 'gone'
          ? { status: 404, body: { message: 'Chat session not found.' } }
          : { status: 201, body: started() },
    });
    expect(await screen.findByText(GREETING)).toBeInTheDocument();
    expect(platform.requests.map((request) => request.body)).toEqual([
      { session_id: 'gone' },
      { session_id: null },
    ]);
    expect(window.localStorage.getItem('chatSession')).toBe('session-1');
  });

  it('Enter sends, Shift+Enter starts a new line, an empty message is ignored', async () => {
    const platform = openChat({ 'POST /api/chat/response/': reply({}) });
    await screen.findByText(GREETING);
    const user = userEvent.setup();

    await user.type(messageBox(), '   {Enter}');
    expect(platform.requests.filter((request) => request.path === '/api/chat/response/')).toHaveLength(0);

    await user.clear(messageBox());
    await user.type(messageBox(), 'A bakery site{Shift>}{Enter}{/Shift}with ordering{Enter}');
    expect(await screen.findByText('What is the main goal of the project?')).toBeInTheDocument();
    expect(platform.requests.find((request) => request.path === '/api/chat/response/')?.body).toEqual({
      session_id: 'session-1',
      project_id: 'p1',
      user_response: 'A bakery site\nwith ordering',
    });
    expect(screen.getByText(/A bakery site\s+with ordering/)).toBeInTheDocument();
    expect(messageBox()).toHaveValue('');
  });

  it('when the reply names the project: the top bar name follows and "New Project Created - {name}" shows', async () => {
    const platform = openChat({
      'POST /api/chat/response/': reply({
        status: 'Project name and type updated',
        project_name: 'Logo for Bakery',
        message: 'Great, a design project. Let\'s call it "Logo for Bakery".',
      }),
    });
    await screen.findByText(GREETING);
    await userEvent.type(messageBox(), 'I need a logo for my bakery{Enter}');

    expect(
      await screen.findByText('Great, a design project. Let\'s call it "Logo for Bakery".'),
    ).toBeInTheDocument();
    expect(getCurrentProject()).toEqual({ id: 'p1', name: 'Logo for Bakery' });
    expect(platform.toasts).toEqual([
      {
        message: 'New Project Created - Logo for Bakery',
        options: { position: 'bottom-right', type: 'success' },
      },
    ]);
    expect(screen.getByText('Logo for Bakery · Last updated 2 Mar 2026')).toBeInTheDocument();
  });

  it('announces a new project once, then says "Project renamed - {name}" when the name changes', async () => {
    const names = ['Logo for Bakery', 'Logo for Bakery', 'Crumbs Bakery'];
    let sent = 0;
    const platform = openChat({
      'POST /api/chat/response/': () =>
        reply({ status: 'Project name and type updated', project_name: names[sent++] ?? 'Crumbs Bakery' }),
    });
    await screen.findByText(GREETING);
    for (const [index, text] of ['I need a logo', 'make it design only', 'call it Crumbs'].entries()) {
      await userEvent.type(messageBox(), `${text}{Enter}`);
      await waitFor(() =>
        expect(screen.getAllByText('What is the main goal of the project?')).toHaveLength(index + 1),
      );
    }
    await waitFor(() =>
      expect(platform.toasts.map((toast) => toast.message)).toEqual([
        'New Project Created - Logo for Bakery',
        'Project renamed - Crumbs Bakery',
      ]),
    );
  });

  it('when the project is set up, it becomes active and the workspace opens 6 seconds later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openChat({
      'POST /api/chat/response/': reply({
        status: 'complete',
        project_name: 'Logo for Bakery',
        message: 'Taking you to your project workspace...',
        redirect_url: '/project/workspace/p1/logo-for-bakery',
      }),
    });
    await screen.findByText(GREETING);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(messageBox(), 'features: menu{Enter}');

    expect(await screen.findByText('Taking you to your project workspace...')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('activeProject') ?? 'null')).toEqual({
      id: 'p1',
      name: 'Logo for Bakery',
    });
    act(() => vi.advanceTimersByTime(5900));
    expect(currentPath()).toBe('/project/create-project');
    act(() => vi.advanceTimersByTime(100));
    expect(currentPath()).toBe('/project/workspace/p1/logo-for-bakery');
  });

  it('offers the quick replies of the last answer as buttons; pressing one sends it', async () => {
    const SUMMARY = 'Here is what I have: "Crumbs", a design project. Create it, or change something?';
    const platform = openChat({
      'POST /api/chat/response/': (request) =>
        (request.body as { user_response: string }).user_response === 'Create it'
          ? reply({
              message: 'Taking you to your project workspace...',
              status: 'complete',
              redirect_url: '/x',
            })
          : reply({ message: SUMMARY, quick_replies: ['Create it', 'Change something'] }),
    });
    await screen.findByText(GREETING);
    expect(screen.queryByRole('group', { name: 'Suggested replies' })).not.toBeInTheDocument();
    await userEvent.type(messageBox(), "that's all{Enter}");
    await screen.findByText(SUMMARY);
    const replies = screen.getByRole('group', { name: 'Suggested replies' });
    expect(Array.from(replies.querySelectorAll('button')).map((button) => button.textContent)).toEqual([
      'Create it',
      'Change something',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Create it' }));
    expect(await screen.findByText('Taking you to your project workspace...')).toBeInTheDocument();
    expect(platform.requests.at(-1)?.body).toEqual({
      session_id: 'session-1',
      project_id: 'p1',
      user_response: 'Create it',
    });
    expect(screen.queryByRole('group', { name: 'Suggested replies' })).not.toBeInTheDocument();
  });

  it('offers the quick replies of the start answer: what the visitor described before signing in', async () => {
    const OFFER =
      "Hi Ada! I'm your personal assistant. Before you signed in, you told me: “We need 500 flyers.” Shall I set up your project from that, or is this one about something else?";
    const platform = openChat({
      'POST /api/chat-start/': {
        status: 201,
        body: started({
          messages: [{ type: 'system', text: OFFER, created_at: '2026-03-02T10:00:00Z' }],
          quick_replies: ['Yes, start from that', 'Another project'],
        }),
      },
      'POST /api/chat/response/': reply({ message: 'Who is it for?' }),
    });
    await screen.findByText(OFFER);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, start from that' }));
    expect(await screen.findByText('Who is it for?')).toBeInTheDocument();
    expect(platform.requests.at(-1)?.body).toMatchObject({ user_response: 'Yes, start from that' });
    expect(screen.queryByRole('group', { name: 'Suggested replies' })).not.toBeInTheDocument();
  });

  it('a failed send shows "Failed to send message. Please try again." and keeps the text', async () => {
    const platform = openChat({ 'POST /api/chat/response/': { status: 500, body: {} } });
    await screen.findByText(GREETING);
    await userEvent.type(messageBox(), 'Hello there{Enter}');

    await waitFor(() =>
      expect(platform.toasts).toEqual([
        {
          message: 'Failed to send message. Please try again.',
          options: { position: 'bottom-right', type: 'error' },
        },
      ]),
    );
    expect(messageBox()).toHaveValue('Hello there');
    expect(screen.queryByText('Hello there', { selector: 'p' })).not.toBeInTheDocument();
  });

  it("on a plan that allows no other project, says so with a link to change plan instead of 'Try again'", async () => {
    const message = 'Your Free Starter plan allows 1 project. Upgrade your plan to create another project.';
    openChat({ 'POST /api/chat-start/': { status: 402, body: { message } } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Change Plan' })).toHaveAttribute('href', '/billing/plans');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('asks someone who only joined projects for their business profile first, with a link to it', async () => {
    const message =
      'Tell us about your business before you start a project of your own: its name and address go on your contracts and invoices.';
    openChat({ 'POST /api/chat-start/': { status: 409, body: { message } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Set up your business profile' })).toHaveAttribute(
      'href',
      '/create-profile?next=new-project',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('the mic and call icons are coming soon', async () => {
    const platform = openChat({});
    await screen.findByText(GREETING);
    await userEvent.click(screen.getByRole('button', { name: 'Voice message' }));
    await userEvent.click(screen.getByRole('button', { name: 'Call' }));
    expect(platform.comingSoonCalls).toBe(2);
  });

  it('logs a failed start and offers to try again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    openChat({
      'POST /api/chat-start/': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: {} } : { status: 201, body: started() };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(GREETING)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Could not start the project chat', expect.any(Error));
    logged.mockRestore();
  });
});
