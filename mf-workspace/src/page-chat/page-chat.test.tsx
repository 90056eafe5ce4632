import { renderPage } from '@platform/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageChat } from './page-chat';

describe('PageChat', () => {
  it("loads the page's conversation and does not send empty messages", async () => {
    const { platform } = renderPage(<PageChat projectId="p1" pageName="tasks" onChange={vi.fn()} />, {
      script: {
        'POST /api/handle-load-conversation/': {
          body: { conversation: [{ role: 'assistant', content: 'Hello again.' }] },
        },
      },
      token: 'token-1',
    });
    expect(await screen.findByText('Hello again.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Message the assistant'), '   {Enter}');
    expect(platform.requests.some((r) => r.path === '/api/ai-page-conversation/')).toBe(false);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it("says 'Failed to load conversation.' and 'Failed to send message.'", async () => {
    renderPage(<PageChat projectId="p1" pageName="tasks" onChange={vi.fn()} />, {
      script: {
        'POST /api/handle-load-conversation/': { status: 500, body: {} },
        'POST /api/ai-page-conversation/': { status: 500, body: {} },
      },
      token: 'token-1',
    });
    expect(await screen.findByText('Failed to load conversation.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Message the assistant'), 'What is blocked?{Enter}');
    expect(await screen.findByText('Failed to send message.')).toBeInTheDocument();
  });

  it('tells the page when a reply changed its data', async () => {
    const onChange = vi.fn();
    renderPage(<PageChat projectId="p1" pageName="project-features" onChange={onChange} />, {
      script: {
        'POST /api/handle-load-conversation/': { body: { conversation: [] } },
        'POST /api/ai-page-conversation/': {
          body: {
            response: 'Added.',
            updated_section_name: 'features',
            new_content: 'Order tracking',
            choices: [],
            error: null,
          },
        },
      },
      token: 'token-1',
    });
    await userEvent.type(
      await screen.findByLabelText('Message the assistant'),
      'add a feature: x — y{Enter}',
    );
    expect(await screen.findByText('Added.')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('offers the choices of a question back as quick replies, each sending its message', async () => {
    const { platform } = renderPage(<PageChat projectId="p1" pageName="tasks" onChange={vi.fn()} />, {
      script: {
        'POST /api/handle-load-conversation/': { body: { conversation: [] } },
        'POST /api/ai-page-conversation/': {
          body: {
            response: 'Which task do you mean: “Design the logo” or “Print the logo stickers”?',
            updated_section_name: null,
            new_content: null,
            choices: [
              { label: 'Design the logo', message: 'move Design the logo to Completed' },
              { label: 'Print the logo stickers', message: 'move Print the logo stickers to Completed' },
            ],
            error: null,
          },
        },
      },
      token: 'token-1',
    });
    await userEvent.type(
      await screen.findByLabelText('Message the assistant'),
      'move the logo to done{Enter}',
    );
    const quickReplies = await screen.findByRole('group', { name: 'Quick replies' });
    await userEvent.click(within(quickReplies).getByRole('button', { name: 'Design the logo' }));
    const sent = platform.requests
      .filter((request) => request.path === '/api/ai-page-conversation/')
      .map((request) => (request.body as { user_input: string }).user_input);
    expect(sent).toEqual(['move the logo to done', 'move Design the logo to Completed']);
  });
});
