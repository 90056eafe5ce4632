// The test platform of component tests in every package: a platform with an in-memory token, recorded toasts
// and coming-soon calls, and the real API client talking to a scripted fetch. Importing it also types the
// jest-dom matchers that setup.ts installs.
import type {} from '@testing-library/jest-dom/vitest';
import { create } from 'zustand';
import { createApiClient } from '../http/client';
import type { Platform, ToastOptions } from '../platform/platform';

export interface RecordedToast {
  message: string;
  options: ToastOptions;
}

export interface RecordedRequest {
  method: string;
  /** The pathname, without the query. */
  path: string;
  /** The pathname with its query string, as fetched. */
  url: string;
  authorization: string | null;
  body: unknown;
}

/** Answers a scripted fetch gives: a JSON body with a status, or an Error to simulate a network failure. */
export type ScriptedAnswer = { status?: number; body?: unknown } | Error;

/** `"GET /api/plans/"` to an answer, or to a function of the request for changing answers. */
export type FetchScript = Record<string, ScriptedAnswer | ((request: RecordedRequest) => ScriptedAnswer)>;

export interface ScriptedFetch {
  fetch: typeof fetch;
  requests: RecordedRequest[];
}

/** A fetch that answers from a script and records every request; unscripted calls answer 404. */
export function scriptedFetch(script: FetchScript): ScriptedFetch {
  const requests: RecordedRequest[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    const rawBody = init?.body;
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      url: url.pathname + url.search,
      authorization: headers.get('Authorization'),
      body: typeof rawBody === 'string' ? (JSON.parse(rawBody) as unknown) : rawBody,
    };
    requests.push(request);
    const entry = script[`${method} ${url.pathname}`];
    const answer = typeof entry === 'function' ? entry(request) : entry;
    if (answer instanceof Error) throw answer;
    if (!answer) return jsonResponse({ message: `No script for ${method} ${url.pathname}` }, 404);
    return jsonResponse(answer.body, answer.status ?? 200);
  };
  return { fetch: fetchImpl, requests };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export interface TestPlatform extends Platform {
  toasts: RecordedToast[];
  comingSoonCalls: number;
  requests: RecordedRequest[];
}

export interface TestPlatformOptions {
  script?: FetchScript;
  token?: string | null;
}

/** A complete platform for tests; pass it to `providePlatform()`. */
export function createTestPlatform({ script = {}, token = null }: TestPlatformOptions = {}): TestPlatform {
  const useTokenStore = create<{ token: string | null }>(() => ({ token }));
  const { fetch, requests } = scriptedFetch(script);
  const session = new Map<string, string>();
  const testPlatform: TestPlatform = {
    toasts: [],
    comingSoonCalls: 0,
    requests,
    auth: {
      getToken: () => useTokenStore.getState().token,
      setToken: (value) => useTokenStore.setState({ token: value }),
      clearToken: () => useTokenStore.setState({ token: null }),
      useToken: () => useTokenStore((state) => state.token),
    },
    comingSoon: () => {
      testPlatform.comingSoonCalls += 1;
    },
    toast: (message, options = {}) => {
      testPlatform.toasts.push({ message, options });
    },
    api: createApiClient({
      fetch,
      getToken: () => useTokenStore.getState().token,
      sessionStorage: {
        getItem: (key) => session.get(key) ?? null,
        setItem: (key, value) => void session.set(key, value),
        removeItem: (key) => void session.delete(key),
      },
    }),
  };
  return testPlatform;
}
