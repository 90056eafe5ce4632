import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { invalidTokenError, requireSession } from '../../platform/sessions/bearer-auth.js';
import { json, messageContent } from '../../platform/http/openapi-content.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { ApiError, notFound } from '../../platform/http/api-error.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { createRouter } from '../../platform/http/router.js';
import { initials, pictureStore, profileSavedMessage, saveBusinessProfile } from './business-profile.js';
import { maxPictureBytes, profileMessages, ProfileFormSchema } from './profile-form-schema.js';

const UserDetailsSchema = z
  .object({
    user_firstname: z.string().openapi({ example: 'Ada' }),
    user_img: z.string().nullable().openapi({ description: 'URL of the profile picture, null when none' }),
  })
  .openapi('UserDetails');

const ProfileOwnerSchema = z
  .object({
    user_initials: z.string().openapi({ example: 'AO' }),
    user_email: z.string().openapi({ example: 'ada@example.com' }),
  })
  .openapi('ProfileOwner');

/**
 * Where a stored profile picture is served. Its name is 128 random bits made by the server, so the URL
 * itself is the permission (an <img> cannot send the bearer token); the name changes with every upload.
 */
export const profilePictureUrl = (key: string) => `/api/profile-pictures/${encodeURIComponent(key)}`;

/** The picture plus room for the text fields and the multipart framing. */
const maxProfileBodyBytes = maxPictureBytes + 64 * 1024;

const pictureLimit = bodyLimit({
  maxSize: maxProfileBodyBytes,
  onError: () => {
    throw new ApiError(413, profileMessages.tooLarge);
  },
});
/** Typed for signed-in routes, so the route keeps its `session` variable. */
export const profileBodyLimit = createMiddleware<AuthEnv>((c, next) => pictureLimit(c, next));

export function profileRoutes(deps: AppDeps) {
  const signedIn = requireSession(deps);
  const pictures = pictureStore(deps.byteStore);
  const ownUser = (userId: string) =>
    deps.prisma.user.findUnique({
      where: { id: userId },
      select: {
        firstName: true,
        lastName: true,
        email: true,
        businessProfile: { select: { pictureKey: true } },
      },
    });

  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/user-details/',
      tags: ['Profile'],
      operationId: 'getUserDetails',
      summary: "Get the top bar's user details",
      description: "The signed-in user's first name and picture, for the top bar.",
      security: bearerSecurity,
      middleware: [signedIn] as const,
      responses: {
        200: { description: 'The user', content: json(UserDetailsSchema) },
        ...errorResponses(401),
      },
    }),
    async (c) => {
      const user = await ownUser(c.get('session').userId);
      // Deleting a user deletes its sessions, so this only happens in a race with that deletion.
      if (!user) throw invalidTokenError();
      const pictureKey = user.businessProfile?.pictureKey;
      return c.json(
        { user_firstname: user.firstName, user_img: pictureKey ? profilePictureUrl(pictureKey) : null },
        200,
      );
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/create-profile/',
      tags: ['Profile'],
      operationId: 'getProfileForm',
      summary: "Get the profile form's fixed fields",
      description: 'The read-only part of the profile form: initials and e-mail.',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      responses: {
        200: { description: 'The user', content: json(ProfileOwnerSchema) },
        ...errorResponses(401),
      },
    }),
    async (c) => {
      const user = await ownUser(c.get('session').userId);
      if (!user) throw invalidTokenError();
      return c.json({ user_initials: initials(user.firstName, user.lastName), user_email: user.email }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/create-profile/',
      tags: ['Profile'],
      operationId: 'createProfile',
      summary: 'Save the business profile',
      description: 'Save the business profile with its picture (multipart).',
      security: bearerSecurity,
      middleware: [signedIn, profileBodyLimit] as const,
      request: {
        body: { required: true, content: { 'multipart/form-data': { schema: ProfileFormSchema } } },
      },
      responses: {
        200: { description: 'Saved', content: messageContent(profileSavedMessage) },
        ...errorResponses(401, 403, 413, 422),
      },
    }),
    async (c) => {
      await saveBusinessProfile(deps, c.get('session').userId, c.req.valid('form'));
      return c.json({ message: profileSavedMessage }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/profile-pictures/{key}',
      tags: ['Profile'],
      operationId: 'getProfilePicture',
      summary: 'Download a profile picture',
      description: 'A profile picture, by the name `user_img` gives.',
      request: { params: z.object({ key: z.string() }) },
      responses: {
        200: {
          description: 'The image',
          content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } },
        },
        ...errorResponses(404),
      },
    }),
    async (c) => {
      const { key } = c.req.valid('param');
      const picture = await pictures.read(key);
      if (!picture) throw notFound();
      // A stored name is never reused for other bytes, so it is the picture's version.
      const headers = { 'Cache-Control': 'private, max-age=31536000, immutable', ETag: `"${key}"` };
      if (c.req.header('If-None-Match') === headers.ETag) return c.body(null, 304, headers);
      return c.body(new Uint8Array(picture.bytes), 200, {
        ...headers,
        'Content-Type': picture.contentType,
        'Content-Length': String(picture.bytes.byteLength),
      });
    },
  );
  return router;
}
