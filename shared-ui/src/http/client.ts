import type { ApiErrorBody, FormTokenResponse } from './types';

/** Toast text for a failed call when the server gives no message. */
export const DEFAULT_ERROR_MESSAGE = 'An error occurred';

/** Session storage key of the public form token. */
export const FORM_TOKEN_KEY = 'formToken';

/** A failed API call: the server's `{ message, errors }`, or `status` 0 when the server was not reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string>;

  constructor(status: number, message: string, errors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  /** True when no answer came back (offline, server down, aborted). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/**
 * How a call authenticates:
 * - `user`: the signed-in user's bearer token, when there is one (default);
 * - `form`: the public form token, fetched once per browser session;
 * - `none`: no Authorization header.
 */
export type AuthMode = 'user' | 'form' | 'none';

/**
 * Request header by which a typed query names its `AuthMode` (`authAs()` in `@platform/shared-ui/queries`);
 * read by `fetch` and never sent.
 */
export const AUTH_MODE_HEADER = 'X-Platform-Auth';

const isAuthMode = (value: string | null): value is AuthMode =>
  value === 'user' || value === 'form' || value === 'none';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialisable value, or FormData for multipart uploads. */
  body?: unknown;
  auth?: AuthMode;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Message of the thrown ApiError when the server gives none (default "An error occurred"). */
  fallbackMessage?: string;
}

export type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: CallOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  /**
   * Starts a GET a page is about to make (on hover or focus of its link) and hands its answer to that page's
   * own `get` of the same address and query, once, within a few seconds: whichever hook asks gets it.
   */
  preload(path: string, options?: Pick<CallOptions, 'query'>): void;
  /**
   * The same call as a `fetch` for the typed client (openapi-fetch): the request's path and query go to this
   * client's address, with its token, form token, 401 handling and remembered answers; a refused call throws
   * `ApiError` as `request` does, so a typed call's answer is always the success body.
   */
  fetch(request: Request, options?: Pick<CallOptions, 'auth' | 'fallbackMessage'>): Promise<Response>;
}

