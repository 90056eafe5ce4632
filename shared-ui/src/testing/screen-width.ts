// The window's width in component tests (`@platform/shared-ui/testing`; the setup file puts it back).

/**
 * jsdom's own `innerWidth` (`own` undefined: the window had none of its own), kept on the window while a test
 * has set another, so whichever copy of this module a file imported restores it.
 */
const jsdomWidthKey = Symbol.for('platform.testing.jsdomInnerWidth');
type WithJsdomWidth = Window & { [jsdomWidthKey]?: { own: PropertyDescriptor | undefined } };

/** Makes the window `width` pixels wide (pages below the minimum screen width show a notice) for one test. */
export function setScreenWidth(width: number): void {
  const kept = window as WithJsdomWidth;
  kept[jsdomWidthKey] ??= { own: Object.getOwnPropertyDescriptor(window, 'innerWidth') };
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

/**
 * Puts jsdom's width back after a test that set one (the setup file, after every test): a package whose files
 * share one window (`isolate: false`) gives each file the width a fresh jsdom has.
 */
export function restoreScreenWidth(): void {
  const kept = window as WithJsdomWidth;
  const jsdomWidth = kept[jsdomWidthKey];
  if (!jsdomWidth) return;
  if (jsdomWidth.own) Object.defineProperty(window, 'innerWidth', jsdomWidth.own);
  else delete (window as { innerWidth?: number }).innerWidth;
  delete kept[jsdomWidthKey];
}
