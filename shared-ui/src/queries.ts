// The platform's query cache (TanStack Query over the typed client): a shared singleton of its own, so the
// pages that read through it load it, and the home page, which does not, never does (docs/architecture.md).
// The typed client is in the forms entry (forms.ts), re-exported here by its name.
export { apiQueryClient, authAs, invalidateApi, useApiMutation, useApiQuery } from './queries/api-queries';
export {
  apiFetchClient,
  typedApi,
  useTypedApi,
  type ApiCallOptions,
  type ApiOperation,
  type ApiPath,
  type ApiResult,
  type TypedApi,
} from '@platform/shared-ui/forms';
