import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIN_ACCOUNT_SCREEN_WIDTH } from '@platform/shared-ui';
import { setScreenWidth } from '@platform/shared-ui/testing';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { NarrowScreenNotice } from './narrow-screen-notice';

const MESSAGE = 'Login is only allowed on larger screen devices.';

/** The notice as the prerendered page has it, hydrated in a window `width` wide. */
async function hydratedAt(width: number) {
  setScreenWidth(width);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<NarrowScreenNotice message={MESSAGE} />);
  document.body.append(container);
  const prerendered = container.firstElementChild;
  await act(async () => {
    hydrateRoot(container, <NarrowScreenNotice message={MESSAGE} />);
  });
  return { container, prerendered };
}

describe('NarrowScreenNotice', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is in the prerendered page, which cannot know the screen, for its media query to show or hide', () => {
    expect(renderToString(<NarrowScreenNotice message={MESSAGE} />)).toContain(MESSAGE);
    const css = readFileSync(path.join(import.meta.dirname, 'narrow-screen-notice.module.css'), 'utf8');
    expect(css).toContain(`@media (min-width: ${MIN_ACCOUNT_SCREEN_WIDTH}px)`);
  });

  it('stays, the same element, once a phone has hydrated the page', async () => {
    const { prerendered } = await hydratedAt(390);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
    expect(screen.getByRole('alert')).toBe(prerendered);
  });

  it('goes once a larger screen has hydrated the page', async () => {
    await hydratedAt(1280);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
