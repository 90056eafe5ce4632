import type { PrismaClient } from '@platform/db';
import type { Assistant } from './assistant/assistant.js';
import type { Logger } from './http/app-env.js';

/** What the app needs from the outside world; tests pass their own. */
export interface AppDeps {
  prisma: PrismaClient;
  /** Signing key of the form tokens. */
  appSecret: string;
  /** Published remote builds and `registry.json`. */
  releasesDir: string;
  /** The built shell, served at `/` with SPA fallback. */
  shellDist: string;
  /** When set, remotes come from `<devRemotesRoot>/<package>/dist` as version `dev` (`npm run dev`). */
  devRemotesRoot: string | null;
  /** The engine behind every chat (embedded by default). */
  assistant: Assistant;
  now: () => Date;
  log: Logger;
}
