// The one way a component test renders a page: on a test platform, inside a router at the page's route,
// with a location probe beside it that reads like the user's address bar.
import { getByLabelText, render, screen, waitFor, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { expect } from 'vitest';
import { providePlatform } from '../platform/platform';
import { createTestPlatform, type FetchScript, type TestPlatform } from './test-platform';

/** The form token the public forms fetch once per session before their first call. */
export const FORM_TOKEN = 'form-token';
export const FORM_TOKEN_SCRIPT: FetchScript = {
  'GET /api/get-form-token': { body: { formToken: FORM_TOKEN } },
};

/**
 * Shows where the app is (path, query, navigation state); read it with `currentPath()` and friends. Hidden,
 * so that it is no part of what role and label queries find on the page.
 */
export function LocationProbe() {
  const { pathname, search, state } = useLocation();
  return (
    <div hidden data-testid="location" data-search={search} data-state={JSON.stringify(state ?? null)}>
      {pathname}
    </div>
  );
}

const probe = () => screen.getByTestId('location');
/** The path the app is at now. */
export const currentPath = () => probe().textContent;
/** The query string of where the app is now ('' or '?a=b'). */
export const currentSearch = () => probe().dataset.search ?? '';
/** The navigation state the app was sent with (null when none). */
export const currentState = (): unknown => JSON.parse(probe().dataset.state ?? 'null');
/** Waits until the app has gone to `pathname`. */
export const waitForPath = (pathname: string) => waitFor(() => expect(currentPath()).toBe(pathname));

export interface RenderPageOptions {
  /** The route pattern the page is mounted on (default `/`); every other path renders nothing. */
  path?: string;
  /** The URL it is opened at, which may carry a query (default: `path`). */
  url?: string;
  /** Navigation state it is opened with. */
  state?: unknown;
  /** Earlier entries of the history, so the page can go back. */
  history?: string[];
  /** Other pages the test visits, by route pattern. */
  routes?: Record<string, ReactElement>;
  /** The API's answers; the form token is always scripted. */
  script?: FetchScript;
  /** The signed-in user's token (default: a visitor). */
  token?: string | null;
  /** Providers an area puts around its pages (a project's context, say). */
  wrapper?: (page: ReactNode) => ReactNode;
}

export interface RenderedPage extends RenderResult {
  platform: TestPlatform;
}

/** Renders `page` on a fresh test platform, at its route, with the location probe. */
export function renderPage(
  page: ReactElement,
  {
    path = '/',
    url = path,
    state = null,
    history = [],
    routes = {},
    script = {},
    token = null,
    wrapper,
  }: RenderPageOptions = {},
): RenderedPage {
  const platform = createTestPlatform({ script: { ...FORM_TOKEN_SCRIPT, ...script }, token });
  providePlatform(platform);
  const [pathname = url, query] = url.split('?');
  const table = (
    <Routes>
      <Route path={path} element={page} />
      {Object.entries(routes).map(([pattern, element]) => (
        <Route key={pattern} path={pattern} element={element} />
      ))}
      <Route path="*" element={null} />
    </Routes>
  );
  const view = render(
    <MemoryRouter
      initialEntries={[...history, { pathname, search: query ? `?${query}` : '', state }]}
      initialIndex={history.length}
    >
      {wrapper ? wrapper(table) : table}
      <LocationProbe />
    </MemoryRouter>,
  );
  return Object.assign(view, { platform });
}

/** The messages of the toasts shown so far. */
export const toastMessages = (platform: TestPlatform) => platform.toasts.map((toast) => toast.message);

/** The hidden honeypot input of a form (`HoneypotField`); only bots fill it. */
export function honeypot(container: HTMLElement = document.body): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[name="honeyPot"]');
  if (!input) throw new Error('The form has no honeypot field.');
  return input;
}

/** Holds the platform's POSTs to `path` until `release()`, so a test can see the busy state. */
export function holdPosts(platform: TestPlatform, path: string): { release: () => void } {
  return holdCalls(platform, 'POST', path);
}

/** Holds the platform's `method` calls to `path` (typed ones too) until `release()`, to see a page wait. */
export function holdCalls(
  platform: TestPlatform,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
): { release: () => void } {
  const post = platform.api.post.bind(platform.api);
  const request = platform.api.request.bind(platform.api);
  const held: (() => void)[] = [];
  const hold = <T,>(send: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => held.push(() => send().then(resolve, reject)));
  if (method === 'POST')
    platform.api.post = <T,>(...args: Parameters<typeof post>) =>
      args[0] === path ? hold(() => post<T>(...args)) : post<T>(...args);
  platform.api.request = <T,>(...args: Parameters<typeof request>) =>
    args[0] === path && args[1]?.method === method ? hold(() => request<T>(...args)) : request<T>(...args);
  // Typed calls (`useTypedApi`, the queries) go through `fetch`.
  const typed = platform.api.fetch.bind(platform.api);
  platform.api.fetch = (...args: Parameters<typeof typed>) =>
    new URL(args[0].url).pathname === path && args[0].method === method
      ? hold(() => typed(...args))
      : typed(...args);
  return { release: () => held.splice(0).forEach((send) => send()) };
}

/** Types into the text fields and picks from the drop-downs named by their labels, skipping empty values. */
export async function fillByLabel(
  values: Record<string, string | undefined>,
  within: HTMLElement = document.body,
) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    if (!value) continue;
    const control = getByLabelText(within, label);
    if (control instanceof HTMLSelectElement) await user.selectOptions(control, value);
    else await user.type(control, value);
  }
  return user;
}

/** Fills the form as `fillByLabel` does, then presses its submit button. */
export async function fillAndSubmit(values: Record<string, string | undefined>, submitLabel: string) {
  const user = await fillByLabel(values);
  await user.click(screen.getByRole('button', { name: submitLabel }));
}
