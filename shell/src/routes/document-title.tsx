import { useEffect } from 'react';

/** Sets the browser tab's title while the page is shown. */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
