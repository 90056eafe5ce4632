import { providePlatform } from '@platform/shared-ui/core';
import {
  LocationProbe,
  scriptedFetch,
  type FetchScript,
  type RecordedRequest,
} from '@platform/shared-ui/testing';
import { act, render, screen, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App, notices } from './app';
import { pageShown } from './preloading/first-page-shown';
import { TOKEN_KEY, useAuthStore } from './platform/auth-store';
import { useComingSoonStore } from './platform/coming-soon';
import { createShellPlatform } from './platform/shell-platform';
import { useToastStore } from './platform/toasts';
import type { AreaModule, AreaSource } from './remotes/area-source';
import type { AreaId } from './routes/areas';

/** An area source whose modules (or failures) the test decides; records loads and resets. */
export interface FakeAreas extends AreaSource {
  modules: Partial<Record<AreaId, AreaModule | Error>>;
  loads: AreaId[];
  resets: AreaId[];
}

export function fakeAreas(modules: FakeAreas['modules']): FakeAreas {
  const cache = new Map<AreaId, Promise<AreaModule>>();
  const areas: FakeAreas = {
    modules,
    loads: [],
    resets: [],
    load(area) {
      let load = cache.get(area);
      if (!load) {
        areas.loads.push(area);
        const module = areas.modules[area];
        load =
          module instanceof Error || module === undefined
            ? Promise.reject(module ?? new Error(`${area} is not scripted`))
            : Promise.resolve(module);
        cache.set(area, load);
      }
      return load;
    },
    reset(area) {
      areas.resets.push(area);
      cache.delete(area);
    },
  };
  return areas;
}

/** A remote module whose pages render their key. */
export function pagesModule(version: string, keys: string[]): AreaModule {
  return {
    version,
    pages: Object.fromEntries(keys.map((key) => [key, () => <p>Page {key}</p>])),
  };
}

export interface RenderShellOptions {
  script?: FetchScript;
  token?: string;
  areas?: FakeAreas;
}

export interface RenderedShell extends RenderResult {
  areas: FakeAreas;
  requests: RecordedRequest[];
}

/**
 * The whole shell at `path`, with the real platform talking to a scripted API. Rendered inside an awaited
 * act() so that area pages, which suspend on their remote's module, resume in the test environment.
 */
export async function renderShell(
  path: string,
  { script = {}, token, areas = fakeAreas({}) }: RenderShellOptions = {},
): Promise<RenderedShell> {
  useAuthStore.setState({ status: 'reading', token: null, verifiedToken: null });
  useComingSoonStore.setState({ open: false });
  useToastStore.setState({ toasts: [] });
  if (token) window.localStorage.setItem(TOKEN_KEY, token);
  const server = scriptedFetch(script);
  providePlatform(createShellPlatform({ fetch: server.fetch }));
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <>
        <MemoryRouter initialEntries={[path]}>
          <App areas={areas} />
          <LocationProbe />
        </MemoryRouter>
        {notices}
      </>,
    );
  });
  if (!result) throw new Error('render() did not run');
  // The toasts and the coming-soon notice load after the first page (preloading/first-page-shown.ts).
  pageShown();
  await screen.findByTestId('toasts-top-right');
  return { ...result, areas, requests: server.requests };
}

export const SIGNED_IN: FetchScript = {
  'GET /api/check-auth/': { body: { message: 'User is authenticated' } },
  'GET /api/user-details/': { body: { user_firstname: 'Ada', user_img: null } },
};
