// Runs in the browser, in the shell and every remoteEntry.js, in place of the federation runtime's table of
// error descriptions (`@module-federation/error-codes`' desc module, ~0.5 KiB gzip in each; swapped in by
// federation-runtime-modules.mjs). As React's production build does with its messages, an error keeps its
// code, the link to the page that explains that code, and the original error's message; only the table's one
// line is left out. The exports mirror the replaced module's (federation-runtime-modules.test.mjs).

const DESCRIPTION = 'Module Federation runtime error';

/** Every code reads the same line; the message's link names the code's own explanation. */
const described = new Proxy({}, { get: (_, code) => (typeof code === 'string' ? DESCRIPTION : undefined) });

export const runtimeDescMap = described;
export const typeDescMap = described;
export const buildDescMap = described;
export const errorDescMap = described;
