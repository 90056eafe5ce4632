import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store';

describe('createStore', () => {
  it('merges a part or what a function returns into the state, and tells its listeners', () => {
    const store = createStore({ count: 0, name: 'a' });
    const listener = vi.fn();
    store.subscribe(listener);
    store.setState({ count: 1 });
    store.setState((state) => ({ name: `${state.name}b` }));
    expect(store.getState()).toEqual({ count: 1, name: 'ab' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('changes nothing when a function returns the state itself, and stops telling a listener that left', () => {
    const store = createStore({ count: 0 });
    const listener = vi.fn();
    const leave = store.subscribe(listener);
    store.setState((state) => state);
    expect(listener).not.toHaveBeenCalled();
    leave();
    store.setState({ count: 2 });
    expect(listener).not.toHaveBeenCalled();
  });

  it('re-renders a component that reads it when its part changes', () => {
    const store = createStore({ count: 0 });
    function Count() {
      return <p>count {store((state) => state.count)}</p>;
    }
    render(<Count />);
    act(() => store.setState({ count: 3 }));
    expect(screen.getByText('count 3')).toBeInTheDocument();
  });

  it('hydrates a page with the initial state, as it was prerendered, then shows the current one', async () => {
    const store = createStore({ token: null as string | null });
    function Token() {
      return <p>{store((state) => state.token) ?? 'signed out'}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Token />);
    document.body.append(container);
    store.setState({ token: 'abc' });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <Token />, { onRecoverableError: (error) => console.error(error) });
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.textContent).toBe('abc');
    container.remove();
  });
});
