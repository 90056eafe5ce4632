import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  currentPath,
  currentState,
  holdPosts,
  honeypot,
  renderPage,
  toastMessages,
  type RenderPageOptions,
} from '../test-utils';
import CustomQuotePage from './custom-quote-page';

const FORM_TOKEN = { 'GET /api/get-form-token': { body: { formToken: 'form-token' } } };

function renderQuote(options: RenderPageOptions = {}) {
  return renderPage(<CustomQuotePage />, {
    path: '/custom-quote',
    script: { ...FORM_TOKEN, ...options.script },
  });
}

async function fill(values: { name?: string; email?: string; company?: string; description?: string }) {
  const user = userEvent.setup();
  if (values.name) await user.type(screen.getByLabelText('Full Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email Address'), values.email);
  if (values.company) await user.type(screen.getByLabelText('Organisation/Company'), values.company);
  if (values.description) await user.type(screen.getByLabelText('Project Description'), values.description);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

const complete = {
  name: 'Chidi Obi',
  email: 'Chidi@Example.com',
  company: 'Obi Foods',
  description: 'A store',
};

describe('CustomQuotePage', () => {
  it('refuses a filled honeypot with "Bad Request." and sends nothing', async () => {
    const { platform, view } = renderQuote();
    fireEvent.change(honeypot(view.container), { target: { value: 'bot' } });
    await fill(complete);
    expect(toastMessages(platform)).toEqual(['Bad Request.']);
    expect(platform.requests).toEqual([]);
  });

  it('says "All fields are required." and "Please enter a valid email address."', async () => {
    const { platform } = renderQuote();
    await fill({ ...complete, company: '  ' });
    await userEvent.clear(screen.getByLabelText('Email Address'));
    await fill({ email: 'chidi.example.com', company: 'Obi' });
    expect(toastMessages(platform)).toEqual([
      'All fields are required.',
      'Please enter a valid email address.',
    ]);
    expect(platform.requests).toEqual([]);
  });

  it('shows "Sending...", greets the sender, clears and shows their requests', async () => {
    const { platform } = renderQuote({
      script: { 'POST /api/custom-quote/': { body: { message: 'Quote submitted successfully' } } },
    });
    const held = holdPosts(platform, '/api/custom-quote/');
    await fill(complete);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    held.release();
    await waitFor(() => expect(currentPath()).toBe('/requests'));
    expect(currentState()).toEqual({ email: 'Chidi@Example.com' });
    expect(platform.toasts).toEqual([
      {
        message: 'Hi! Chidi Obi, your quote has been submitted successfully.',
        options: { position: 'bottom-right', type: 'success' },
      },
    ]);
    expect(platform.requests.find((request) => request.path === '/api/custom-quote/')?.body).toEqual({
      fullname: 'Chidi Obi',
      email: 'Chidi@Example.com',
      company: 'Obi Foods',
      projectDesc: 'A store',
      honeyPot: '',
    });
  });

  it('says "Failed to send Quote. Please check your internet connection." when the call cannot reach us', async () => {
    const { platform } = renderQuote({
      script: { 'POST /api/custom-quote/': new TypeError('Failed to fetch') },
    });
    await fill(complete);
    await waitFor(() =>
      expect(toastMessages(platform)).toEqual([
        'Failed to send Quote. Please check your internet connection.',
      ]),
    );
    expect(currentPath()).toBe('/custom-quote');
  });

  it("shows the server's message", async () => {
    const { platform } = renderQuote({
      script: { 'POST /api/custom-quote/': { status: 422, body: { message: 'company is too long.' } } },
    });
    await fill(complete);
    await waitFor(() => expect(toastMessages(platform)).toEqual(['company is too long.']));
  });
});
