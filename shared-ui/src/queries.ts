// The platform's query cache (TanStack Query over the typed client): a shared singleton of its own, so the
// pages that read through it load it, and the home page, which does not, never does (docs/architecture.md).
export { apiQueryClient, authAs, invalidateApi, useApiMutation, useApiQuery } from './queries/api-queries';
