import { z } from '@hono/zod-openapi';
import { PERMISSION_AREAS, PERMISSION_LEVELS } from '@platform/contract';

const level = z.enum(PERMISSION_LEVELS);

/** A level in each of the five areas (docs/permissions.md). */
export const AreaLevelsSchema = z
  .object(
    Object.fromEntries(PERMISSION_AREAS.map((area) => [area, level])) as Record<
      (typeof PERMISSION_AREAS)[number],
      typeof level
    >,
  )
  .openapi('AreaLevels', { description: 'A level in each area; the owner holds Full Access everywhere' });
