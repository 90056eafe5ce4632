import {
  createTestPlatform,
  currentPath,
  fillAndSubmit,
  holdPosts,
  honeypot,
  renderPage,
  toastMessages,
  type RenderPageOptions,
} from '@platform/shared-ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { providePlatform } from '@platform/shared-ui/core';
import { hydratePrerendered } from '../testing/hydrate-prerendered';
import LetsTalkPage from './lets-talk-page';

function renderLetsTalk(options: RenderPageOptions = {}) {
  return renderPage(<LetsTalkPage />, { ...options, path: '/lets-talk' });
}

const send = (values: Record<string, string | undefined>) => fillAndSubmit(values, 'Send Message');

const complete = {
  'Full Name': ' Bola Ade ',
  'Email Address': 'bola@example.com',
  'Message Type': 'Project SetUp',
  'Project Description': 'An app',
};

describe('LetsTalkPage', () => {
  it('has the heading, Back, a Live Chat link and the six message types', () => {
    renderLetsTalk();
    expect(screen.getByRole('heading', { name: "Let's Talk" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '← Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Live Chat' })).toHaveAttribute('href', '/live-chat');
    expect(
      Array.from((screen.getByLabelText('Message Type') as HTMLSelectElement).options).map(
        (option) => option.text,
      ),
    ).toEqual([
      'Select a message type',
      'General Enquiry',
      'Project SetUp',
      'Request Follow Up',
      'Custom Request',
      'Schedule A Call',
      'Other',
    ]);
  });

  it('refuses a filled honeypot with "Bad Request." and sends nothing', async () => {
    const { platform, container } = renderLetsTalk();
    fireEvent.change(honeypot(container), { target: { value: 'bot' } });
    await send(complete);
    expect(toastMessages(platform)).toEqual(['Bad Request.']);
    expect(platform.requests).toEqual([]);
  });

  it('says "All fields are required." and "Please enter a valid email address."', async () => {
    const { platform } = renderLetsTalk();
    await send({ ...complete, 'Message Type': undefined });
    await userEvent.selectOptions(screen.getByLabelText('Message Type'), 'Other');
    await userEvent.clear(screen.getByLabelText('Email Address'));
    await send({ 'Email Address': 'bola@' });
    expect(toastMessages(platform)).toEqual([
      'All fields are required.',
      'Please enter a valid email address.',
    ]);
    expect(platform.toasts.every((toast) => toast.options.position === 'bottom-right')).toBe(true);
    expect(platform.requests).toEqual([]);
  });

  it("marks the fields a rule is about, with focus on the first, and the server's field errors", async () => {
    const { platform } = renderLetsTalk({
      script: {
        'POST /api/lets-talk/': {
          status: 422,
          body: {
            message: 'Please choose a message type.',
            errors: { messageType: 'Please choose a message type.' },
          },
        },
      },
    });
    await send({ ...complete, 'Full Name': '   ', 'Message Type': undefined });
    const name = screen.getByLabelText('Full Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('All fields are required.');
    expect(screen.getByLabelText('Message Type')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email Address')).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveFocus();

    await userEvent.type(name, 'Bola');
    expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.selectOptions(screen.getByLabelText('Message Type'), 'Other');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const type = screen.getByLabelText('Message Type');
    await waitFor(() => expect(type).toHaveAccessibleDescription('Please choose a message type.'));
    expect(type).toHaveFocus();
    expect(toastMessages(platform).at(-1)).toBe('Please choose a message type.');
  });

  it('shows "Sending...", then greets the sender by name and goes to the home page', async () => {
    const { platform } = renderLetsTalk({
      script: { 'POST /api/lets-talk/': { body: { message: "Let's Talk Request submitted successfully" } } },
    });
    const held = holdPosts(platform, '/api/lets-talk/');
    await send(complete);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    held.release();
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(platform.toasts).toEqual([
      {
        message: 'Hi! Bola Ade, One of our representatives will contact you shortly.',
        options: { position: 'bottom-right', type: 'success' },
      },
    ]);
    expect(platform.requests.find((request) => request.path === '/api/lets-talk/')).toMatchObject({
      authorization: 'form-token',
      body: {
        fullname: 'Bola Ade',
        email: 'bola@example.com',
        messageType: 'Project SetUp',
        projectDesc: 'An app',
        honeyPot: '',
      },
    });
  });

  it('says "Failed to send. Please check your internet connection." when the call cannot reach us', async () => {
    const { platform } = renderLetsTalk({
      script: { 'POST /api/lets-talk/': new TypeError('Failed to fetch') },
    });
    await send(complete);
    await waitFor(() =>
      expect(toastMessages(platform)).toEqual(['Failed to send. Please check your internet connection.']),
    );
    expect(currentPath()).toBe('/lets-talk');
    expect(screen.getByLabelText('Full Name')).toHaveValue(' Bola Ade ');
  });

  it('shows the server\'s message, or "An error occurred" without one', async () => {
    let calls = 0;
    const { platform } = renderLetsTalk({
      script: {
        'POST /api/lets-talk/': () =>
          ++calls === 1
            ? { status: 422, body: { message: 'Please choose a message type.' } }
            : { status: 500 },
      },
    });
    await send(complete);
    await screen.findByRole('button', { name: 'Send Message' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(toastMessages(platform)).toEqual(['Please choose a message type.', 'An error occurred']),
    );
  });

  it('takes an e-mail and message type from navigation state', () => {
    renderLetsTalk({ state: { email: 'ada@example.com', messageType: 'Schedule A Call' } });
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Message Type')).toHaveValue('Schedule A Call');
  });

  it('is prerendered empty, and a reload that kept the navigation state shows it once hydrated', async () => {
    providePlatform(createTestPlatform());
    const state = { email: 'ada@example.com', messageType: 'Schedule A Call' };
    const { html, mismatches, remove } = await hydratePrerendered(<LetsTalkPage />, '/lets-talk', state);
    expect(html).not.toContain('ada@example.com');
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Message Type')).toHaveValue('Schedule A Call');
    expect(mismatches).toEqual([]);
    remove();
  });

  it('takes the support request the site chat drafted', () => {
    renderLetsTalk({
      state: { messageType: 'Other', projectDesc: 'Reported in the site chat: my plan is wrong' },
    });
    expect(screen.getByLabelText('Message Type')).toHaveValue('Other');
    expect(screen.getByLabelText('Project Description')).toHaveValue(
      'Reported in the site chat: my plan is wrong',
    );
  });
});
