// Throughput and tail latency of GET /api/check-auth/ beside a bare Hono hello-world, same run, same machine.
import autocannon from 'autocannon';
import { waitFor, startNodeScript } from './server.mjs';
import { demoToken } from './demo-session.mjs';

export const load = { connections: 64, duration: 10, pipelining: 1 };

async function measure(url, headers = {}) {
  const result = await autocannon({ url, headers, ...load });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  }
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, total: result.requests.total };
}

/** check-auth on the product at `baseUrl`, then the hello-world on `helloPort`, one after the other. */
export async function measureApi(baseUrl, helloPort) {
  const token = await demoToken(baseUrl);
  // One lookup first, as any signed-in browser makes one before its next request.
  await fetch(`${baseUrl}/api/check-auth/`, { headers: { authorization: `Bearer ${token}` } });
  const checkAuth = await measure(`${baseUrl}/api/check-auth/`, { authorization: `Bearer ${token}` });
  const stopHello = startNodeScript('bench/hello-hono.mjs', { PORT: String(helloPort) });
  try {
    await waitFor(`http://127.0.0.1:${helloPort}/`, 10_000);
    const hello = await measure(`http://127.0.0.1:${helloPort}/`);
    return { checkAuth, hello, ratio: checkAuth.rps / hello.rps };
  } finally {
    stopHello();
  }
}
