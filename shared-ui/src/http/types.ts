// Shapes of the API answers the front ends use. Pure types (no runtime code), so the API can import them
// from `@platform/shared-ui/api-types` and be checked against the same contract.

/** Every error answer of the API. */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string>;
}

/** Answers that only carry a message. */
export interface MessageResponse {
  message: string;
}

/** `GET /api/get-form-token` */
export interface FormTokenResponse {
  formToken: string;
}

/** `GET /api/check-auth/` */
export interface CheckAuthResponse {
  message: string;
}

/** The only `message` of `GET /api/check-auth/` that means the token is accepted. */
export const AUTHENTICATED_MESSAGE = 'User is authenticated';

/** `POST /api/login/` body. */
export interface LoginRequest {
  email: string;
  pwd: string;
  screen_width: number;
}

/** `POST /api/login/` */
export interface LoginResponse {
  message: string;
  access_token: string;
  navigate_to: string;
}

/** `GET /api/user-details/` */
export interface UserDetailsResponse {
  user_firstname: string;
  user_img: string | null;
}

/** A plan card of `GET /api/plans/`. */
export interface Plan {
  id: string;
  title: string;
  description: string;
  /** Price in naira; null when the price is custom. */
  price_naira: number | null;
  price_label: string;
  period: string;
  features: string[];
  buttonText: string;
  highlight: boolean;
}

/** `GET /api/plans/`; `current_plan` is the id of the signed-in user's plan, null for visitors. */
export interface PlansResponse {
  current_plan: string | null;
  plans: Plan[];
}

/** Areas of the site, one per remote. */
export type RemoteArea = 'Marketing' | 'Accounts' | 'Workspace' | 'Billing';

/** One entry of the remote registry. */
export interface RemoteRegistryEntry {
  /** Federation name, e.g. `mf_auth`. */
  name: string;
  /** Package folder, e.g. `mf-auth`. */
  package: string;
  area: RemoteArea;
  version: string;
  /** URL of the build's `mf-manifest.json`. */
  entry: string;
}

/** `GET /api/remotes` */
export interface RemoteRegistryResponse {
  remotes: RemoteRegistryEntry[];
}

/** `POST /api/service-request/` body; `phone` is the local number typed after the shown +234. */
export interface ServiceRequestBody {
  fullname: string;
  email: string;
  phone: string;
  companyName: string;
  serviceType: string;
  projectDesc: string;
  contactMethod: string;
  honeyPot: string;
}

/** `POST /api/lets-talk/` body. */
export interface LetsTalkBody {
  fullname: string;
  email: string;
  messageType: string;
  projectDesc: string;
  honeyPot: string;
}

/** `POST /api/custom-quote/` body. */
export interface CustomQuoteBody {
  fullname: string;
  email: string;
  company: string;
  projectDesc: string;
  honeyPot: string;
}

/** One card of `POST /api/view-requests/`: a service request, a Let's Talk message or a quote. */
export interface RequestCard {
  id: string;
  title: string;
  description: string;
  details: string;
  /** Received, In Review, In Progress, Completed or Closed. */
  status: string;
  budget: string;
  type: string;
  mode: string;
  submitted_at: string;
}

/** `POST /api/view-requests/` */
export interface RequestLookupResponse {
  email: string;
  requests: RequestCard[];
}

/** One turn of a chat history. */
export interface ChatHistoryEntry {
  content: string;
  role: 'user' | 'assistant';
}

/** `GET /api/welcome/`: `message` is "existing chat" when `chat_history` holds the chat so far. */
export interface SiteChatWelcome {
  message: string;
  chat_history: ChatHistoryEntry[];
}

/** A support request the site chat drafted from a visitor's problem, for the Let's Talk form. */
export interface SiteChatSupportRequest {
  message_type: string;
  project_desc: string;
}

/** `POST /api/reply/` */
export interface SiteChatReply {
  message: string;
  suggest_signin: boolean;
  /** Set when the visitor reported a problem: the page offers Let's Talk with it filled in. */
  support_request?: SiteChatSupportRequest | null;
}
