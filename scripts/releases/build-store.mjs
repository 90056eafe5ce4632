// Published remote builds in the byte store (api/src/platform/byte-store), so hosts that share nothing but the
// database and the bucket all serve every build. `remote:publish` uploads the build folder it made; a host
// asked for a build its own RELEASES_DIR lacks downloads it once into that folder (its cache) and serves it
// from there like any other. With no bucket (the byte store on disk), RELEASES_DIR itself is the store.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { repoRoot } from './registry.mjs';

/** Written last, so a build is complete in the store once its listing is there. */
const listingName = 'build-files.json';

const shelf = 'remote-builds';

const exists = (file) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * The byte store the API would use (S3_BUCKET and friends, read by the API's own environment schema), or null
 * when builds stay in RELEASES_DIR. It is loaded from the built API: `npm run build` first.
 */
export async function buildStoreFromEnvironment() {
  if (!process.env.S3_BUCKET) return null;
  const api = path.join(repoRoot, 'api', 'dist');
  const { parseEnvironment } = await import(path.join(api, 'platform', 'config', 'environment.js')).catch(() => {
    throw new Error('S3_BUCKET is set: build the API first (npm run build) to upload builds to the bucket.');
  });
  const { byteStoreFromEnv } = await import(path.join(api, 'platform', 'byte-store', 'byte-store-from-env.js'));
  return byteStoreFromEnv(parseEnvironment(process.env), path.join(repoRoot, 'data', 'uploads'));
}

/** Uploads the build folder `<dir>/<name>/<version>` to the store, its listing last. */
export async function uploadBuild(store, name, version, dir) {
  const folder = path.join(dir, name, version);
  const files = (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  for (const file of files) {
    const type = getMimeType(file) ?? 'application/octet-stream';
    await store.put(shelf, `${name}/${version}/${file}`, await readFile(path.join(folder, file)), type);
  }
  await store.put(
    shelf,
    `${name}/${version}/${listingName}`,
    Buffer.from(JSON.stringify(files)),
    'application/json',
  );
}

/**
 * Makes sure `<dir>/<name>/<version>` holds the build: already there, or downloaded whole from the store
 * into a folder aside and renamed into place (a reader never sees half a build). Answers whether it is there.
 */
export async function fetchBuild(store, name, version, dir) {
  const folder = path.join(dir, name, version);
  if (await exists(path.join(folder, 'mf-manifest.json'))) return true;
  if (!store || store.kind === 'disk') return false;
  const listing = await store.get(shelf, `${name}/${version}/${listingName}`);
  if (!listing) return false;
  const files = JSON.parse(Buffer.from(listing).toString('utf8'));
  const aside = path.join(dir, name, `.${version}.${randomBytes(4).toString('hex')}.download`);
  try {
    for (const file of files) {
      const bytes = await store.get(shelf, `${name}/${version}/${file}`);
      if (!bytes) throw new Error(`${name} ${version} is incomplete in the bucket: ${file} is missing.`);
      const target = path.join(aside, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
    }
    // Another request of this host may have finished first: its copy stays.
    await rename(aside, folder).catch(async (error) => {
      if (!(await exists(path.join(folder, 'mf-manifest.json')))) throw error;
    });
  } finally {
    await rm(aside, { recursive: true, force: true });
  }
  return true;
}
