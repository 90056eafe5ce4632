import { useEffect, useState } from 'react';

/**
 * False in the first render (the one that hydrates prerendered HTML), true once mounted: for what the HTML
 * cannot know ahead, such as today's date, rendered again with the browser's value after hydration.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
