import { providePlatform } from '@platform/shared-ui';
import { createTestPlatform, type FetchScript, type TestPlatform } from '@platform/shared-ui/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Stands for every other page: shows where the page navigated to, and with which state. */
function Destination() {
  const location = useLocation();
  return (
    <p>
      Arrived at {location.pathname}
      {location.state ? ` with ${JSON.stringify(location.state)}` : ''}
    </p>
  );
}

export interface RenderPageOptions {
  /** The route pattern of the page. */
  path: string;
  /** The URL it is opened at (default: `path`). */
  url?: string;
  /** Navigation state it is opened with. */
  state?: unknown;
  script?: FetchScript;
  token?: string | null;
}

/** Renders one page in a router on a test platform, with every other path leading to `Destination`. */
export function renderPage(page: ReactElement, { path, url, state, script = {}, token }: RenderPageOptions) {
  const platform: TestPlatform = createTestPlatform({ script, token });
  providePlatform(platform);
  const [pathname = path, query] = (url ?? path).split('?');
  render(
    <MemoryRouter initialEntries={[{ pathname, search: query ? `?${query}` : '', state }]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<Destination />} />
      </Routes>
    </MemoryRouter>,
  );
  return platform;
}

export function setScreenWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

/** The calls a page made, without the Google status check that sign-in pages make on their own. */
export const sent = (platform: TestPlatform) =>
  platform.requests.filter((request) => request.path !== '/api/google-login/status');

export const toastMessages = (platform: TestPlatform) => platform.toasts.map((toast) => toast.message);

/** A form token, so public form calls go through. */
export const formTokenScript: FetchScript = { 'GET /api/get-form-token': { body: { formToken: 'form-1' } } };
