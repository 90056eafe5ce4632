import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { requestHeader } from '../http/node-messages.js';
import type { SessionDevice } from './sessions.js';

/** The browser and address a session is started from, as the request shows them (Settings lists them). */
export const sessionDevice = <E extends AppEnv>(c: Context<E>): SessionDevice => ({
  userAgent: requestHeader(c, 'user-agent'),
  ipAddress: c.var.limits.ip,
});
