import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAreas, pagesModule } from '../test-utils';
import { holdClicksUntilPageReady } from './page-readiness';

const pageChunks = { login: { js: ['js/800.login.js'], css: ['css/800.login.css'] } };
const remotes = () => [{ name: 'mf_auth', entry: '/remotes/mf-auth/7/mf-manifest.json' }];
let stop: () => void = () => undefined;

/** Lets settled promises' callbacks run. */
const settle = async () => {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
};

/** A link whose clicks that reach the page (past the hold) are counted, as the router would see them. */
function link(href: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  document.body.append(anchor);
  const arrived: boolean[] = [];
  anchor.addEventListener('click', (event) => {
    arrived.push(event.defaultPrevented);
    event.preventDefault();
  });
  return { anchor, arrived };
}

/** The scripts and stylesheets put in the page, as [kind, path]. */
function attached() {
  return [...document.head.querySelectorAll('script, link')].map((element) =>
    element instanceof HTMLScriptElement
      ? ['script', new URL(element.src).pathname]
      : ['stylesheet', new URL((element as HTMLLinkElement).href).pathname],
  );
}

/** Fires the load event of everything put in the page so far. */
function loadAll() {
  for (const element of document.head.querySelectorAll('script, link'))
    element.dispatchEvent(new Event('load'));
}

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('holdClicksUntilPageReady', () => {
  it('holds a click on a link to a page not ready until its scripts run and styles apply, then clicks again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(pageChunks)))),
    );
    const areas = fakeAreas({ mf_auth: pagesModule('7', ['login']) });
    stop = holdClicksUntilPageReady({ areas, remotes, hasToken: () => false });
    const { anchor, arrived } = link('/login');

    anchor.click();
    anchor.click();
    await vi.waitFor(() =>
      expect(attached()).toEqual([
        ['script', '/remotes/mf-auth/7/js/800.login.js'],
        ['stylesheet', '/remotes/mf-auth/7/css/800.login.css'],
      ]),
    );
    expect(arrived).toEqual([]);
    expect(areas.loads).toEqual(['mf_auth']);

    loadAll();
    await settle();
    expect(arrived).toEqual([false]);
    // Ready now: the next click goes straight through.
    anchor.click();
    expect(arrived).toEqual([false, false]);
  });

  it('holds the click until the shared modules the page needs are in too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({})))),
    );
    const areas = fakeAreas({ mf_auth: pagesModule('7', ['login']) });
    let contractLoaded: () => void = () => undefined;
    const contract = new Promise<void>((resolve) => {
      contractLoaded = resolve;
    });
    stop = holdClicksUntilPageReady({ areas, remotes, hasToken: () => false, sharedModules: () => contract });
    const { anchor, arrived } = link('/login');

    anchor.click();
    await settle();
    expect(arrived).toEqual([]);

    contractLoaded();
    await vi.waitFor(() => expect(arrived).toEqual([false]));
  });

  it('lets the click through after the patience runs out, with the loading state as before', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const areas = fakeAreas({ mf_auth: pagesModule('7', ['login']) });
    stop = holdClicksUntilPageReady({ areas, remotes, hasToken: () => false, patienceMs: 400 });
    const { anchor, arrived } = link('/login');

    anchor.click();
    await vi.advanceTimersByTimeAsync(399);
    expect(arrived).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(arrived).toEqual([false]);
  });

  it('lets a failed area through at once, for its fallback to show', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const areas = fakeAreas({ mf_auth: new Error('down') });
    stop = holdClicksUntilPageReady({ areas, remotes, hasToken: () => false });
    const { anchor, arrived } = link('/login');
    anchor.click();
    await settle();
    expect(arrived).toEqual([false]);
  });

  it('leaves alone other sites, unknown paths, new tabs, modified clicks and protected pages without a token', () => {
    const areas = fakeAreas({});
    stop = holdClicksUntilPageReady({ areas, remotes, hasToken: () => false });
    const clicks = [link('https://elsewhere.example/login'), link('/no-such-page'), link('/dashboard')];
    const newTab = link('/login');
    newTab.anchor.target = '_blank';
    for (const { anchor } of [...clicks, newTab]) anchor.click();
    const modified = link('/login');
    modified.anchor.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }),
    );
    expect([...clicks, newTab, modified].map(({ arrived }) => arrived)).toEqual([
      [false],
      [false],
      [false],
      [false],
      [false],
    ]);
    expect(areas.loads).toEqual([]);
  });
});
