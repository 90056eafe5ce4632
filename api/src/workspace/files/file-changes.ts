import { audienceOf } from '../events/audience.js';
import { recordActivity } from '../events/record-activity.js';
import { FILE_MESSAGES } from '@platform/contract';
import type { PrismaClient, ProjectResource, ResourceAccess } from '@platform/prisma';
import { InvalidFieldError, RefusedError } from '../../platform/errors/domain-errors.js';
import { ApiError } from '../../platform/http/api-error.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { isUuid } from '../projects/project-access.js';
import { sanitiseFileName } from '../tasks/task-files.js';
import { accessLabel, toStoredAccess } from './file-labels.js';
import type { FileAccessLabel } from './file-labels.js';
import { ACCEPTED_FILES_TEXT, fileKindOf, isMedia, maxFileBytes, mimeTypeOf } from './file-kinds.js';
import { newStoredName } from '../../platform/byte-store/byte-store.js';
import type { ShelfStore } from '../../platform/byte-store/byte-store.js';
import { readLink } from './linked-item.js';
import { FILES_AREA } from './file-visibility.js';
import type { LinkChoice, StoredLink } from './linked-item.js';

/* Uploading files and new versions, adding links, changing a file's access or link, approving it. */

/** How many people a Restricted file may be shared with. */
export const RESTRICTED_PEOPLE_MAX = 100;

export const fileMessages = {
  noFile: 'Please choose a file to upload.',
  tooLarge: `The file is too large (${maxFileBytes / 1024 / 1024} MB at most).`,
  wrongType: `Only ${ACCEPTED_FILES_TEXT} files are allowed, and the name must match the content.`,
  badName: 'The file needs a name.',
  linkName: 'Please give the link a title.',
  linkUrl: 'Please enter a valid web address (https://...).',
  pickPeople: 'Pick at least one person for a Restricted file.',
  tooManyPeople: `Pick at most ${RESTRICTED_PEOPLE_MAX} people for a Restricted file.`,
  notMembers: 'Only members of this project can be picked.',
  notAFile: 'Links have no versions; change the address instead.',
  uploaded: FILE_MESSAGES.uploaded,
  versionAdded: 'New version uploaded successfully!',
  linkAdded: 'Link added successfully!',
  approved: 'File approved.',
  saved: 'File updated.',
  notYoursToOpen: (access: FileAccessLabel) => `Only the file's owner can change who sees a ${access} file.`,
} as const;

export interface CheckedUpload {
  bytes: Uint8Array;
  name: string;
  mimeType: string;
  extension: string;
  media: boolean;
}

/** The upload as stored: present, within the limit (before reading it), an accepted type by its bytes. */
export async function checkUpload(file: File | string | undefined): Promise<CheckedUpload> {
  if (!(file instanceof File) || file.size === 0) throw new InvalidFieldError('file', fileMessages.noFile);
  if (file.size > maxFileBytes)
    throw new ApiError(413, fileMessages.tooLarge, { errors: { file: fileMessages.tooLarge } });
  const name = sanitiseFileName(file.name);
  if (!/[^.]/.test(name)) throw new InvalidFieldError('file', fileMessages.badName);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = await fileKindOf(name, bytes);
  if (!kind) throw new InvalidFieldError('file', fileMessages.wrongType);
  return { bytes, name, mimeType: mimeTypeOf(kind), extension: kind, media: isMedia(kind) };
}

/** `allowed_users` of a multipart form: a JSON list of ids. */
export function parseIdList(raw: string | undefined): string[] | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed) && parsed.every((id) => typeof id === 'string')) return parsed as string[];
  } catch {
    // answered below
  }
  throw new InvalidFieldError('allowed_users', fileMessages.notMembers);
}