/** How long a preloaded answer waits for its page; after that the page asks afresh. */
export const PRELOAD_FRESH_MS = 5_000;

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ApiClientOptions {
  /** Prefix of every path; empty for the same origin. */
  baseUrl?: string;
  /** The signed-in user's token, or null. */
  getToken: () => string | null;
  /** Called when a call made with the user's token answers 401. */
  onUnauthorized?: (error: ApiError) => void;
  fetch?: typeof fetch;
  /** Where the form token is kept (default `window.sessionStorage`). */
  sessionStorage?: SessionStore;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorBody(value: unknown): ApiErrorBody {
  if (!isRecord(value)) return {};
  const body: ApiErrorBody = {};
  if (typeof value.message === 'string' && value.message.trim() !== '') body.message = value.message;
  if (isRecord(value.errors)) {
    body.errors = Object.fromEntries(
      Object.entries(value.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
  return body;
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function withQuery(url: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (search === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/** The body of a request built by the typed client, as `request` takes it. */
async function requestBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  if ('sentBody' in request && request.sentBody instanceof FormData) return request.sentBody;
  if (request.headers.get('Content-Type')?.startsWith('multipart/form-data')) return request.formData();
  return parseBody(await request.text());
}

/** How many signed-in answers the client keeps for `If-None-Match`, the oldest dropped first. */
const REMEMBERED_ANSWERS = 200;

/** JSON client for the `/api/...` calls of the spec. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = (input: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(input, init);
  const storage = (): SessionStore | null => {
    if (options.sessionStorage) return options.sessionStorage;
    return typeof window === 'undefined' ? null : window.sessionStorage;
  };

  let pendingFormToken: Promise<string> | null = null;

  // Answers preloaded for the signed-in user, by address with its query. Not dropped by writes: reads go by
  // POST too (insights, features), and an answer is at most PRELOAD_FRESH_MS old, as a page's own is between
  // two live events.
  const preloaded = new Map<string, { at: number; token: string | null; answer: Promise<unknown> }>();

  // The last answer of each signed-in GET with its tag, by token and address: asked again (a live event's
  // reload, a page opened again), the API answers 304 when nothing changed and the page gets this text back.
  const remembered = new Map<string, { tag: string; text: string }>();

  function remember(key: string, tag: string, text: string): void {
    remembered.delete(key);
    remembered.set(key, { tag, text });
    const oldest = remembered.keys().next().value;
    if (remembered.size > REMEMBERED_ANSWERS && oldest !== undefined) remembered.delete(oldest);
  }

  async function send<T>(path: string, request: RequestOptions, authorization: string | null): Promise<T> {
    const headers = new Headers({ Accept: 'application/json' });
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) {
      body = request.body;
    } else if (request.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(request.body);
    }
    if (authorization) headers.set('Authorization', authorization);
    const method = request.method ?? (body === undefined ? 'GET' : 'POST');
    const url = withQuery(`${baseUrl}${path}`, request.query);
    const key = method === 'GET' && authorization ? `${authorization} ${url}` : null;
    const held = key ? remembered.get(key) : undefined;
    if (held) headers.set('If-None-Match', held.tag);

    const fallbackMessage = request.fallbackMessage ?? DEFAULT_ERROR_MESSAGE;
    let response: Response;
    let payload: unknown;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body,
        signal: request.signal,
        credentials: 'same-origin',
      });
      // An answer cut off while its body is read (the page being left, the connection dropped) is no answer.
      const text = await response.text();
      if (response.status === 304 && held) return parseBody(held.text) as T;
      payload = parseBody(text);
      const tag = response.headers.get('ETag');
      if (key && response.ok && tag) remember(key, tag, text);
    } catch (cause) {
      if (request.signal?.aborted) throw cause;
      throw new ApiError(0, fallbackMessage);
    }

    if (!response.ok) {
      const { message, errors } = errorBody(payload);
      throw new ApiError(response.status, message ?? fallbackMessage, errors);
    }
    return payload as T;
  }

  function formToken(): Promise<string> {
    const stored = storage()?.getItem(FORM_TOKEN_KEY);
    if (stored) return Promise.resolve(stored);
    return freshFormToken();
  }

  function freshFormToken(): Promise<string> {
    pendingFormToken ??= send<FormTokenResponse>('/api/get-form-token', {}, null)
      .then(({ formToken: token }) => {
        storage()?.setItem(FORM_TOKEN_KEY, token);
        return token;
      })
      .finally(() => {
        pendingFormToken = null;
      });
    return pendingFormToken;
  }

  function takePreloaded(path: string, request: RequestOptions): Promise<unknown> | null {
    if ((request.method ?? 'GET') !== 'GET' || request.body !== undefined) return null;
    if ((request.auth ?? 'user') !== 'user') return null;
    const key = withQuery(path, request.query);
    const held = preloaded.get(key);
    if (!held) return null;
    preloaded.delete(key);
    return held.token === options.getToken() && Date.now() - held.at < PRELOAD_FRESH_MS ? held.answer : null;
  }

  function preload(path: string, callOptions: Pick<CallOptions, 'query'> = {}): void {
    const token = options.getToken();
    const key = withQuery(path, callOptions.query);
    const held = preloaded.get(key);
    if (!token || (held && held.token === token && Date.now() - held.at < PRELOAD_FRESH_MS)) return;
    const answer = request(path, { query: callOptions.query, method: 'GET' });
    // A failed preload is forgotten: the page's own call asks again and shows its own failure.
    answer.catch(() => {
      if (preloaded.get(key)?.answer === answer) preloaded.delete(key);
    });
    preloaded.set(key, { at: Date.now(), token, answer });
  }

  async function request<T>(path: string, request: RequestOptions = {}): Promise<T> {
    const ready = takePreloaded(path, request);
    if (ready) return ready as Promise<T>;
    const auth = request.auth ?? 'user';
    if (auth === 'form') {
      try {
        return await send<T>(path, request, await formToken());
      } catch (error) {
        // An expired or unknown form token is reported on the `formToken` field: get a new one, try once more.
        if (!(error instanceof ApiError) || error.errors.formToken === undefined) throw error;
        storage()?.removeItem(FORM_TOKEN_KEY);
        return send<T>(path, request, await freshFormToken());
      }
    }
    const token = auth === 'user' ? options.getToken() : null;
    try {
      return await send<T>(path, request, token ? `Bearer ${token}` : null);
    } catch (error) {
      if (token && error instanceof ApiError && error.status === 401) options.onUnauthorized?.(error);
      throw error;
    }
  }

  async function fetchTyped(
    typed: Request,
    callOptions: Pick<CallOptions, 'auth' | 'fallbackMessage'> = {},
  ): Promise<Response> {
    const url = new URL(typed.url);
    const named = typed.headers.get(AUTH_MODE_HEADER);
    const answer = await request(`${url.pathname}${url.search}`, {
      ...callOptions,
      auth: callOptions.auth ?? (isAuthMode(named) ? named : undefined),
      method: typed.method as NonNullable<RequestOptions['method']>,
      body: await requestBody(typed),
      signal: typed.signal,
    });
    return answer === undefined ? new Response(null, { status: 204 }) : Response.json(answer);
  }

  return {
    request,
    fetch: fetchTyped,
    get: (path, callOptions) => request(path, { ...callOptions, method: 'GET' }),
    post: (path, body, callOptions) => request(path, { ...callOptions, method: 'POST', body }),
    preload,
  };
}
