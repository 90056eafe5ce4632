import { createRoute, z } from '@hono/zod-openapi';
import { requireSession } from '../auth/bearer-auth.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/api-error.js';
import { bearerSecurity, errorResponses } from '../http/openapi-schemas.js';
import { createRouter } from '../http/router.js';

const UserDetailsSchema = z
  .object({
    user_firstname: z.string().openapi({ example: 'Ada' }),
    user_img: z.string().nullable().openapi({ description: 'URL of the profile picture, null when none' }),
  })
  .openapi('UserDetails');

/** Where a stored profile picture is served (by the profile-picture endpoint, which checks access). */
export const profilePictureUrl = (key: string) => `/api/profile-pictures/${encodeURIComponent(key)}`;

export function profileRoutes(deps: AppDeps) {
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/user-details/',
      tags: ['Profile'],
      summary: "The signed-in user's first name and picture, for the top bar",
      security: bearerSecurity,
      middleware: [requireSession(deps)] as const,
      responses: {
        200: { description: 'The user', content: { 'application/json': { schema: UserDetailsSchema } } },
        ...errorResponses(401),
      },
    }),
    async (c) => {
      const user = await deps.prisma.user.findUnique({
        where: { id: c.get('session').userId },
        select: { firstName: true, businessProfile: { select: { pictureKey: true } } },
      });
      // Deleting a user deletes its sessions, so this only happens in a race with that deletion.
      if (!user) throw new ApiError(401, 'Invalid or expired token.');
      const pictureKey = user.businessProfile?.pictureKey;
      return c.json(
        { user_firstname: user.firstName, user_img: pictureKey ? profilePictureUrl(pictureKey) : null },
        200,
      );
    },
  );
}
