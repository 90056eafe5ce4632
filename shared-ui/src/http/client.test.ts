import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scriptedFetch } from '../testing';
import { ApiError, createApiClient, FORM_TOKEN_KEY } from './client';

function memorySession() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('createApiClient', () => {
  it('sends the bearer token on signed-in calls and parses JSON', async () => {
    const server = scriptedFetch({
      'GET /api/user-details/': { body: { user_firstname: 'Ada', user_img: null } },
    });
    const api = createApiClient({ fetch: server.fetch, getToken: () => 'secret' });

    await expect(api.get('/api/user-details/')).resolves.toEqual({ user_firstname: 'Ada', user_img: null });
    expect(server.requests[0]?.authorization).toBe('Bearer secret');
  });

  it('fetches the form token once per session and sends it as the Authorization value', async () => {
    let issued = 0;
    const server = scriptedFetch({
      'GET /api/get-form-token': () => ({ body: { formToken: `form-${++issued}` } }),
      'POST /api/login/': { body: { message: 'ok' } },
    });
    const session = memorySession();
    const api = createApiClient({ fetch: server.fetch, getToken: () => 'user', sessionStorage: session });

    await api.post('/api/login/', { email: 'a@b.co' }, { auth: 'form' });
    await api.post('/api/login/', { email: 'a@b.co' }, { auth: 'form' });

    expect(issued).toBe(1);
    expect(session.values.get(FORM_TOKEN_KEY)).toBe('form-1');
    const logins = server.requests.filter((request) => request.path === '/api/login/');
    expect(logins.map((request) => request.authorization)).toEqual(['form-1', 'form-1']);
    expect(logins[0]?.body).toEqual({ email: 'a@b.co' });
  });

  it('replaces a form token the server reports as expired and tries once more', async () => {
    const server = scriptedFetch({
      'GET /api/get-form-token': { body: { formToken: 'fresh' } },
      'POST /api/custom-quote/': (request) =>
        request.authorization === 'fresh'
          ? { body: { message: 'Quote submitted successfully' } }
          : { status: 401, body: { message: 'Form expired', errors: { formToken: 'expired' } } },
    });
    const session = memorySession();
    session.setItem(FORM_TOKEN_KEY, 'stale');
    const api = createApiClient({ fetch: server.fetch, getToken: () => null, sessionStorage: session });

    await expect(api.post('/api/custom-quote/', {}, { auth: 'form' })).resolves.toEqual({
      message: 'Quote submitted successfully',
    });
    expect(session.values.get(FORM_TOKEN_KEY)).toBe('fresh');
  });

  it("throws ApiError with the server's message and field errors", async () => {
    const server = scriptedFetch({
      'POST /api/login/': { status: 422, body: { message: 'Invalid e-mail', errors: { email: 'bad' } } },
      'GET /api/get-form-token': { body: { formToken: 't' } },
    });
    const api = createApiClient({
      fetch: server.fetch,
      getToken: () => null,
      sessionStorage: memorySession(),
    });

    const error = await api.post('/api/login/', {}, { auth: 'form' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Invalid e-mail', errors: { email: 'bad' } });
  });

  it('uses "An error occurred" (or the given fallback) when the server gives no message', async () => {
    const server = scriptedFetch({ 'GET /api/logout/': { status: 500 } });
    const api = createApiClient({ fetch: server.fetch, getToken: () => 't' });

    await expect(api.get('/api/logout/')).rejects.toMatchObject({
      status: 500,
      message: 'An error occurred',
    });
    await expect(api.get('/api/logout/', { fallbackMessage: 'Logout failed' })).rejects.toMatchObject({
      message: 'Logout failed',
    });
  });

  it('reports a network failure as status 0', async () => {
    const server = scriptedFetch({ 'GET /api/plans/': new TypeError('Failed to fetch') });
    const api = createApiClient({ fetch: server.fetch, getToken: () => null });

    const error = await api.get('/api/plans/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
  });

  it('reports an answer cut off while its body is read as a network failure', async () => {
    const cutOff = new ReadableStream<Uint8Array>({
      start: (controller) => controller.error(new TypeError('network error')),
    });
    const api = createApiClient({
      fetch: async () => new Response(cutOff, { status: 200 }),
      getToken: () => 'token-1',
    });

    const error = await api.get('/api/check-auth/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
  });

  it('calls onUnauthorized on a 401 answer to a signed-in call only', async () => {
    const server = scriptedFetch({
      'GET /api/check-auth/': { status: 401, body: { message: 'Unauthorized' } },
      'GET /api/plans/': { status: 401, body: { message: 'Unauthorized' } },
    });
    const unauthorized: ApiError[] = [];
    let token: string | null = 'expired';
    const api = createApiClient({
      fetch: server.fetch,
      getToken: () => token,
      onUnauthorized: (error) => unauthorized.push(error),
    });

    await expect(api.get('/api/check-auth/')).rejects.toMatchObject({ status: 401 });
    token = null;
    await expect(api.get('/api/plans/')).rejects.toMatchObject({ status: 401 });

    expect(unauthorized).toHaveLength(1);
    expect(server.requests[1]?.authorization).toBeNull();
  });

  it('adds query parameters and leaves out empty ones', async () => {
    const server = scriptedFetch({ 'GET /api/search-users': { body: { users: [] } } });
    const urls: string[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      urls.push(String(input));
      return server.fetch(input, init);
    };
    const api = createApiClient({ fetch: recordingFetch, getToken: () => null });

    await api.get('/api/search-users', { query: { query: 'ada', project_id: undefined } });
    expect(urls).toEqual(['/api/search-users?query=ada']);
  });

  it("hands a preloaded answer to the page's own GET of the same address once, then asks afresh", async () => {
    let served = 0;
    const server = scriptedFetch({
      'GET /api/projects/p1/tasks/': () => ({ body: { served: (served += 1) } }),
    });
    let token: string | null = 'secret';
    const api = createApiClient({ fetch: server.fetch, getToken: () => token });

    api.preload('/api/projects/p1/tasks/', { query: { tab: 'all' } });
    api.preload('/api/projects/p1/tasks/', { query: { tab: 'all' } });
    await expect(api.get('/api/projects/p1/tasks/', { query: { tab: 'all' } })).resolves.toEqual({
      served: 1,
    });
    await expect(api.get('/api/projects/p1/tasks/', { query: { tab: 'all' } })).resolves.toEqual({
      served: 2,
    });
    // Another query is another answer; another user never gets the first one's.
    await expect(api.get('/api/projects/p1/tasks/')).resolves.toEqual({ served: 3 });
    api.preload('/api/projects/p1/tasks/');
    token = 'someone-else';
    await expect(api.get('/api/projects/p1/tasks/')).resolves.toEqual({ served: 5 });
    expect(server.requests).toHaveLength(5);
  });

  it('forgets a preload that failed, so the page asks again', async () => {
    let calls = 0;
    const server = scriptedFetch({
      'GET /api/projects/p1/': () =>
        (calls += 1) === 1 ? { status: 503, body: {} } : { body: { id: 'p1' } },
    });
    const api = createApiClient({ fetch: server.fetch, getToken: () => 'secret' });
    api.preload('/api/projects/p1/');
    await waitFor(() => expect(calls).toBe(1));
    await expect(api.get('/api/projects/p1/')).resolves.toEqual({ id: 'p1' });
  });
});

describe('conditional reads', () => {
  /** A server whose board answers with a tag, and 304 when asked with it until the board changes. */
  function taggedBoard() {
    const state = { board: { tasks: ['Logo'] }, version: 1 };
    const sent: (string | null)[] = [];
    const fetchImpl = async (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const ifNoneMatch = new Headers(init?.headers).get('If-None-Match');
      sent.push(ifNoneMatch);
      const tag = `W/"v${state.version}"`;
      if (ifNoneMatch === tag) return new Response(null, { status: 304, headers: { ETag: tag } });
      return new Response(JSON.stringify(state.board), {
        headers: { 'Content-Type': 'application/json', ETag: tag },
      });
    };
    return { state, sent, fetch: fetchImpl };
  }

  it('asks again with the tag it was given and reuses its answer on 304', async () => {
    const server = taggedBoard();
    const api = createApiClient({ fetch: server.fetch, getToken: () => 'secret' });
    await expect(api.get('/api/projects/p/tasks/')).resolves.toEqual({ tasks: ['Logo'] });
    await expect(api.get('/api/projects/p/tasks/')).resolves.toEqual({ tasks: ['Logo'] });
    expect(server.sent).toEqual([null, 'W/"v1"']);
  });

  it('takes the new answer when the read changed, and keeps answers apart by token', async () => {
    const server = taggedBoard();
    let token = 'ada';
    const api = createApiClient({ fetch: server.fetch, getToken: () => token });
    await api.get('/api/projects/p/tasks/');
    server.state.board = { tasks: ['Logo', 'Menu'] };
    server.state.version = 2;
    await expect(api.get('/api/projects/p/tasks/')).resolves.toEqual({ tasks: ['Logo', 'Menu'] });
    token = 'bola';
    await api.get('/api/projects/p/tasks/');
    expect(server.sent).toEqual([null, 'W/"v1"', null]);
  });
});
