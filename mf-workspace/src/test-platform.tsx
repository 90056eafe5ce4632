// Test helpers of this remote: a platform whose API calls are recorded with their query strings, and the
// routes the pages navigate between, each showing where the app is.
import { createApiClient, providePlatform } from '@platform/shared-ui';
import {
  createTestPlatform,
  scriptedFetch,
  type FetchScript,
  type TestPlatform,
} from '@platform/shared-ui/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export interface RecordingPlatform extends TestPlatform {
  /** Every URL fetched, with its query string, oldest first. */
  urls: string[];
}

/** Records into `urls` when given, so a script can answer by the query of the call it is answering. */
export function provideTestPlatform(script: FetchScript, urls: string[] = []): RecordingPlatform {
  const server = scriptedFetch(script);
  const api = createApiClient({
    fetch: (input, init) => {
      urls.push(String(input));
      return server.fetch(input, init);
    },
    getToken: () => 'token-1',
  });
  // The test platform's own toasts and coming-soon count, with this recording client.
  const platform = Object.assign(createTestPlatform({ token: 'token-1' }), {
    api,
    requests: server.requests,
    urls,
  });
  providePlatform(platform);
  return platform;
}

/** Shows the path and navigation state the app went to. */
function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname} {JSON.stringify(location.state)}
    </p>
  );
}

/** Renders `page` at `path` (entered at `at`, which may carry a query, with `state`); every other path shows where the app went. */
export function renderAt(page: ReactElement, path: string, at = path, state: unknown = null) {
  const [pathname = at, query] = at.split('?');
  return render(
    <MemoryRouter initialEntries={[{ pathname, search: query ? `?${query}` : '', state }]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}
