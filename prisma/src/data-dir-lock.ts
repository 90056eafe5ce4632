import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Whether a process with this id is alive (EPERM: alive, another user's). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dataDir>.lock` for this process. PGlite does not guard its folder, and two processes writing
 * one data folder would corrupt it. A lock left by a process that is gone (or by an earlier process
 * with this pid, as after a container restart) is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${owner}. Stop that process or set DATA_DIR to another folder.`,
      );
    }
    rmSync(lockFile, { force: true });
  }
}
