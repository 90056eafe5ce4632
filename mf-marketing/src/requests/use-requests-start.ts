import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useInBrowser } from '../prerender/use-in-browser';
import { recentRequestEmail } from '../service-request/recent-request';
import { REQUESTS_EMAIL_KEY, type RequestsPageState } from './requests-page-state';

/** What the requests page opens with: an e-mail to search at once, or one to offer in the field. */
export interface RequestsStart {
  searchAtOnce: string | null;
  email: string;
}

const EMPTY: RequestsStart = { searchAtOnce: null, email: '' };

/**
 * The page's start, read once: the e-mail of the navigation state, or the one kept in session storage
 * after a reload, else the latest request's. The prerendered HTML cannot know them, so the render that
 * hydrates it starts empty like the HTML and the next one reads them; a page opened in the browser
 * reads them in its first render.
 */
export function useRequestsStart(): RequestsStart {
  const navigationEmail = (useLocation().state as RequestsPageState | null)?.email;
  const inBrowser = useInBrowser();
  const read = (): RequestsStart => {
    const searchAtOnce = navigationEmail ?? sessionStorage.getItem(REQUESTS_EMAIL_KEY);
    return { searchAtOnce, email: searchAtOnce ?? recentRequestEmail() ?? '' };
  };
  const [start, setStart] = useState<RequestsStart | null>(() => (inBrowser ? read() : null));
  // Once hydrated: read them now (an update of this component's own state during its render).
  if (start === null && inBrowser) setStart(read());
  return start ?? EMPTY;
}
