/** Navigation state the requests page accepts: an e-mail to look up at once (the spec's states and transitions). */
export interface RequestsPageState {
  email?: string;
}

/** Session storage key of the searched e-mail, kept only while the page is open. */
export const REQUESTS_EMAIL_KEY = 'requestsEmail';
