import { providePlatform } from '@platform/shared-ui';
import { createTestPlatform, type FetchScript, type TestPlatform } from '@platform/shared-ui/testing';
import { getByLabelText, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows where the app navigated to, with its state, so tests can read it like a user's address bar. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

export interface RenderPageOptions {
  script?: FetchScript;
  token?: string | null;
  /** Where the page is mounted, and the state it was opened with. */
  path?: string;
  state?: unknown;
}

/** The public forms fetch this once per session before their first call. */
export const FORM_TOKEN_SCRIPT: FetchScript = {
  'GET /api/get-form-token': { body: { formToken: 'form-token' } },
};

/** Renders a page at `path` inside a router, on a test platform answering from `script` (and the form token). */
export function renderPage(
  page: ReactElement,
  { script = {}, token = null, path = '/', state }: RenderPageOptions = {},
) {
  const platform: TestPlatform = createTestPlatform({ script: { ...FORM_TOKEN_SCRIPT, ...script }, token });
  providePlatform(platform);
  const view = render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  return { platform, view };
}

/** The path the app is at now. */
export const currentPath = () => screen.getByTestId('location').textContent;
export const currentState = (): unknown => JSON.parse(screen.getByTestId('location').dataset.state ?? 'null');

/** The messages of the toasts shown so far. */
export const toastMessages = (platform: TestPlatform) => platform.toasts.map((toast) => toast.message);

/** The hidden honeypot input of a form; only bots fill it. */
export function honeypot(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[name="honeyPot"]');
  if (!input) throw new Error('The form has no honeypot field.');
  return input;
}

/** Holds the platform's POSTs to `path` until `release()`, so a test can see the busy state. */
export function holdPosts(platform: TestPlatform, path: string): { release: () => void } {
  const post = platform.api.post.bind(platform.api);
  const request = platform.api.request.bind(platform.api);
  const held: (() => void)[] = [];
  const hold = <T,>(send: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => held.push(() => send().then(resolve, reject)));
  platform.api.post = <T,>(...args: Parameters<typeof post>) =>
    args[0] === path ? hold(() => post<T>(...args)) : post<T>(...args);
  // Typed calls (`useTypedApi`) go through `request`.
  platform.api.request = <T,>(...args: Parameters<typeof request>) =>
    args[0] === path && args[1]?.method === 'POST' ? hold(() => request<T>(...args)) : request<T>(...args);
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
