import { currentPath, currentState, renderPage } from '@platform/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import LiveChatPage from './live-chat-page';

const script = {
  'GET /api/welcome/': { body: { message: 'Hi! Tell me about your project.', chat_history: [] } },
  'POST /api/reply/': { body: { message: 'Tell me what happened.', suggest_signin: false } },
};

describe('LiveChatPage', () => {
  it('greets with the three options and a text box', async () => {
    renderPage(<LiveChatPage />, { path: '/live-chat', script });
    const log = await screen.findByRole('log', { name: 'Live chat with the assistant' });
    expect(
      within(log).getByText('Hi there! How can we help you today? Choose an option or type your message.'),
    ).toBeInTheDocument();
    for (const option of ['Technical Issues', 'Subscription Issues', 'None of the above']) {
      expect(within(log).getByRole('button', { name: option })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Type your message')).toBeInTheDocument();
  });

  it('sends an option as the visitor’s message and shows the answer', async () => {
    const { platform } = renderPage(<LiveChatPage />, { path: '/live-chat', script });
    await userEvent.click(await screen.findByRole('button', { name: 'Technical Issues' }));
    expect(await screen.findByText('Tell me what happened.')).toBeInTheDocument();
    expect(platform.requests.find((request) => request.path === '/api/reply/')).toMatchObject({
      authorization: 'form-token',
      body: { message: 'Technical Issues' },
    });
  });

  it('sends typed messages with the Send button', async () => {
    renderPage(<LiveChatPage />, { path: '/live-chat', script });
    await userEvent.type(await screen.findByLabelText('Type your message'), 'My invoice is wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const log = screen.getByRole('log');
    expect(within(log).getByText('My invoice is wrong')).toBeInTheDocument();
    expect(await within(log).findByText('Tell me what happened.')).toBeInTheDocument();
  });

  it("offers Login and a Let's Talk request with the problem filled in when the answer drafted one", async () => {
    renderPage(<LiveChatPage />, {
      path: '/live-chat',
      script: {
        ...script,
        'POST /api/reply/': {
          body: {
            message: 'Sorry about that.',
            suggest_signin: true,
            support_request: {
              message_type: 'Other',
              project_desc: 'Reported in the site chat: my plan is wrong',
            },
          },
        },
      },
    });
    await userEvent.type(await screen.findByLabelText('Type your message'), 'my plan is wrong{Enter}');
    const log = screen.getByRole('log');
    expect(await within(log).findByText('Sorry about that.')).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await userEvent.click(within(log).getByRole('link', { name: 'Send to support' }));
    expect(currentPath()).toBe('/lets-talk');
    expect(currentState()).toEqual({
      messageType: 'Other',
      projectDesc: 'Reported in the site chat: my plan is wrong',
    });
  });

  it('hands the chat to a person: a visitor gives a name and e-mail, and reads how the answer comes', async () => {
    const sent = 'Thanks. A person from our team will answer you by e-mail, usually within one working day.';
    let tries = 0;
    const { platform } = renderPage(<LiveChatPage />, {
      path: '/live-chat',
      script: {
        ...script,
        'POST /api/talk-to-person/': () =>
          ++tries === 1
            ? {
                status: 422,
                body: {
                  message: 'Please enter your full name.',
                  errors: { full_name: 'Please enter your full name.' },
                },
              }
            : { status: 201, body: { message: sent } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Talk to a person' }));
    const form = await screen.findByRole('form', { name: 'Talk to a person' });
    await userEvent.type(within(form).getByLabelText('Email Address'), 'dayo@example.com');
    await userEvent.type(within(form).getByLabelText('What do you need help with?'), 'A person, please.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send to our team' }));
    expect(await within(form).findByText('Please enter your full name.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Full Name'), 'Dayo Bello');
    await userEvent.click(within(form).getByRole('button', { name: 'Send to our team' }));
    expect(await screen.findByRole('status')).toHaveTextContent(sent);
    expect(
      platform.requests.filter((request) => request.path === '/api/talk-to-person/').at(-1),
    ).toMatchObject({
      authorization: 'form-token',
      body: { full_name: 'Dayo Bello', email: 'dayo@example.com', message: 'A person, please.' },
    });
  });
});
