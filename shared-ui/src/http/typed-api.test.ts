import { describe, expect, it } from 'vitest';
import { scriptedFetch } from '../testing';
import { createApiClient } from './client';
import { ApiError } from '@platform/shared-ui/core';
import { typedApi } from './typed-api';

describe('typedApi', () => {
  it('fills path parameters, sends query and body, and answers with the document’s shape', async () => {
    const server = scriptedFetch({
      'GET /api/user-details/': { body: { user_firstname: 'Ada', user_img: null } },
      'POST /api/tasks/t%201/move/': { body: { message: 'Task moved' } },
    });
    const api = typedApi(createApiClient({ fetch: server.fetch, getToken: () => 'secret' }));

    const details = await api.get('/api/user-details/');
    const firstName: string = details.user_firstname;
    expect(firstName).toBe('Ada');

    await api.post('/api/tasks/{task_id}/move/', {
      path: { task_id: 't 1' },
      body: { status: 'In Progress', position: 0 },
    });
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/user-details/',
      'POST /api/tasks/t%201/move/',
    ]);
    expect(server.requests[1]?.body).toEqual({ status: 'In Progress', position: 0 });
    expect(server.requests[1]?.authorization).toBe('Bearer secret');
  });

  it('sends public calls with the form token and throws the refusal as ApiError', async () => {
    const server = scriptedFetch({
      'GET /api/get-form-token': { body: { formToken: 'form-1' } },
      'POST /api/lets-talk/': {
        status: 422,
        body: { message: 'Email is invalid', errors: { email: 'bad' } },
      },
    });
    const session = new Map<string, string>();
    const api = typedApi(
      createApiClient({
        fetch: server.fetch,
        getToken: () => 'secret',
        sessionStorage: {
          getItem: (key) => session.get(key) ?? null,
          setItem: (key, value) => void session.set(key, value),
          removeItem: (key) => void session.delete(key),
        },
      }),
    );

    const refusal = await api
      .post('/api/lets-talk/', {
        auth: 'form',
        body: { fullname: 'Ada', email: 'x', messageType: 'General', projectDesc: 'Hi' },
      })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 422, message: 'Email is invalid', errors: { email: 'bad' } });
    expect(server.requests.at(-1)?.authorization).toBe('form-1');
  });

  it('lets the compiler check paths, parameters and answers', () => {
    const api = typedApi(createApiClient({ fetch: scriptedFetch({}).fetch, getToken: () => null }));
    const unsent = () => {
      // @ts-expect-error: no such path in the OpenAPI document
      void api.get('/api/no-such-path/');
      // @ts-expect-error: the task id is required
      void api.get('/api/tasks/{task_id}/');
      void api.post('/api/tasks/{task_id}/move/', {
        path: { task_id: 't' },
        // @ts-expect-error: the body's status must be a column
        body: { status: 'Done', position: 0 },
      });
      void api.get('/api/user-details/').then((details) => {
        // @ts-expect-error: the answer has no such field
        void details.user_lastname;
      });
    };
    expect(typeof unsent).toBe('function');
  });
});
