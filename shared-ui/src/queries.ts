// The platform's query cache (TanStack Query over the typed client): a shared singleton of its own, so the
// pages that read through it load it, and the home page, which does not, never does (docs/architecture.md).
// The typed client is an entry of its own (typed-api.ts), re-exported here by its name.
export { apiQueryClient, authAs, invalidateApi, useApiMutation, useApiQuery } from './queries/api-queries';
export * from '@platform/shared-ui/typed-api';
