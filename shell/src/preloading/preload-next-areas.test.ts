import { Spinner } from '@platform/shared-ui/core';
import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAreas, pagesModule } from '../test-utils';
import { matchPath } from 'react-router-dom';
import { routeTable } from '../routes/route-table';
import {
  LONGEST_LOADING_HOLD_MS,
  likelyNextPages,
  loadingOnScreen,
  preloadNextAreas,
  type PreloadOptions,
} from './preload-next-areas';

const now = (run: () => void) => run();
const never = () => undefined;
const shown = Promise.resolve();
let stop: () => void = () => undefined;

/** Lets settled promises' callbacks run. */
const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

afterEach(() => {
  stop();
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** jsdom lays nothing out: each element stands at `top`, 24 px high and 120 wide, in a 768 px high window. */
function layOutAt(top: number) {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: top, width: 120, height: 24 }),
  );
}

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  document.body.append(anchor);
  return anchor;
}

describe('preloadNextAreas', () => {
  it('loads the area a link leads to when the pointer rests on it or it takes focus', () => {
    const areas = fakeAreas({
      mf_auth: pagesModule('1', ['login']),
      mf_billing: pagesModule('1', ['plans']),
    });
    stop = preloadNextAreas(areas, '/', { hasToken: () => true, whenIdle: never, firstPage: shown });
    link('/login').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/billing/plans').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('https://elsewhere.example/login').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(areas.loads).toEqual(['mf_auth', 'mf_billing']);
  });

  it("asks for the hovered link's page once, at once, beside its area's load", () => {
    const areas = fakeAreas({
      mf_auth: pagesModule('1', ['login']),
      mf_billing: pagesModule('1', ['plans']),
    });
    const pages: string[] = [];
    const preloadPage = (area: string, page: string, rel: string) => {
      pages.push(`${area} ${page} ${rel}`);
      return Promise.resolve();
    };
    stop = preloadNextAreas(areas, '/dashboard', {
      hasToken: () => true,
      whenIdle: never,
      preloadPage,
      firstPage: shown,
    });
    link('/billing/plans').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/billing/plans').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/billing/team-seats').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    // Not after the area has loaded: what the page needs besides its area starts with it (start-preloading.ts).
    expect(areas.loads).toEqual(['mf_billing']);
    expect(pages).toEqual(['mf_billing plans preload', 'mf_billing teamSeats preload']);
  });

  it('prefetches the likely next page when idle (a guess: no unused-preload warning): the sign-in form from the home page', async () => {
    const areas = fakeAreas({ mf_auth: pagesModule('1', ['login']) });
    const pages: string[] = [];
    const preloadPage = (area: string, page: string, rel: string) => {
      pages.push(`${area} ${page} ${rel}`);
      return Promise.resolve();
    };
    stop = preloadNextAreas(areas, '/', {
      hasToken: () => false,
      whenIdle: now,
      preloadPage,
      firstPage: shown,
    });
    await settle();
    expect(areas.loads).toEqual(['mf_auth']);
    expect(pages).toEqual(['mf_auth login prefetch']);
  });

  it('preloads the link the pointer already rests on, or that has focus, when the shell starts', () => {
    const areas = fakeAreas({ mf_auth: pagesModule('1', ['register']) });
    const focused = link('/register');
    focused.focus();
    stop = preloadNextAreas(areas, '/', { hasToken: () => false, whenIdle: never, firstPage: shown });
    expect(areas.loads).toEqual(['mf_auth']);
  });

  it('loads protected areas only for a browser holding a token', () => {
    const areas = fakeAreas({ mf_workspace: pagesModule('1', ['dashboard']) });
    stop = preloadNextAreas(areas, '/', { hasToken: () => false, whenIdle: never, firstPage: shown });
    link('/dashboard').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(areas.loads).toEqual([]);
  });

  it("loads the current area's likely next areas when the browser is idle", async () => {
    const visitor = fakeAreas({ mf_auth: pagesModule('1', ['login']) });
    stop = preloadNextAreas(visitor, '/services', { hasToken: () => false, whenIdle: now, firstPage: shown });
    await settle();
    expect(visitor.loads).toEqual(['mf_auth']);
    stop();
    const signedOut = fakeAreas({});
    stop = preloadNextAreas(signedOut, '/login', { hasToken: () => false, whenIdle: now, firstPage: shown });
    await settle();
    expect(signedOut.loads).toEqual([]);
  });

  it('waits for the first page to show before loading the likely next areas', async () => {
    let showPage: () => void = () => undefined;
    const firstPage = new Promise<void>((resolve) => (showPage = resolve));
    const options: PreloadOptions = { hasToken: () => false, whenIdle: now, firstPage };
    const areas = fakeAreas({ mf_auth: pagesModule('1', ['login']) });
    stop = preloadNextAreas(areas, '/', options);
    await settle();
    expect(areas.loads).toEqual([]);
    showPage();
    await settle();
    expect(areas.loads).toEqual(['mf_auth']);
  });

  it('holds the idle guess while the page shows a loading state (the plans before they answer), until it goes', async () => {
    layOutAt(300);
    const { rerender } = render(createElement(Spinner, { label: 'Loading plans...' }));
    const areas = fakeAreas({ mf_workspace: pagesModule('1', ['dashboard']) });
    stop = preloadNextAreas(areas, '/billing/plans', {
      hasToken: () => true,
      whenIdle: now,
      firstPage: shown,
    });
    await settle();
    expect(areas.loads).toEqual([]);
    // The plans arrive: the spinner goes, the cards come.
    rerender(createElement('p', null, 'Startup Plan'));
    await settle();
    expect(areas.loads).toEqual(['mf_workspace']);
  });

  it("does not wait for a loading state out of the window (the home page's chat before it is scrolled to)", async () => {
    layOutAt(1_800);
    render(createElement(Spinner, { label: 'Loading chat...' }));
    const areas = fakeAreas({ mf_auth: pagesModule('1', ['login']) });
    stop = preloadNextAreas(areas, '/', { hasToken: () => false, whenIdle: now, firstPage: shown });
    await settle();
    expect(areas.loads).toEqual(['mf_auth']);
  });

  it('reads a labelled spinner as a loading state, not a bare one (a button sending)', () => {
    layOutAt(300);
    const { rerender } = render(createElement(Spinner, { size: 'sm' }));
    expect(loadingOnScreen()).toBe(false);
    rerender(createElement(Spinner, { label: 'Loading...' }));
    expect(loadingOnScreen()).toBe(true);
  });

  it('preloads anyway once a loading state has stayed its longest', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const areas = fakeAreas({ mf_auth: pagesModule('1', ['login']) });
    stop = preloadNextAreas(areas, '/', {
      hasToken: () => false,
      whenIdle: now,
      firstPage: shown,
      loadingShown: () => true,
    });
    await vi.advanceTimersByTimeAsync(LONGEST_LOADING_HOLD_MS - 100);
    expect(areas.loads).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(areas.loads).toEqual(['mf_auth']);
  });

  it('forgets a failed preload, so the visit loads again', async () => {
    const areas = fakeAreas({ mf_auth: new Error('down') });
    stop = preloadNextAreas(areas, '/', { hasToken: () => false, whenIdle: now, firstPage: shown });
    await settle();
    expect(areas.resets).toEqual(['mf_auth']);
  });

  it("names, as each area's likely next page, a page of the route table", () => {
    for (const paths of Object.values(likelyNextPages)) {
      for (const path of paths) {
        expect(
          routeTable.some((route) => matchPath(route.path, path)),
          path,
        ).toBe(true);
      }
    }
  });
});
