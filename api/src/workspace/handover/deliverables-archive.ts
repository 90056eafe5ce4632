import type { PrismaClient } from '@platform/prisma';
import { bytesEntry, zipEntryName } from '../../platform/archives/zip-archive.js';
import type { ZipEntry } from '../../platform/archives/zip-archive.js';
import type { ByteStore } from '../../platform/byte-store/byte-store.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { projectSlug } from '../projects/workspace-path.js';
import { deliveries } from './delivered-files.js';

/*
 * Every deliverable of a Completed project at once: one folder a milestone ("01 Catalogue and Checkout/") with the
 * files of its accepted delivery at the version delivered, and a README naming each milestone's link and
 * notes. The bytes come from the byte store's project-files shelf as the zip is streamed.
 */

export const archiveFileName = (project: { name: string }) => `${projectSlug(project.name)}-deliverables.zip`;

/** The archive's entries, and the bytes of their contents together (what a zip of them stores at most). */
export async function deliverableEntries(
  prisma: PrismaClient,
  byteStore: ByteStore,
  access: ProjectAccess,
): Promise<{ entries: ZipEntry[]; bytes: number }> {
  const [milestones, delivered] = await Promise.all([
    prisma.milestone.findMany({
      where: { projectId: access.project.id },
      orderBy: { position: 'asc' },
      select: { id: true, position: true, title: true },
    }),
    deliveries(prisma, access),
  ]);
  const readme = [`${access.project.name}: deliverables`, ''];
  const entries: ZipEntry[] = [];
  const taken = new Set<string>();
  let bytes = 0;
  for (const milestone of milestones) {
    const folder = `${String(milestone.position).padStart(2, '0')} ${zipEntryName(milestone.title)}`;
    const delivery = delivered.find((item) => item.milestoneId === milestone.id);
    readme.push(`${folder}/`);
    if (delivery?.link) readme.push(`  Link: ${delivery.link}`);
    if (delivery?.notes) readme.push(`  Notes: ${delivery.notes}`);
    for (const file of delivery?.files ?? []) {
      const name = zipEntryName(file.fileName);
      let path = `${folder}/${name}`;
      for (let copy = 2; taken.has(path); copy += 1) path = `${folder}/(${copy}) ${name}`;
      taken.add(path);
      readme.push(`  ${name} (version ${file.version})`);
      bytes += file.size;
      entries.push({ path, read: () => byteStore.get('project-files', file.storageKey) });
    }
  }
  const readmeBytes = Buffer.from(readme.join('\n'));
  return {
    entries: [bytesEntry('README.txt', readmeBytes), ...entries],
    bytes: bytes + readmeBytes.length,
  };
}
