import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToastsOfLeftPage,
  MAX_TOASTS_SHOWN,
  showToast,
  TOAST_DURATION_MS,
  useToastStore,
} from './toasts';
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

  it('drops what the left page showed when asked (the shell does it on every navigation), sparing a fresh one', () => {
    render(<Toaster />);
    act(() => {
      showToast('Saved', { type: 'success' });
      vi.advanceTimersByTime(1000);
      showToast('Something failed', { type: 'error' });
      dismissToastsOfLeftPage(1000);
    });
    // Shown with the navigation (a redirect reporting a failure): it stays.
    expect(screen.getByText('Something failed')).toBeInTheDocument();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
      dismissToastsOfLeftPage(1000);
    });
    expect(screen.queryByText('Something failed')).not.toBeInTheDocument();
  });

  it('shows at most two toasts, newest first', () => {
    render(<Toaster />);
    act(() => {
      showToast('First');
      showToast('Second');
      showToast('Third');
    });
    const shown = within(screen.getByTestId('toasts-top-right')).getAllByRole('status');
    expect(MAX_TOASTS_SHOWN).toBe(2);
    expect(shown.map((toast) => toast.textContent)).toEqual(['Third×', 'Second×']);
  });

  it('moves to the other end of the screen when it would cover the focused field, until its toasts are gone', () => {
    const rect = (top: number, height: number) => DOMRect.fromRect({ x: 900, y: top, width: 360, height });
    render(
      <>
        <input aria-label="Message" />
        <Toaster />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Message' });
    vi.spyOn(input, 'getBoundingClientRect').mockReturnValue(rect(700, 40));
    const corner = screen.getByTestId('toasts-bottom-right');
    vi.spyOn(corner, 'getBoundingClientRect').mockReturnValue(rect(680, 60));

    act(() => showToast('All fields are required.', { type: 'error', position: 'bottom-right' }));
    expect(corner).not.toHaveAttribute('data-moved');
    act(() => input.focus());
    expect(corner).toHaveAttribute('data-moved', 'true');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(corner).not.toHaveAttribute('data-moved');
  });

  it("moves clear of an open dialog's buttons as soon as a toast would cover them", () => {
    const rect = (top: number, height: number) => DOMRect.fromRect({ x: 0, y: top, width: 375, height });
    render(
      <>
        <div role="dialog" aria-label="Schedule Meeting">
          <button type="button">Cancel</button>
        </div>
        <Toaster />
      </>,
    );
    vi.spyOn(screen.getByRole('button', { name: 'Cancel' }), 'getBoundingClientRect').mockReturnValue(
      rect(600, 44),
    );
    const corner = screen.getByTestId('toasts-bottom-right');
    vi.spyOn(corner, 'getBoundingClientRect').mockReturnValue(rect(590, 60));

    act(() => showToast('Meeting scheduled', { type: 'success', position: 'bottom-right' }));
    expect(corner).toHaveAttribute('data-moved', 'true');
  });
});