/** The people picked on a Restricted file: members (or the owner) of the project, at least one. */
async function readGrants(
  prisma: PrismaClient,
  access: ProjectAccess,
  level: ResourceAccess,
  ids: string[] | undefined,
): Promise<string[]> {
  if (level !== 'RESTRICTED') return [];
  const unique = [...new Set(ids ?? [])];
  if (unique.length === 0) throw new InvalidFieldError('allowed_users', fileMessages.pickPeople);
  if (!unique.every(isUuid)) throw new InvalidFieldError('allowed_users', fileMessages.notMembers);
  const { project } = access;
  const members = await prisma.projectMember.count({
    where: { projectId: project.id, status: 'ACTIVE', userId: { in: unique } },
  });
  const ownerPicked = unique.includes(project.ownerId) ? 1 : 0;
  if (members + ownerPicked !== unique.length)
    throw new InvalidFieldError('allowed_users', fileMessages.notMembers);
  return unique;
}

export interface FileSettings extends LinkChoice {
  access?: FileAccessLabel;
  allowed_users?: string[];
}

/** The access, the people and the link; `keptLink` (a change that leaves the link out) is not checked again. */
async function readSettings(
  { prisma, access, userId }: Omit<Actor, 'storage'>,
  settings: FileSettings,
  keptLink?: StoredLink,
) {
  const level = toStoredAccess(settings.access ?? 'Public');
  const grants = await readGrants(prisma, access, level, settings.allowed_users);
  const link = keptLink ?? (await readLink(prisma, access, userId, settings));
  return { access: level, grants, ...link };
}

interface Actor {
  prisma: PrismaClient;
  storage: ShelfStore;
  access: ProjectAccess;
  userId: string;
}

/** A new file (or media item) at version 1. The bytes are stored first and removed again if the row fails. */
export async function uploadFile(
  { prisma, storage, access, userId }: Actor,
  upload: CheckedUpload,
  settings: FileSettings & { note?: string },
): Promise<string> {
  const checked = await readSettings({ prisma, access, userId }, settings);
  const storageKey = newStoredName(upload.extension);
  await storage.put(storageKey, upload.bytes, upload.mimeType);
  try {
    return await prisma.$transaction(async (tx) => {
      const file = await tx.projectResource.create({
        data: {
          projectId: access.project.id,
          kind: upload.media ? 'MEDIA' : 'FILE',
          name: upload.name,
          ownerId: userId,
          access: checked.access,
          linkedTo: checked.linkedTo,
          featureId: checked.featureId,
          taskId: checked.taskId,
          grants: { create: checked.grants.map((id) => ({ userId: id })) },
          versions: {
            create: {
              number: 1,
              storageKey,
              fileName: upload.name,
              mimeType: upload.mimeType,
              size: upload.bytes.length,
              note: settings.note?.trim() ?? '',
              uploadedById: userId,
            },
          },
        },
        select: { id: true },
      });
      await recordActivity(tx, {
        projectId: access.project.id,
        actorId: userId,
        kind: 'file.created',
        subjectId: file.id,
        summary: `uploaded ${upload.name}`,
      });
      return file.id;
    });
  } catch (error) {
    await storage.remove(storageKey);
    throw error;
  }
}

/**
 * The next version of a file; the earlier ones stay. A file that was decided on goes back to Draft, since
 * the new bytes have not been reviewed. Two uploads at once get consecutive numbers (the unique index
 * refuses a duplicate and the loser retries).
 */
export async function addVersion(
  { prisma, storage, userId }: Omit<Actor, 'access'>,
  fileId: string,
  upload: CheckedUpload,
  note: string | undefined,
): Promise<number> {
  const storageKey = newStoredName(upload.extension);
  await storage.put(storageKey, upload.bytes, upload.mimeType);
  try {
    return await prisma.$transaction(async (tx) => {
      const file = await tx.projectResource.update({
        where: { id: fileId },
        data: { latestVersion: { increment: 1 }, status: 'DRAFT' },
        select: { latestVersion: true, projectId: true, name: true },
      });
      await tx.resourceVersion.create({
        data: {
          resourceId: fileId,
          number: file.latestVersion,
          storageKey,
          fileName: upload.name,
          mimeType: upload.mimeType,
          size: upload.bytes.length,
          note: note?.trim() ?? '',
          uploadedById: userId,
        },
      });
      await recordActivity(tx, {
        projectId: file.projectId,
        actorId: userId,
        kind: 'file.versioned',
        subjectId: fileId,
        summary: `added version ${file.latestVersion} of ${file.name}`,
        data: { version: file.latestVersion },
      });
      return file.latestVersion;
    });
  } catch (error) {
    await storage.remove(storageKey);
    throw error;
  }
}

