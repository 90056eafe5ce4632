// The platform's query cache (TanStack Query over the typed client): a shared singleton of its own, so the
// pages that read through it load it, and the home page, which does not, never does (docs/architecture.md).
// The typed client itself too, which the full entry re-exports from here.
export { apiQueryClient, authAs, invalidateApi, useApiMutation, useApiQuery } from './queries/api-queries';
export * from './http/typed-api';
