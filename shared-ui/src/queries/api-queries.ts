import {
  QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { Client, FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import createQueryHooks, { type OpenapiQueryClient } from 'openapi-react-query';
import type { HttpMethod, MediaType, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import {
  AUTH_MODE_HEADER,
  platform,
  usePlatform,
  type ApiError,
  type AuthMode,
  type Platform,
} from '@platform/shared-ui/core';
import { apiFetchClient, type ApiPath } from '@platform/shared-ui/forms';
import type { paths } from '../http/api-types';

type QueryHooks = OpenapiQueryClient<paths>;

interface PlatformQueries {
  fetchClient: Client<paths>;
  hooks: QueryHooks;
  token: string | null;
  cache: QueryClient;
}

// One cache a platform (the page's; a test's own) and signed-in person: a new token starts an empty cache,
// so nobody is ever shown an answer fetched for someone else.
const byPlatform = new WeakMap<Platform, PlatformQueries>();

function newCache(): QueryClient {
  // No retry (a refused call shows its message at once, as the pages always did) and no refetch on focus:
  // the live event stream says when an answer changed.
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

function queriesOf(of: Platform, token: string | null): PlatformQueries {
  const held = byPlatform.get(of);
  if (held && held.token === token) return held;
  held?.cache.clear();
  const fetchClient = held?.fetchClient ?? apiFetchClient(of.api);
  const queries = {
    fetchClient,
    hooks: held?.hooks ?? createQueryHooks(fetchClient),
    token,
    cache: newCache(),
  };
  byPlatform.set(of, queries);
  return queries;
}

/** The query cache of the page's platform and its signed-in person. */
export const apiQueryClient = (of: Platform = platform()): QueryClient =>
  queriesOf(of, of.auth.getToken()).cache;

/** A hook's view of the platform: re-rendered, with a fresh cache, when the signed-in person changes. */
function usePlatformQueries(): PlatformQueries {
  const current = usePlatform();
  return queriesOf(current, current.auth.useToken());
}

/** What `method path` takes: its path parameters, query and body as the document declares them. */
type ApiInit<M extends HttpMethod, P extends PathsWithMethod<paths, M>> = MaybeOptionalInit<paths[P], M>;

/** The success body of `method path`. */
type ApiAnswer<M extends HttpMethod, P extends PathsWithMethod<paths, M>, I> = Required<
  FetchResponse<Extract<paths[P][M], Record<string | number, unknown>>, I, MediaType>
>['data'];

type ApiQueryOptions<Answer, Selected> = Omit<
  UseQueryOptions<Answer, ApiError, Selected>,
  'queryKey' | 'queryFn'
>;

/** openapi-react-query's `useQuery`, failing with the platform's `ApiError` (what the client throws). */
export type UseApiQuery = <
  M extends HttpMethod,
  P extends PathsWithMethod<paths, M>,
  I extends ApiInit<M, P>,
  Selected = ApiAnswer<M, P, I>,
>(
  method: M,
  path: P,
  ...[init, options]: RequiredKeysOf<I> extends never
    ? [(I & Record<string, unknown>)?, ApiQueryOptions<ApiAnswer<M, P, I>, Selected>?]
    : [I & Record<string, unknown>, ApiQueryOptions<ApiAnswer<M, P, I>, Selected>?]
) => UseQueryResult<Selected, ApiError>;

/** openapi-react-query's `useMutation`, failing with the platform's `ApiError`. */
export type UseApiMutation = <
  M extends HttpMethod,
  P extends PathsWithMethod<paths, M>,
  I extends ApiInit<M, P>,
>(
  method: M,
  path: P,
  options?: Omit<UseMutationOptions<ApiAnswer<M, P, I>, ApiError, I>, 'mutationKey' | 'mutationFn'>,
) => UseMutationResult<ApiAnswer<M, P, I>, ApiError, I>;

type LooseQuery = (
  method: string,
  path: string,
  init?: object,
  options?: object,
  cache?: QueryClient,
) => unknown;
type LooseMutation = (method: string, path: string, options?: object, cache?: QueryClient) => unknown;

/**
 * `useApiQuery('get', '/api/projects/{project_id}/', { params: { path: { project_id } } })`: the answer of one
 * call of the OpenAPI document, typed from it and cached by method, path and parameters (openapi-react-query).
 * While a refetch runs the last answer stays on screen, so what is being typed on the page stays.
 */
export const useApiQuery = ((method, path, init, options) => {
  const { hooks, cache } = usePlatformQueries();
  return (hooks.useQuery as LooseQuery)(method, path, init, options, cache);
}) as LooseQuery as UseApiQuery;

/** `useApiMutation('post', '/api/x/')`: a typed write with its pending state; `mutateAsync` throws `ApiError`. */
export const useApiMutation = ((method, path, options) => {
  const { hooks, cache } = usePlatformQueries();
  return (hooks.useMutation as LooseMutation)(method, path, options, cache);
}) as LooseMutation as UseApiMutation;

/**
 * Marks every cached answer of these GET paths stale, whatever their parameters (or only those with `params`,
 * e.g. `{ path: { project_id } }`); those on screen ask again, with `If-None-Match`.
 */
export function invalidateApi(pathsToRefresh: readonly ApiPath<'get'>[], params?: object): Promise<void> {
  const cache = apiQueryClient();
  return Promise.all(
    pathsToRefresh.map((path) =>
      cache.invalidateQueries({ queryKey: params ? ['get', path, { params }] : ['get', path] }),
    ),
  ).then(() => undefined);
}

/** Headers that make a query call with another authentication than the signed-in user's token. */
export const authAs = (auth: AuthMode) => ({ [AUTH_MODE_HEADER]: auth });
