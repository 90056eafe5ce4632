// Names the front ends use for the API's shapes. Every shape comes from the generated `api-types.ts`
// (`npm run api:types`), so a change to an API schema is a compile error where a front end relies on it.
import type { components } from './api-types';

type Schemas = components['schemas'];

/** Every error answer of the API. */
export type ApiErrorBody = Partial<Schemas['Error']>;

/** Answers that only carry a message. */
export type MessageResponse = Schemas['Message'];

/** `GET /api/get-form-token` */
export type FormTokenResponse = Schemas['FormToken'];

/** The only `message` of `GET /api/check-auth/` that means the token is accepted. */
export const AUTHENTICATED_MESSAGE = 'User is authenticated';

/** `POST /api/login/` body. */
export type LoginRequest = Schemas['LoginRequest'];

/** `POST /api/login/` */
export type LoginResponse = Schemas['LoginResponse'];

/** `GET /api/user-details/` */
export type UserDetailsResponse = Schemas['UserDetails'];

/** A plan card of `GET /api/plans/`. */
export type Plan = Schemas['Plan'];

/** `GET /api/plans/`; `current_plan` is the id of the signed-in user's plan, null for visitors. */
export type PlansResponse = Schemas['Plans'];

/** `GET /api/remotes` */
export type RemoteRegistryResponse = Schemas['RemoteRegistry'];

/** One entry of the remote registry. */
export type RemoteRegistryEntry = RemoteRegistryResponse['remotes'][number];

/** Areas of the site, one per remote. */
export type RemoteArea = RemoteRegistryEntry['area'];

/** `POST /api/service-request/` body, every field present as the form holds it. */
export type ServiceRequestBody = Required<Schemas['ServiceRequest']>;

/** `POST /api/lets-talk/` body, every field present as the form holds it. */
export type LetsTalkBody = Required<Schemas['LetsTalkRequest']>;

/** `POST /api/custom-quote/` body, every field present as the form holds it. */
export type CustomQuoteBody = Required<Schemas['CustomQuoteRequest']>;

/** One card of `POST /api/view-requests/`: a service request, a Let's Talk message or a quote. */
export type RequestCard = Schemas['RequestCard'];

/** One turn of a chat history. */
export type ChatHistoryEntry = Schemas['ChatTurn'];

/** `GET /api/welcome/`: `message` is "existing chat" when `chat_history` holds the chat so far. */
export type SiteChatWelcome = Schemas['SiteChatWelcome'];

/** `POST /api/reply/` */
export type SiteChatReply = Schemas['SiteChatReply'];

/** A support request the site chat drafted from a visitor's problem, for the Let's Talk form. */
export type SiteChatSupportRequest = NonNullable<SiteChatReply['support_request']>;
