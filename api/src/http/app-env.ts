import type { RequestIdVariables } from 'hono/request-id';
import type { RequestLimits } from '../rate-limit/request-limits.js';

/** Variables every request carries. */
export interface AppEnv {
  Variables: RequestIdVariables & { limits: RequestLimits };
}

export type Logger = (line: string) => void;
