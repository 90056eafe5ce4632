import { hash, randomBytes } from 'node:crypto';
import { bytesEntry, zipBytes, zipEntryName } from '../../platform/archives/zip-archive.js';
import type { ZipEntry } from '../../platform/archives/zip-archive.js';
import type { AppDeps } from '../../deps.js';
import { ConflictError, NotFoundError } from '../../platform/errors/domain-errors.js';
import { newStoredName } from '../../platform/byte-store/byte-store.js';
import { pictureStore } from '../profile/business-profile.js';
import { limits } from '../../platform/rate-limit/limits.js';
import type { RequestLimits } from '../../platform/rate-limit/request-limits.js';
import { AttachmentStore } from '../../workspace/tasks/task-files.js';
import { personalData, toJson } from './personal-data.js';

/*
 * "Download my data": the zip is made after the answer (a person with many files should not wait on a
 * request), kept in the file storage (local or S3, so any API process can serve it) and e-mailed as a
 * link that carries a random token (only its SHA-256 is stored) and works 7 days, for the signed-in owner
 * only. One is prepared at a time, three a day; one left PREPARING by a crash counts as failed after 15
 * minutes, and an expired zip is removed the next time the owner asks.
 */

export const exportLifetimeMs = 7 * 24 * 60 * 60 * 1000;
const stuckAfterMs = 15 * 60 * 1000;

export const exportMessages = {
  preparing: 'We are preparing your data. We will e-mail you a link when it is ready.',
  alreadyPreparing: 'Your data is already being prepared: we will e-mail you when it is ready.',
  notFound: 'This download link is not valid. Ask for your data again in Settings.',
  expired: 'This download link has expired. Ask for your data again in Settings.',
} as const;

const hashToken = (token: string) => hash('sha256', token, 'hex');

async function buildZip(deps: AppDeps, userId: string): Promise<Buffer> {
  const { prisma } = deps;
  const data = await personalData(prisma, userId);
  const readme = [
    'Your Buildbay data',
    '',
    'Each .json file holds one part of what Buildbay keeps about you; files/ holds the files you uploaded.',
    'Amounts are in kobo (1 naira = 100 kobo).',
  ].join('\n');
  const entries: ZipEntry[] = [bytesEntry('README.txt', Buffer.from(readme))];
  for (const [part, value] of Object.entries(data))
    entries.push(bytesEntry(`${part}.json`, Buffer.from(toJson(value))));

  const profile = await prisma.businessProfile.findUnique({
    where: { userId },
    select: { pictureKey: true },
  });
  const pictureKey = profile?.pictureKey;
  if (pictureKey) {
    entries.push({
      path: `files/profile-picture${pictureKey.slice(32)}`,
      read: async () => (await pictureStore(deps.byteStore).read(pictureKey))?.bytes ?? null,
    });
  }
  const attachments = new AttachmentStore(deps.byteStore);
  for (const file of await prisma.taskAttachment.findMany({
    where: { uploadedById: userId },
    select: { id: true, name: true, storageKey: true },
  })) {
    entries.push({
      path: `files/task-attachments/${file.id.slice(0, 8)}-${zipEntryName(file.name)}`,
      read: () => attachments.read(file.storageKey),
    });
  }
  for (const version of await prisma.resourceVersion.findMany({
    where: { uploadedById: userId },
    select: { id: true, fileName: true, storageKey: true },
  })) {
    entries.push({
      path: `files/project-files/${version.id.slice(0, 8)}-${zipEntryName(version.fileName)}`,
      read: () => deps.byteStore.get('project-files', version.storageKey),
    });
  }
  return zipBytes(entries);
}

