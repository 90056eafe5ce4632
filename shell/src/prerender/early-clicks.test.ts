import { describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks, replayEarlyClicks } from './early-clicks';

describe('early clicks', () => {
  it('holds a click on a prerendered button until it is hydrated, then clicks it again', () => {
    const root = document.createElement('div');
    root.innerHTML = '<section><button type="button">Start</button></section>';
    document.body.append(root);
    const button = root.querySelector('button')!;
    const clicked = vi.fn();
    button.addEventListener('click', clicked);

    holdEarlyClicks(root);
    button.click();
    expect(clicked).not.toHaveBeenCalled();

    Object.assign(button, { __reactFiber$test: {} }); // React hydrated it
    replayEarlyClicks();
    expect(clicked).toHaveBeenCalledTimes(1);

    button.click(); // no longer held
    expect(clicked).toHaveBeenCalledTimes(2);
  });

  it('holds nothing on a page that was not prerendered', () => {
    const root = document.createElement('div');
    document.body.append(root);
    holdEarlyClicks(root);
    const button = document.createElement('button');
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    root.append(button);
    button.click();
    expect(clicked).toHaveBeenCalledTimes(1);
    replayEarlyClicks();
  });
});