function webAddress(raw: string | undefined): string {
  try {
    const url = new URL(raw?.trim() ?? '');
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString();
  } catch {
    // answered below
  }
  throw new InvalidFieldError('url', fileMessages.linkUrl);
}

export async function addLink(
  { prisma, access, userId }: Omit<Actor, 'storage'>,
  body: FileSettings & { name?: string; url?: string },
): Promise<string> {
  const name = body.name?.trim() ?? '';
  if (!name) throw new InvalidFieldError('name', fileMessages.linkName);
  const url = webAddress(body.url);
  const checked = await readSettings({ prisma, access, userId }, body);
  return prisma.$transaction(async (tx) => {
    const link = await tx.projectResource.create({
      data: {
        projectId: access.project.id,
        kind: 'LINK',
        name,
        url,
        ownerId: userId,
        access: checked.access,
        linkedTo: checked.linkedTo,
        featureId: checked.featureId,
        taskId: checked.taskId,
        grants: { create: checked.grants.map((id) => ({ userId: id })) },
      },
      select: { id: true },
    });
    await recordActivity(tx, {
      projectId: access.project.id,
      actorId: userId,
      kind: 'file.created',
      subjectId: link.id,
      summary: `added the link ${name}`,
    });
    return link.id;
  });
}

/**
 * Who sees a Restricted or Confidential file is its owner's choice (issue #32): someone picked on it, even
 * with Edit, renames it or adds a version but cannot open it to everyone. The project owner and Full Access
 * on files, who see every file, may.
 */
function assertMayChangeWhoSees(
  access: ProjectAccess,
  userId: string,
  file: ProjectResource,
  body: FileSettings,
): void {
  if (file.access !== 'RESTRICTED' && file.access !== 'CONFIDENTIAL') return;
  if (body.access === undefined && body.allowed_users === undefined) return;
  if (file.ownerId === userId || access.isOwner || access.levels[FILES_AREA] === 'Full Access') return;
  if (body.access === accessLabel(file.access) && body.allowed_users === undefined) return;
  throw new RefusedError(fileMessages.notYoursToOpen(accessLabel(file.access)));
}

/** Renames, re-links or changes who may see a file; what the body leaves out stays as it was. */
export async function changeFile(
  { prisma, access, userId }: Omit<Actor, 'storage'>,
  file: ProjectResource,
  body: FileSettings & { name?: string },
): Promise<void> {
  const name = body.name === undefined ? file.name : body.name.trim();
  if (name === '') throw new InvalidFieldError('name', fileMessages.badName);
  assertMayChangeWhoSees(access, userId, file, body);
  const current = await prisma.resourceGrant.findMany({
    where: { resourceId: file.id },
    select: { userId: true },
  });
  const checked = await readSettings(
    { prisma, access, userId },
    {
      ...body,
      access: body.access ?? accessLabel(file.access),
      allowed_users: body.allowed_users ?? current.map((grant) => grant.userId),
    },
    body.linked_to === undefined
      ? { linkedTo: file.linkedTo, featureId: file.featureId, taskId: file.taskId }
      : undefined,
  );
  await prisma.$transaction(async (tx) => {
    // Whoever loses sight of the file hears of it too, so it leaves their list.
    const sawIt = await audienceOf(tx, file.projectId, 'file', file.id);
    await tx.resourceGrant.deleteMany({ where: { resourceId: file.id } });
    await tx.projectResource.update({
      where: { id: file.id },
      data: {
        name,
        access: checked.access,
        linkedTo: checked.linkedTo,
        featureId: checked.featureId,
        taskId: checked.taskId,
        grants: { create: checked.grants.map((id) => ({ userId: id })) },
      },
    });
    await recordActivity(tx, {
      projectId: file.projectId,
      actorId: userId,
      kind: 'file.updated',
      subjectId: file.id,
      summary: `changed ${name}`,
      alsoTo: sawIt,
    });
  });
}
