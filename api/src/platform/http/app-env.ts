import type { RequestLimits } from '../rate-limit/request-limits.js';

/** Variables every request carries. */
export interface AppEnv {
  /** `requestId`: set by the request log (request-log.ts). */
  Variables: { requestId: string; limits: RequestLimits };
}

export type Logger = (line: string) => void;
