import { afterEach, expect, it, vi } from 'vitest';

/** A fresh copy of the module: its promises are made once per page load. */
async function freshModule() {
  vi.resetModules();
  return import('./first-page-shown');
}

afterEach(() => {
  vi.useRealTimers();
});

it('lets the rest of the shell load only once the first page has been shown, a frame later', async () => {
  const { afterFirstPage, pageShown } = await freshModule();
  let loaded = false;
  void afterFirstPage.then(() => {
    loaded = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(loaded).toBe(false);

  pageShown();
  await afterFirstPage;
  expect(loaded).toBe(true);
});

it('lets it load anyway five seconds after a page load that shows no page', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  const { afterFirstPage } = await freshModule();
  let loaded = false;
  void afterFirstPage.then(() => {
    loaded = true;
  });
  await vi.advanceTimersByTimeAsync(4_900);
  expect(loaded).toBe(false);
  await vi.advanceTimersByTimeAsync(200);
  expect(loaded).toBe(true);
});

it('lets it load at the first press of a pointer or key, before any page shows', async () => {
  const { afterFirstPage } = await freshModule();
  let loaded = false;
  void afterFirstPage.then(() => {
    loaded = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(loaded).toBe(false);
  window.dispatchEvent(new Event('pointerdown'));
  await afterFirstPage;
  expect(loaded).toBe(true);
});
