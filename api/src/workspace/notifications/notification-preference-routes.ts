import { createRoute, z } from '@hono/zod-openapi';
import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { ruleFailure } from '../../platform/forms/rule-failure.js';
import { json, jsonBody } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import { createRouter } from '../../platform/http/router.js';
import {
  isNotificationKind,
  notificationChoices,
  notificationKinds,
  saveNotificationChoices,
  type NotificationKind,
} from './notification-preferences.js';

export const preferenceMessages = {
  saved: 'Your notification choices are saved.',
  unknownKind: (kind: string) => `There is no kind of notification called "${kind}".`,
  twice: (kind: string) => `"${kind}" is given twice.`,
  tooMany: `There are ${notificationKinds.length} kinds of notification: give each at most once.`,
  choiceNeeded:
    'Say for each kind whether it shows in the app (in_app) and by e-mail (email), as true or false.',
  digestNeeded: 'Say whether e-mails come once a day in a digest (daily_digest), as true or false.',
} as const;

const ChoicesSchema = z
  .object({
    kinds: z.array(
      z.object({
        kind: z.string().openapi({ example: 'tasks' }),
        label: z.string().openapi({ example: 'Tasks assigned to you' }),
        in_app: z.boolean(),
        email: z.boolean(),
      }),
    ),
    daily_digest: z.boolean(),
  })
  .openapi('NotificationChoices');

const SavedChoicesSchema = ChoicesSchema.extend({ message: z.string() }).openapi('NotificationChoicesSaved');

/** Loosely typed and checked in order, so each mistake gets its own message at its field. */
const ChoicesBodySchema = z
  .strictObject({
    kinds: z
      .array(z.object({ kind: z.unknown(), in_app: z.unknown(), email: z.unknown() }))
      .max(50, preferenceMessages.tooMany)
      .optional()
      .openapi({
        description: `Kinds to change: ${notificationKinds.join(', ')}; those left out keep their choice`,
      }),
    daily_digest: z.unknown().openapi({ type: 'boolean' }),
  })
  .transform((body, ctx) => {
    const fail = ruleFailure(ctx);
    const kinds: { kind: NotificationKind; inApp: boolean; email: boolean }[] = [];
    for (const entry of body.kinds ?? []) {
      const kind = typeof entry.kind === 'string' ? entry.kind : String(entry.kind);
      if (!isNotificationKind(kind)) return fail('kinds', preferenceMessages.unknownKind(kind.slice(0, 50)));
      if (kinds.some((chosen) => chosen.kind === kind)) return fail('kinds', preferenceMessages.twice(kind));
      if (typeof entry.in_app !== 'boolean' || typeof entry.email !== 'boolean') {
        return fail('kinds', preferenceMessages.choiceNeeded);
      }
      kinds.push({ kind, inApp: entry.in_app, email: entry.email });
    }
    if (typeof body.daily_digest !== 'boolean') return fail('daily_digest', preferenceMessages.digestNeeded);
    return { kinds, dailyDigest: body.daily_digest };
  })
  .openapi('NotificationChoicesRequest', { required: ['daily_digest'] });

/** Settings' notification choices: per kind of event, in the bell and/or by e-mail, and the daily digest. */
export function notificationPreferenceRoutes(deps: AppDeps) {
  const signedIn = requireSession(deps);
  const router = createRouter<AuthEnv>();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/account/notifications/',
      tags: ['Accounts'],
      operationId: 'getNotificationPreferences',
      summary: 'Get notification preferences',
      description:
        'How the caller is told of each kind of event, and whether e-mails come as a daily digest.',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      responses: {
        200: { description: 'The choices, defaults where none was made', content: json(ChoicesSchema) },
        ...errorResponses(401),
      },
    }),
    async (c) => c.json(await notificationChoices(deps.prisma, c.get('session').userId), 200),
  );
  router.openapi(
    createRoute({
      method: 'put',
      path: '/account/notifications/',
      tags: ['Accounts'],
      operationId: 'setNotificationPreferences',
      summary: 'Change notification preferences',
      description: 'Change the choices; turning the digest off drops what waited for it.',
      security: bearerSecurity,
      middleware: [signedIn, requireJson] as const,
      request: { body: jsonBody(ChoicesBodySchema) },
      responses: {
        200: { description: 'Saved', content: json(SavedChoicesSchema) },
        ...errorResponses(401, 415, 422),
      },
    }),
    async (c) => {
      const { userId } = c.get('session');
      await saveNotificationChoices(deps.prisma, userId, c.req.valid('json'));
      return c.json(
        { message: preferenceMessages.saved, ...(await notificationChoices(deps.prisma, userId)) },
        200,
      );
    },
  );
  return router;
}
