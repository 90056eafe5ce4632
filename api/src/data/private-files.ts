import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Group and other bits: what another user of the machine could use. */
const sharedBits = 0o077;

/**
 * Makes every file this process writes from now on its user's alone (0600 files, 0700 folders), whatever
 * umask it was started with: the embedded database (the WAL and `pg_control` too, which PGlite creates
 * 0666), mail with codes and reset links, uploads and the development secret live in DATA_DIR, and on a
 * shared machine any other user could otherwise read or corrupt them. Then tightens what an earlier start
 * under a looser umask left behind in `folders`.
 */
export function keepFilesPrivate(folders: string[]): void {
  process.umask(sharedBits);
  for (const folder of folders) tighten(folder);
}

function tighten(path: string): void {
  let stats;
  try {
    stats = lstatSync(path);
  } catch {
    return; // not there (yet), or gone meanwhile
  }
  // A link's target may be anywhere (and chmod would follow it): only what the product made itself.
  if (stats.isSymbolicLink()) return;
  if ((stats.mode & sharedBits) !== 0) chmodSync(path, stats.mode & 0o700);
  if (stats.isDirectory()) for (const name of readdirSync(path)) tighten(join(path, name));
}
