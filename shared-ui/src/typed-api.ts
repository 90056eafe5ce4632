// The typed client alone (openapi-fetch over the platform's client): a shared singleton of its own, so a page
// that calls the API without the query cache (the login page's sign-in) loads no query library; the query entry
// and the full entry re-export it by this name (docs/architecture.md).
export * from './http/typed-api';
