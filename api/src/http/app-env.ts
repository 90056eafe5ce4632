import type { RequestIdVariables } from 'hono/request-id';

/** Variables every request carries. */
export interface AppEnv {
  Variables: RequestIdVariables;
}

export type Logger = (line: string) => void;
