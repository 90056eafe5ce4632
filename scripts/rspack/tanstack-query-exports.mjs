// The part of TanStack Query that the shell provides to every remote as the one shared query library (see
// create-config.mjs). A shared module is not tree-shaken: sharing the whole package put all of it in front of
// every signed-in area's first page; only what is listed here is kept. As with the router
// (react-router-exports.mjs), the shell is not rebuilt when a remote is published, so this list is the
// contract: a name any app or openapi-react-query imports must be here (react-router-exports.test.mjs checks).
export {
  QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useSuspenseQuery,
} from '@platform/tanstack-query-full';
