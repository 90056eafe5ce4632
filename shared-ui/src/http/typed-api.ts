import createClient, { type Client } from 'openapi-fetch';
import { useMemo } from 'react';
import { usePlatform } from '@platform/shared-ui/core';
import type { paths } from './api-types';
import type { ApiClient, CallOptions, QueryValue } from './client';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Every path of the OpenAPI document that answers `method`. */
export type ApiPath<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends undefined ? never : P;
}[keyof paths];

/** The operation behind `method path`. */
export type ApiOperation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

type JsonContent<R> = R extends { content: { 'application/json': infer Body } } ? Body : undefined;

/** The JSON body of the operation's success answer (200 or 201). */
export type ApiResult<Op> = Op extends { responses: infer R }
  ? JsonContent<R[Extract<keyof R, 200 | 201>]>
  : never;

type PathPart<Op> = Op extends { parameters: { path: infer Path extends object } }
  ? { path: Path }
  : { path?: never };

type QueryPart<Op> = Op extends { parameters: { query?: infer Query } }
  ? [NonNullable<Query>] extends [never]
    ? { query?: never }
    : { query?: NonNullable<Query> & Record<string, QueryValue> }
  : { query?: never };

type BodyPart<Op> = Op extends { requestBody: { content: { 'application/json': infer Body } } }
  ? { body: Body }
  : Op extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? { body?: Body }
    : Op extends { requestBody?: { content: { 'multipart/form-data': unknown } } }
      ? { body: FormData }
      : { body?: never };

/** Options of a typed call: path parameters, query and body as the document declares them. */
export type ApiCallOptions<Op> = Omit<CallOptions, 'query'> & PathPart<Op> & QueryPart<Op> & BodyPart<Op>;

/** Optional when nothing in the options is required. */
type OptionsArg<Op> =
  object extends ApiCallOptions<Op> ? [options?: ApiCallOptions<Op>] : [options: ApiCallOptions<Op>];

type TypedMethod<M extends Method> = <P extends ApiPath<M>>(
  path: P,
  ...options: OptionsArg<ApiOperation<P, M>>
) => Promise<ApiResult<ApiOperation<P, M>>>;

/** The platform's API client, called by the OpenAPI document's paths with checked parameters and answers. */
export type TypedApi = { [M in Method]: TypedMethod<M> };

interface LooseOptions extends Omit<CallOptions, 'query'> {
  path?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
}

/**
 * Origin of the typed client's requests. The platform's client sends each to its own address (`fetch` keeps only
 * the path and query), so this only makes the URL absolute, as `Request` needs outside a page.
 */
const TYPED_ORIGIN = 'http://platform.local';

/**
 * The request openapi-fetch builds, keeping the body it was given: the platform's client sends a form as the
 * `FormData` it was (a `Request` cannot always read it back: a test DOM's `FormData` is not the one its `Request` knows).
 */
class TypedRequest extends Request {
  readonly sentBody: RequestInit['body'];

  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, init);
    this.sentBody = init?.body;
  }
}

/** The OpenAPI document's client (openapi-fetch) over `api`: token, form token, 401 handling and `ApiError` stay its job. */
export function apiFetchClient(api: Pick<ApiClient, 'fetch'>): Client<paths> {
  return createClient<paths>({
    baseUrl: TYPED_ORIGIN,
    Request: TypedRequest,
    fetch: (request) => api.fetch(request),
  });
}

/** `typedApi(api)` calls answering the success body directly: a refused call has already thrown `ApiError`. */
export function typedApi(api: ApiClient): TypedApi {
  const client = apiFetchClient(api);
  const call =
    (method: Method) =>
    async (template: string, options: LooseOptions = {}): Promise<unknown> => {
      const { path, query, body, auth, fallbackMessage, signal } = options;
      const init = {
        params: { path, query },
        body,
        signal,
        fetch: (request: Request) => api.fetch(request, { auth, fallbackMessage }),
      };
      const answer = await (client.request as LooseRequest)(method, template, init);
      return answer.data;
    };
  return {
    get: call('get'),
    post: call('post'),
    put: call('put'),
    patch: call('patch'),
    delete: call('delete'),
  } as TypedApi;
}

/** `client.request` seen from `typedApi`'s untyped inside; `TypedApi` types each call from the document. */
type LooseRequest = (method: Method, path: string, init: object) => Promise<{ data?: unknown }>;

/** Hook form of `typedApi(usePlatform().api)`. */
export function useTypedApi(): TypedApi {
  const { api } = usePlatform();
  return useMemo(() => typedApi(api), [api]);
}
