import {
  currentPath,
  currentState,
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
import CustomQuotePage from './custom-quote-page';

function renderQuote(options: RenderPageOptions = {}) {
  return renderPage(<CustomQuotePage />, { ...options, path: '/custom-quote' });
}

const send = (values: Record<string, string | undefined>) => fillAndSubmit(values, 'Send Message');

const complete = {
  'Full Name': 'Chidi Obi',
  'Email Address': 'Chidi@Example.com',
  'Organisation/Company': 'Obi Foods',
  'Project Description': 'A store',
};

describe('CustomQuotePage', () => {
  it('refuses a filled honeypot with "Bad Request." and sends nothing', async () => {
    const { platform, container } = renderQuote();
    fireEvent.change(honeypot(container), { target: { value: 'bot' } });
    await send(complete);
    expect(toastMessages(platform)).toEqual(['Bad Request.']);
    expect(platform.requests).toEqual([]);
  });

  it('says "All fields are required." and "Please enter a valid email address."', async () => {
    const { platform } = renderQuote();
    await send({ ...complete, 'Organisation/Company': '  ' });
    await userEvent.clear(screen.getByLabelText('Email Address'));
    await send({ 'Email Address': 'chidi.example.com', 'Organisation/Company': 'Obi' });
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
    await send(complete);
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
    await send(complete);
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
    await send(complete);
    await waitFor(() => expect(toastMessages(platform)).toEqual(['company is too long.']));
  });
});
