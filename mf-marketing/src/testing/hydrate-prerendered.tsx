// Test helper: a page as the prerender step renders it, then hydrated in the document as the shell does.
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';

/** Renders `page` at `path` (with navigation `state`) to HTML, then hydrates it: the HTML and React's mismatches. */
export async function hydratePrerendered(page: ReactElement, path: string, state: unknown = null) {
  const tree = <MemoryRouter initialEntries={[{ pathname: path, state }]}>{page}</MemoryRouter>;
  const html = renderToString(tree);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) });
  });
  return { html, mismatches, remove: () => container.remove() };
}
