import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissErrorToasts, showToast, TOAST_DURATION_MS, useToastStore } from './toasts';
import { Toaster } from './toaster';

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('shows toasts top-right by default and bottom-right for forms, and closes them after 5000 ms', () => {
    render(<Toaster />);
    act(() => {
      showToast('Saved', { type: 'success' });
      showToast('All fields are required.', { type: 'error', position: 'bottom-right' });
    });

    expect(within(screen.getByTestId('toasts-top-right')).getByRole('status')).toHaveTextContent('Saved');
    expect(within(screen.getByTestId('toasts-bottom-right')).getByRole('alert')).toHaveTextContent(
      'All fields are required.',
    );

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.queryByText('All fields are required.')).not.toBeInTheDocument();
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('can be dismissed at once', () => {
    render(<Toaster />);
    act(() => showToast('Hello'));
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });

  it('clears the errors when a success follows, and shows the same toast only once', () => {
    render(<Toaster />);
    act(() => {
      showToast('Please enter a valid email address.', { type: 'error', position: 'bottom-right' });
      showToast('Please enter a valid email address.', { type: 'error', position: 'bottom-right' });
    });
    expect(screen.getAllByText('Please enter a valid email address.')).toHaveLength(1);
    act(() => showToast('Message sent', { type: 'success', position: 'bottom-right' }));
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
    expect(screen.getByText('Message sent')).toBeInTheDocument();
  });

  it('drops only the errors when asked (the shell does it on every navigation), sparing a fresh one', () => {
    render(<Toaster />);
    act(() => {
      showToast('Saved', { type: 'success' });
      showToast('Something failed', { type: 'error' });
      dismissErrorToasts(1000);
    });
    // Shown with the navigation (a redirect reporting a failure): it stays.
    expect(screen.getByText('Something failed')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
      dismissErrorToasts(1000);
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.queryByText('Something failed')).not.toBeInTheDocument();
  });
});
