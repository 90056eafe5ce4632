import { useEffect, type RefObject } from 'react';

/** A focus that enters the frame this soon after a Tab key is the user's own move. */
const TAB_MS = 500;

/**
 * Chromium's PDF viewer takes the keyboard focus on its own once it has loaded (about half a second after
 * the frame's `load`), wherever the user was typing: a comment typed into the Approve dialog while the
 * review's preview loaded behind it went to the PDF instead, and the review was approved with an empty
 * comment. So a focus that moves into `frame` without the user sending it there (Tab, or a click, which has
 * the pointer over the frame) goes back to the element it left. `inert` does not stop the viewer.
 */
export function useFocusKeptFromFrame(frame: RefObject<HTMLIFrameElement | null>): void {
  useEffect(() => {
    let tabbedAt = Number.NEGATIVE_INFINITY;
    let check: ReturnType<typeof setTimeout> | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') tabbedAt = performance.now();
    };
    const onFocusOut = (event: FocusEvent) => {
      const left = event.target;
      if (!(left instanceof HTMLElement)) return;
      clearTimeout(check);
      // The frame is the active element only once the focus has left; giving it back earlier does not
      // reach the browser's own focus, so keys would still go to the viewer.
      check = setTimeout(() => {
        const element = frame.current;
        if (!element || document.activeElement !== element || !left.isConnected) return;
        if (element.matches(':hover') || performance.now() - tabbedAt < TAB_MS) return;
        left.focus();
      });
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusout', onFocusOut, true);
    return () => {
      clearTimeout(check);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusout', onFocusOut, true);
    };
  }, [frame]);
}
