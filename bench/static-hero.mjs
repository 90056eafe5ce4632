// The yardstick of the hero timing: a static HTML page with the same hero and no script, on its own port.
import { createServer } from 'node:http';

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Static hero</title></head>
<body><main><section>
<h1>On-demand design and development services</h1>
<p>Static copy of the home page's hero.</p>
<button type="button">Let's Build Something Together</button>
</section></main></body></html>`;

/** Serves the page at http://127.0.0.1:<port>/ until `close()`. */
export async function serveStaticHero(port) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}
