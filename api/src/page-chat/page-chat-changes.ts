import type { PrismaClient } from '@platform/prisma';
import type { PageChatChange } from '../assistant/page-chat.js';
import { sectionMax } from '../brief/brief-schemas.js';
import { sectionLabels } from '../brief/brief-sections.js';
import { saveBrief } from '../brief/brief-store.js';
import { featureMessages, featureNameMax } from '../features/feature-rules.js';
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
    if (change.content.length > sectionMax) {
      throw new ApiError(422, `${sectionLabels[change.section]} must be at most ${sectionMax} characters.`);
    }
    await saveBrief(prisma, projectId, userId, { [change.section]: change.content }, 'assistant');
    return { updatedSectionName: change.section, newContent: change.content };
  }
  if (change.name.length > featureNameMax) throw new ApiError(422, featureMessages.nameTooLong);
  const feature = await addFeature(prisma, projectId, {
    name: change.name,
    shortDescription: change.specification,
    specifications: [change.specification],
    sprint: null,
  });
  return { updatedSectionName: 'features', newContent: feature.feature_name };
}
