/**
 * What another page may pass in navigation state, e.g. "Schedule a Call" on the requests page, or the
 * support request the site chat drafted from a visitor's problem.
 */
export interface LetsTalkPrefill {
  email?: string;
  messageType?: string;
  projectDesc?: string;
}
