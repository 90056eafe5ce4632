import type { Harness } from './harness.js';

/** A page load's telemetry beacon, as the shell gets it: from `GET /api/remotes`. */
export async function pageBeacon(h: Harness): Promise<string> {
  const answer = await h.app.request('/api/remotes');
  return ((await answer.json()) as { beacon: string }).beacon;
}
