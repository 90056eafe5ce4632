import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openComingSoon } from './coming-soon';
import { ComingSoonModal } from './coming-soon-modal';

describe('ComingSoonModal', () => {
  it('is hidden until an unfinished item opens it', () => {
    render(<ComingSoonModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the exact notice: texts, 300px wide, 20px padding, 10px corners over a 50% black backdrop', async () => {
    render(<ComingSoonModal />);
    act(() => openComingSoon());

    const dialog = screen.getByRole('dialog', { name: 'Coming Soon!' });
    expect(dialog).toHaveAccessibleDescription('This feature is not available yet.');
    expect(screen.getByRole('heading', { name: 'Coming Soon!' })).toBeInTheDocument();

    const box = getComputedStyle(dialog);
    expect(box.width).toBe('300px');
    expect(box.padding).toBe('20px');
    expect(box.borderRadius).toBe('10px');

    const backdrop = screen.getByTestId('coming-soon-backdrop');
    const overlay = getComputedStyle(backdrop);
    expect(overlay.backgroundColor).toBe('rgba(0, 0, 0, 0.5)');
    expect(overlay.position).toBe('fixed');
    expect(overlay.display).toBe('flex');
    expect(overlay.alignItems).toBe('center');
    expect(overlay.justifyContent).toBe('center');

    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await userEvent.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('also closes on Escape', async () => {
    render(<ComingSoonModal />);
    act(() => openComingSoon());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
