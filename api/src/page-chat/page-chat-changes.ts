import { BRIEF_MESSAGES, BRIEF_SECTION_MAX, FEATURE_LIMITS } from '@platform/contract';
import type { PrismaClient } from '@platform/prisma';
import type { PageChatChange } from '../assistant/page-chat.js';
import { sectionLabels } from '../brief/brief-sections.js';
import { saveBrief } from '../brief/brief-store.js';
import { featureMessages } from '../features/feature-rules.js';
import { addFeature } from '../features/feature-store.js';
import { ApiError } from '../http/api-error.js';
import { requireProjectPermission } from '../permissions/project-permission.js';

export interface AppliedChange {
  updatedSectionName: string;
  newContent: string;
}

/**
 * Makes the change the assistant decided on, behind the same permission check and rules as the brief form
 * and the Add Feature dialog.
 */
export async function applyChange(
  prisma: PrismaClient,
  userId: string,
  projectId: string,
  change: PageChatChange,
): Promise<AppliedChange> {
  await requireProjectPermission(prisma, userId, projectId, 'projectOverviewAndScope', 'Edit');
  if (change.kind === 'brief-section') {
    if (change.content.length > BRIEF_SECTION_MAX) {
      throw new ApiError(422, BRIEF_MESSAGES.tooLong(sectionLabels[change.section]));
    }
    await saveBrief(prisma, projectId, userId, { [change.section]: change.content }, 'assistant');
    return { updatedSectionName: change.section, newContent: change.content };
  }
  if (change.name.length > FEATURE_LIMITS.name) throw new ApiError(422, featureMessages.nameTooLong);
  const feature = await addFeature(
    prisma,
    projectId,
    {
      name: change.name,
      shortDescription: change.specification,
      specifications: [change.specification],
      sprint: null,
    },
    userId,
  );
  return { updatedSectionName: 'features', newContent: feature.feature_name };
}
