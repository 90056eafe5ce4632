// The yardstick of the hero timing: a static HTML page with the same hero and no script, on its own port.
import { createServer } from 'node:http';

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Static hero</title></head>
<body><main><section>
<h1>On-demand design and development services</h1>
<p>Static copy of the home page's hero.</p>
<button type="button">Let's Build Something Together</button>
</section></main></body></html>`;

/** What an answer's headers say about its own body or this one request, which the static page has its own of. */
const ownHeaders = new Set([
  'content-length',
  'content-type',
  'content-encoding',
  'etag',
  'last-modified',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'cache-control',
  'vary',
  'set-cookie',
  'x-request-id',
]);

/**
 * The headers the product sends with its home page that the static page sends too, so that both are served
 * alike: its security headers. `Cross-Origin-Opener-Policy` matters most: a new browser tab's first page
 * shares the blank page's renderer process unless that header asks for a process of its own, which costs
 * Chromium a process start (tens of milliseconds) inside the timed navigation.
 */
export async function productPageHeaders(url) {
  const response = await fetch(url, { headers: { Accept: 'text/html' } });
  await response.arrayBuffer();
  return Object.fromEntries([...response.headers].filter(([name]) => !ownHeaders.has(name)));
}

/** Serves the page at http://127.0.0.1:<port>/ with `headers` until `close()`. */
export async function serveStaticHero(port, headers = {}) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' });
    response.end(page);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}
