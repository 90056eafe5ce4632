// Runs a command with inherited output and resolves with its exit code; used by the top-level scripts.
import { spawn } from 'node:child_process';
import { repoRoot } from './releases/registry.mjs';

export const quietTurbo = { TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' };

export function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, ...quietTurbo, ...env },
    });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Runs the steps in order and stops the process at the first one that fails. */
export async function runSteps(steps) {
  for (const [command, args, env] of steps) {
    const code = await run(command, args, env);
    if (code !== 0) {
      // Named, since a tool's own last lines may not say which of the steps it was (.ci/run quotes this line).
      console.error(`Step failed (exit ${code}): ${[command, ...args].join(' ')}`);
      process.exit(code);
    }
  }
}

/**
 * Runs a command with its output held back: a newcomer sees our one-line progress messages, not a build
 * tool's banners and warnings. When the command fails, everything it printed is shown, then its code.
 */
export function runQuietly(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...quietTurbo, ...env },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      const exitCode = code ?? (signal ? 1 : 0);
      if (exitCode !== 0) process.stderr.write(Buffer.concat(output));
      resolve(exitCode);
    });
  });
}
