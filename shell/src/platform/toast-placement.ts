import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * What a toast must never cover: the element in focus, the page's primary buttons and an open dialog's buttons (on a
 * phone a dialog's actions sit where the form toasts do).
 */
const WORK_SELECTOR = '[data-variant="primary"], [role="dialog"] button';

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function coversWork(region: HTMLElement): boolean {
  const box = region.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  const focused = document.activeElement;
  const work = [focused, ...document.querySelectorAll(WORK_SELECTOR)].filter(
    (element): element is Element =>
      element instanceof Element && element !== document.body && !region.contains(element),
  );
  return work.some((element) => overlaps(box, element.getBoundingClientRect()));
}

/**
 * Whether a toast corner should move to the other end of the screen because, where it is, it covers the
 * element in focus or a primary button (a chat input, Create Profile). It stays moved until its toasts are
 * gone, so it does not jump back and forth as the page moves under it.
 */
export function useMovedClearOfWork(region: RefObject<HTMLElement | null>, toastCount: number): boolean {
  const [moved, setMoved] = useState(false);

  const check = useCallback(() => {
    const element = region.current;
    if (element && coversWork(element)) setMoved(true);
  }, [region]);

  useLayoutEffect(() => {
    if (toastCount === 0) setMoved(false);
    else if (!moved) check();
  }, [toastCount, moved, check]);

  useEffect(() => {
    if (toastCount === 0 || moved) return;
    window.addEventListener('focusin', check);
    window.addEventListener('resize', check);
    window.addEventListener('scroll', check, true);
    return () => {
      window.removeEventListener('focusin', check);
      window.removeEventListener('resize', check);
      window.removeEventListener('scroll', check, true);
    };
  }, [toastCount, moved, check]);

  return moved;
}
