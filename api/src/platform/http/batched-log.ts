import type { Logger } from './app-env.js';

/** The part of a stream the log writes to (`process.stdout`). */
export interface LogOutput {
  write(text: string): unknown;
}

/*
 * One write per turn of the event loop instead of a console.log per line: under load, the request log's
 * line per request through console.log cost about a tenth of the API's processor time (formatting and a
 * system call each; docs/benchmarks.md). Lines keep their order; every line, errors included, is out by the
 * end of the turn that logged it, and the rest at exit (stdout is written synchronously there on Linux).
 */
export function batchedLog(output: LogOutput, onExit?: (flush: () => void) => void): Logger {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const text = `${pending.join('\n')}\n`;
    pending = [];
    output.write(text);
  };
  onExit?.(flush);
  return (line) => {
    if (pending.length === 0) setImmediate(flush);
    pending.push(line);
  };
}
