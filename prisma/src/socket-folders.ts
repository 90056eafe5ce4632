import { lstatSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRunning } from './data-dir-lock.js';

/** The start of a socket folder's name: the process that serves it is in it, so a start can tell a dead one's. */
export const socketFolderPrefix = (pid: number) => `platform-db-${pid}-`;

/**
 * Removes the socket folders of this user's processes that are gone: a process killed with SIGKILL
 * cannot remove its own, and each start would leave one more in the temporary folder.
 */
export function removeStaleSocketFolders(): void {
  const folder = tmpdir();
  for (const name of readdirSync(folder)) {
    const pid = Number(/^platform-db-(\d+)-/.exec(name)?.[1]);
    if (!pid || pid === process.pid || isRunning(pid)) continue;
    const path = join(folder, name);
    try {
      if (lstatSync(path).uid !== process.getuid?.()) continue;
      rmSync(path, { recursive: true, force: true });
    } catch {
      // Another start removed it first, or it is not ours to remove.
    }
  }
}
