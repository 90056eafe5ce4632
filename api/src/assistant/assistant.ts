/*
 * The assistant behind every chat of the product. Routes depend on this interface only, so the
 * embedded engine (the default, deterministic) and any other engine are interchangeable; each chat of
 * the product adds its own method here.
 */

/** One turn of a conversation; histories are oldest first. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** The answer in a public-site chat (home page, live chat). */
export interface SiteReply {
  message: string;
  /** True when the visitor wants to start a project, which needs an account: the page offers Login. */
  suggestSignin: boolean;
}

export interface Assistant {
  /** Answers a visitor of the public site, given the conversation so far (without `message`). */
  siteReply(history: readonly ChatTurn[], message: string): Promise<SiteReply>;
}
