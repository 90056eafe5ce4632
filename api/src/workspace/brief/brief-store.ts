import { recordActivity } from '../events/record-activity.js';
import type { PrismaClient, Project } from '@platform/prisma';
import { emptyIntake, IntakeStateSchema } from '../assistant/project-intake.js';
import type { IntakeState } from '../assistant/project-intake.js';
import { draftProject } from '../assistant/embedded/project-draft.js';
import { ConflictError } from '../../platform/errors/domain-errors.js';
import { briefColumns, briefContent, briefSections } from './brief-sections.js';
import type { BriefContent, BriefSection } from './brief-sections.js';

/* The stored brief: generated once, then every save a new version kept whole with who and what changed. */

export type BriefSource = 'edit' | 'assistant';

export interface StoredBrief {
  content: BriefContent;
  version: number;
  updatedAt: Date;
}

export async function readBrief(prisma: PrismaClient, projectId: string): Promise<StoredBrief | null> {
  const brief = await prisma.projectBrief.findUnique({ where: { projectId } });
  return brief ? { content: briefContent(brief), version: brief.version, updatedAt: brief.updatedAt } : null;
}

export const notSetUp = () =>
  new ConflictError('The project brief is not set up yet. Use Start Setup first.');

const raced = () =>
  new ConflictError('The brief changed while you were saving. Please reload it and save again.');

/**
 * Saves the given sections as the next version, unless nothing differs. Refused with 409 when another save
 * landed since the brief was read, so no version silently overwrites another.
 */
export async function saveBrief(
  prisma: PrismaClient,
  projectId: string,
  editorId: string,
  changes: Partial<BriefContent>,
  source: BriefSource,
): Promise<StoredBrief & { changed: BriefSection[] }> {
  return prisma.$transaction(async (tx) => {
    const current = await tx.projectBrief.findUnique({ where: { projectId } });
    if (!current) throw notSetUp();
    const before = briefContent(current);
    const after: BriefContent = { ...before, ...changes };
    const changed = briefSections.filter((section) => after[section] !== before[section]);
    if (changed.length === 0) {
      return { content: before, version: current.version, updatedAt: current.updatedAt, changed };
    }
    const version = current.version + 1;
    const claimed = await tx.projectBrief.updateMany({
      where: { projectId, version: current.version },
      data: { ...briefColumns(after), version },
    });
    if (claimed.count === 0) throw raced();
    const saved = await tx.projectBriefVersion.create({
      data: {
        projectId,
        version,
        ...briefColumns(after),
        changedSections: changed,
        source,
        editedById: editorId,
      },
    });
    await recordActivity(tx, {
      projectId,
      actorId: editorId,
      kind: 'brief.updated',
      subjectId: projectId,
      summary: 'changed the brief',
      data: { version, sections: changed },
    });
    return { content: after, version, updatedAt: saved.createdAt, changed };
  });
}

/** The intake's answers, with the project's stored features in place of the ones named in the chat. */
async function intakeOf(prisma: PrismaClient, project: Project): Promise<IntakeState> {
  const [chat, features] = await Promise.all([
    prisma.projectChatSession.findUnique({ where: { projectId: project.id }, select: { intake: true } }),
    prisma.projectFeature.findMany({
      where: { projectId: project.id },
      orderBy: { createdAt: 'asc' },
      select: { name: true },
    }),
  ]);
  const parsed = IntakeStateSchema.safeParse(chat?.intake);
  // A project without a stored chat (made before the chat kept one) starts from an empty intake.
  const base: IntakeState = parsed.success ? parsed.data : emptyIntake();
  return {
    ...base,
    name: project.name,
    type: project.type ?? base.type,
    goal: project.goal ?? base.goal,
    features: features.map((feature) => feature.name),
  };
}

/** Start Setup: drafts the brief from the intake's answers and the features; an existing brief is kept. */
export async function generateBrief(prisma: PrismaClient, project: Project): Promise<StoredBrief> {
  const existing = await readBrief(prisma, project.id);
  if (existing) return existing;
  const { brief } = draftProject(await intakeOf(prisma, project));
  const created = await prisma.projectBrief.upsert({
    where: { projectId: project.id },
    create: { projectId: project.id, ...brief },
    update: {},
  });
  return { content: briefContent(created), version: created.version, updatedAt: created.updatedAt };
}
