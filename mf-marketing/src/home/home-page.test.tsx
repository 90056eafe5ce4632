import { holdPosts, renderPage, toastMessages } from '@platform/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HomePage from './home-page';

const GREETING = { body: { message: 'Hi! Tell me about your project.', chat_history: [] } };

/** An IntersectionObserver the test drives: `show(ratio)` reports the observed element at that share. */
function fakeIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; disconnected: boolean };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    show(ratio: number) {
      for (const observer of observers.filter((entry) => !entry.disconnected)) {
        const entry = { isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry;
        act(() => observer.callback([entry], {} as IntersectionObserver));
      }
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('shows the hero with the beta badge, links to pricing and quotes, and work samples', () => {
    renderPage(<HomePage />, { script: { 'GET /api/welcome/': GREETING } });
    expect(screen.getByText('Beta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Get a Custom Quote' })).toHaveAttribute('href', '/custom-quote');
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Work samples' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Plans in naira, from free' })).toBeInTheDocument();
  });

  it('opens the service-request modal from "Let\'s Build Something Together"', async () => {
    const { platform } = renderPage(<HomePage />, {
      script: { 'GET /api/welcome/': GREETING },
    });
    await userEvent.click(screen.getByRole('button', { name: "Let's Build Something Together" }));
    expect(await screen.findByRole('dialog', { name: 'Request a Service' })).toBeInTheDocument();
    expect(platform.comingSoonCalls).toBe(0);
  });

  it('loads the chat once, when a quarter of its section is visible, and greets a new visitor', async () => {
    const observer = fakeIntersectionObserver();
    const { platform, container } = renderPage(<HomePage />, {
      script: { 'GET /api/welcome/': GREETING },
    });
    expect(await screen.findByText('Loading chat...')).toBeInTheDocument();
    expect(container.querySelector('section#create_project')).not.toBeNull();
    observer.show(0.1);
    expect(platform.requests.filter((request) => request.path === '/api/welcome/')).toHaveLength(0);
    observer.show(0.25);
    expect(await screen.findByText('Hi! Tell me about your project.')).toBeInTheDocument();
    observer.show(1);
    const welcomes = platform.requests.filter((request) => request.path === '/api/welcome/');
    expect(welcomes).toHaveLength(1);
    expect(welcomes[0]?.authorization).toBe('form-token');
  });

  it('restores the chat when the welcome says "existing chat"', async () => {
    renderPage(<HomePage />, {
      script: {
        'GET /api/welcome/': {
          body: {
            message: 'existing chat',
            chat_history: [
              { role: 'user', content: 'Do you design logos?' },
              { role: 'assistant', content: 'Our Design service: brand, product and UI/UX design.' },
            ],
          },
        },
      },
    });
    const log = await screen.findByRole('log', { name: 'Chat with the assistant' });
    expect(within(log).getByText('Do you design logos?')).toBeInTheDocument();
    expect(within(log).getByText('Our Design service: brand, product and UI/UX design.')).toBeInTheDocument();
    expect(within(log).queryByText('existing chat')).not.toBeInTheDocument();
  });

  it('sends with Enter, shows "Loading chat..." while waiting, and a Login button under a reply with suggest_signin', async () => {
    const { platform } = renderPage(<HomePage />, {
      script: {
        'GET /api/welcome/': GREETING,
        'POST /api/reply/': { body: { message: 'Log in to start your project.', suggest_signin: true } },
      },
    });
    const box = await screen.findByLabelText('Type your message');
    const user = userEvent.setup();
    await user.type(box, '   {Enter}');
    expect(platform.requests.filter((request) => request.path === '/api/reply/')).toHaveLength(0);

    await user.type(box, 'I want to build an app{Enter}');
    const log = screen.getByRole('log');
    expect(within(log).getByText('I want to build an app')).toBeInTheDocument();
    expect(await within(log).findByText('Log in to start your project.')).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(box).toHaveValue('');
    expect(platform.requests.find((request) => request.path === '/api/reply/')?.body).toEqual({
      message: 'I want to build an app',
    });
  });

  it('shows "Loading chat..." while the answer is on its way, and no Login button without suggest_signin', async () => {
    const { platform } = renderPage(<HomePage />, {
      script: {
        'GET /api/welcome/': GREETING,
        'POST /api/reply/': { body: { message: 'We offer six services.', suggest_signin: false } },
      },
    });
    const held = holdPosts(platform, '/api/reply/');
    await userEvent.type(await screen.findByLabelText('Type your message'), 'What do you do?{Enter}');
    expect(screen.getByText('Loading chat...')).toBeInTheDocument();
    held.release();
    expect(await screen.findByText('We offer six services.')).toBeInTheDocument();
    expect(screen.queryByText('Loading chat...')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('says "Failed to send message. Please try again." and gives the text back when a message cannot be sent', async () => {
    const { platform } = renderPage(<HomePage />, {
      script: {
        'GET /api/welcome/': GREETING,
        'POST /api/reply/': { status: 503, body: { message: 'The assistant is not available right now.' } },
      },
    });
    const box = await screen.findByLabelText('Type your message');
    await userEvent.type(box, 'Hello{Enter}');
    await vi.waitFor(() =>
      expect(toastMessages(platform)).toEqual(['Failed to send message. Please try again.']),
    );
    expect(box).toHaveValue('Hello');
    expect(within(screen.getByRole('log')).queryByText('Hello')).not.toBeInTheDocument();
  });

  it('shows the error text when the chat cannot be loaded, and tries again', async () => {
    let calls = 0;
    renderPage(<HomePage />, {
      script: {
        'GET /api/welcome/': () =>
          ++calls === 1 ? { status: 503, body: { message: 'Chat is down for maintenance' } } : GREETING,
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Chat is down for maintenance');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hi! Tell me about your project.')).toBeInTheDocument();
  });

  it('chats with the bearer token once signed in, so the chat is the account’s', async () => {
    const { platform } = renderPage(<HomePage />, {
      token: 'user-token',
      script: { 'GET /api/welcome/': GREETING },
    });
    await screen.findByText('Hi! Tell me about your project.');
    expect(platform.requests.find((request) => request.path === '/api/welcome/')?.authorization).toBe(
      'Bearer user-token',
    );
  });
});
