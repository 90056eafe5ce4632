import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { inheritedEnvironment } from './test-environment.js';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

/** A free loopback port, found by letting the system pick one. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The API as `npm start` runs it (from source here), in a process of its own. */
export class ServerProcess {
  readonly output: string[] = [];
  private child: ChildProcess | null = null;
  private exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> | null = null;

  /** `umask`: the file mode mask the process starts with (as a shell would give it), e.g. `000`. */
  constructor(
    private readonly env: Record<string, string>,
    private readonly options: { umask?: string } = {},
  ) {}

  /** The process id of the server running now. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.env.PORT}`;
  }

  /** Starts the server and resolves once it listens. */
  async start(timeoutMs = 90_000): Promise<void> {
    const command = [
      process.execPath,
      '--experimental-wasm-modules',
      '--disable-warning=ExperimentalWarning',
      '--import',
      'tsx',
      'src/server.ts',
    ];
    const { umask } = this.options;
    // `exec` keeps the server the shell's own process, so signals and the pid are the server's.
    const [program, ...args] =
      umask === undefined ? command : ['/bin/sh', '-c', `umask ${umask} && exec "$@"`, 'sh', ...command];
    const child = spawn(program ?? process.execPath, args, {
      cwd: apiDir,
      env: inheritedEnvironment({ NODE_OPTIONS: '', ...this.env }),
      stdio: 'pipe',
    });
    this.child = child;
    // Only this start's output counts: an earlier start's "Ready at" says nothing about this one.
    const from = this.output.length;
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The server did not start:\n${this.output.join('')}`)),
        timeoutMs,
      );
      const read = (chunk: Buffer) => {
        this.output.push(chunk.toString());
        if (this.output.slice(from).join('').includes('Ready at')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      void this.exited?.then(() => {
        clearTimeout(timer);
        reject(new Error(`The server exited before listening:\n${this.output.join('')}`));
      });
    });
  }

  /** Sends the signal and resolves with how the process ended. */
  async stop(signal: NodeJS.Signals) {
    this.child?.kill(signal);
    const ended = await this.exited;
    this.child = null;
    return ended;
  }
}
