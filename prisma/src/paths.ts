import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package folder, found by walking up, so this works both from `src/` (tsx) and from `dist/src/`. */
function findPackageDir(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'schema.prisma'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`schema.prisma not found above ${start}`);
    dir = parent;
  }
  return dir;
}

export const packageDir = findPackageDir(dirname(fileURLToPath(import.meta.url)));
export const repoRoot = resolve(packageDir, '..');
export const schemaPath = join(packageDir, 'schema.prisma');
export const migrationsDir = join(packageDir, 'migrations');
