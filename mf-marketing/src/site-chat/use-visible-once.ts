import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onVisible` once, the first time at least `threshold` of the element is on screen (the home
 * chat loads at 25%, the spec's constants and limits). Without IntersectionObserver it calls at once.
 */
export function useVisibleOnce<E extends Element>(
  onVisible: () => void,
  threshold: number,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      callback.current();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          observer.disconnect();
          callback.current();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold]);

  return ref;
}