/** Makes the zip, stores it and e-mails the link; on any failure the export is marked FAILED. */
async function prepare(deps: AppDeps, exportId: string, userId: string): Promise<void> {
  const { prisma, now } = deps;
  try {
    const bytes = await buildZip(deps, userId);
    const storageKey = newStoredName('zip');
    await deps.byteStore.put('exports', storageKey, bytes, 'application/zip');
    const token = randomBytes(32).toString('base64url');
    const ready = await prisma.dataExport.updateMany({
      where: { id: exportId, status: 'PREPARING' },
      data: {
        status: 'READY',
        storageKey,
        size: bytes.length,
        tokenHash: hashToken(token),
        readyAt: now(),
        expiresAt: new Date(now().getTime() + exportLifetimeMs),
      },
    });
    if (ready.count === 0) {
      await deps.byteStore.remove('exports', storageKey);
      return;
    }
    const user = await prisma.user.findUniqueOrThrow({
      where: { id: userId },
      select: { email: true, firstName: true },
    });
    const link = `${deps.publicUrl}/settings?${new URLSearchParams({ export: exportId, token })}`;
    await deps.mailer.send({
      to: user.email,
      subject: 'Your Buildbay data is ready',
      text: [
        `Hello ${user.firstName},`,
        '',
        'The copy of your data you asked for is ready. Open this link while signed in to download it; it works for 7 days:',
        link,
        '',
        'If you did not ask for it, change your password in Settings.',
      ].join('\n'),
    });
  } catch (error) {
    deps.log(`data export ${exportId} failed: ${error instanceof Error ? error.message : String(error)}`);
    await prisma.dataExport.updateMany({
      where: { id: exportId, status: 'PREPARING' },
      data: { status: 'FAILED' },
    });
  }
}

/** Fails exports a crash left PREPARING, and removes the zips of expired ones. */
async function tidy(deps: AppDeps, userId: string): Promise<void> {
  const { prisma, now } = deps;
  await prisma.dataExport.updateMany({
    where: { userId, status: 'PREPARING', createdAt: { lte: new Date(now().getTime() - stuckAfterMs) } },
    data: { status: 'FAILED' },
  });
  const expired = await prisma.dataExport.findMany({
    where: { userId, expiresAt: { lte: now() }, storageKey: { not: null } },
    select: { id: true, storageKey: true },
  });
  for (const row of expired) {
    if (row.storageKey) await deps.byteStore.remove('exports', row.storageKey);
    await prisma.dataExport.update({ where: { id: row.id }, data: { storageKey: null } });
  }
}

/**
 * Starts an export and returns at once; `prepared` settles when the zip is made and mailed (the server
 * does not wait for it, tests may).
 */
export async function requestDataExport(
  deps: AppDeps,
  userId: string,
  { limiter }: RequestLimits,
): Promise<{ id: string; prepared: Promise<void> }> {
  await tidy(deps, userId);
  const busy = await deps.prisma.dataExport.findFirst({
    where: { userId, status: 'PREPARING' },
    select: { id: true },
  });
  if (busy) throw new ConflictError(exportMessages.alreadyPreparing);
  await limiter.consume([{ limit: limits.dataExportsPerAccount, subject: userId }]);
  const created = await deps.prisma.dataExport.create({ data: { userId, createdAt: deps.now() } });
  const prepared = deps.background.run(() => prepare(deps, created.id, userId));
  return { id: created.id, prepared };
}

/** The newest export of the user, as Settings shows it. */
export async function latestDataExport(deps: AppDeps, userId: string) {
  await tidy(deps, userId);
  const latest = await deps.prisma.dataExport.findFirst({
    where: { userId },
    orderBy: { createdAt: 'desc' },
    select: {
      id: true,
      status: true,
      size: true,
      createdAt: true,
      readyAt: true,
      expiresAt: true,
      storageKey: true,
    },
  });
  if (!latest) return null;
  const expired = latest.expiresAt !== null && latest.expiresAt <= deps.now();
  return {
    id: latest.id,
    status: expired ? ('EXPIRED' as const) : latest.status,
    size: latest.size,
    requested_at: latest.createdAt.toISOString(),
    ready_at: latest.readyAt?.toISOString() ?? null,
    expires_at: latest.expiresAt?.toISOString() ?? null,
  };
}

/** The zip, for its owner with the link's token while it has not expired. */
export async function downloadDataExport(
  deps: AppDeps,
  userId: string,
  { exportId, token }: { exportId: string; token: string },
): Promise<Uint8Array> {
  const row = await deps.prisma.dataExport.findFirst({
    where: { id: exportId, userId, status: 'READY', tokenHash: hashToken(token) },
    select: { storageKey: true, expiresAt: true },
  });
  if (!row) throw new NotFoundError(exportMessages.notFound);
  if (!row.storageKey || !row.expiresAt || row.expiresAt <= deps.now())
    throw new NotFoundError(exportMessages.expired);
  const bytes = await deps.byteStore.get('exports', row.storageKey);
  if (!bytes) throw new NotFoundError(exportMessages.expired);
  return bytes;
}
