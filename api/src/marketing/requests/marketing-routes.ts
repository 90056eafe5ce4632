import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { optionalSession } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { requireFormToken } from '../../platform/forms/require-form-token.js';
import { json, jsonBody, type OperationText } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses, formTokenSecurity } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import type { AppEnv } from '../../platform/http/app-env.js';
import { createRouter } from '../../platform/http/router.js';
import { limits } from '../../platform/rate-limit/limits.js';
import { chatCaller } from '../site-chat/chat-caller.js';
import { announceArrival } from '../../staff/inbox/inbox-notices.js';
import type { Limit, LimitCheck } from '../../platform/rate-limit/rate-limiter.js';
import { CustomQuoteBodySchema } from './custom-quote-schema.js';
import { LetsTalkBodySchema } from './lets-talk-schema.js';
import { findRequests } from './request-lookup.js';
import { RequestLookupBodySchema, RequestLookupResultSchema } from './request-lookup-schema.js';
import { ServiceRequestBodySchema } from './service-request-schema.js';

/** The spec's success texts (calls table), which the front ends compare against. */
export const successMessages = {
  serviceRequest: 'Contact submitted successfully',
  letsTalk: "Let's Talk Request submitted successfully",
  customQuote: 'Quote submitted successfully',
} as const;

const created = (message: string) => ({
  description: 'Stored',
  content: {
    'application/json': { schema: z.object({ message: z.literal(message) }) },
  },
});

/** A public form call: form token, JSON body checked by `schema`. */
function formCall<S extends z.ZodType>(deps: AppDeps, path: string, text: OperationText, schema: S) {
  return {
    method: 'post' as const,
    path,
    tags: ['Marketing'],
    ...text,
    security: formTokenSecurity,
    middleware: [requireFormToken(deps), requireJson],
    request: { body: jsonBody(schema) },
  };
}

/** The public site's forms: service request, Let's Talk, custom quote, and the lookup by e-mail. */
export function marketingRoutes(deps: AppDeps) {
  const { prisma } = deps;
  // Counted before the work (see rate-limiter.ts), per caller's address.
  const consume = <E extends AppEnv>(c: Context<E>, checks: (Limit | LimitCheck)[]) =>
    c.var.limits.limiter.consume(
      checks.map((check) => ('limit' in check ? check : { limit: check, subject: c.var.limits.ip })),
    );
  const router = createRouter();
  router.openapi(
    createRoute({
      ...formCall(
        deps,
        '/service-request/',
        {
          operationId: 'sendServiceRequest',
          summary: 'Send a service request',
          description: 'Send a request for one of the services from the public site, for the staff inbox.',
        },
        ServiceRequestBodySchema,
      ),
      responses: {
        201: created(successMessages.serviceRequest),
        ...errorResponses(400, 401, 415, 422, 429),
      },
    }),
    async (c) => {
      await consume(c, [limits.serviceRequestsPerIp]);
      const request = await prisma.serviceRequest.create({ data: c.req.valid('json') });
      announceArrival(deps, {
        kind: 'Service Request',
        id: request.id,
        fromName: request.fullName,
        email: request.email,
      });
      return c.json({ message: successMessages.serviceRequest }, 201);
    },
  );
  router.openapi(
    createRoute({
      ...formCall(
        deps,
        '/lets-talk/',
        {
          operationId: 'sendLetsTalkMessage',
          summary: "Send a Let's Talk message",
          description: "Send the Let's Talk form's message from the public site, for the staff inbox.",
        },
        LetsTalkBodySchema,
      ),
      responses: { 201: created(successMessages.letsTalk), ...errorResponses(400, 401, 415, 422, 429) },
    }),
    async (c) => {
      await consume(c, [limits.letsTalkMessagesPerIp]);
      const message = await prisma.contactMessage.create({ data: c.req.valid('json') });
      announceArrival(deps, {
        kind: "Let's Talk",
        id: message.id,
        fromName: message.fullName,
        email: message.email,
      });
      return c.json({ message: successMessages.letsTalk }, 201);
    },
  );
  router.openapi(
    createRoute({
      ...formCall(
        deps,
        '/custom-quote/',
        {
          operationId: 'requestCustomQuote',
          summary: 'Ask for a custom quote',
          description: 'Send the custom quote form from the public site, for the staff inbox.',
        },
        CustomQuoteBodySchema,
      ),
      responses: { 201: created(successMessages.customQuote), ...errorResponses(400, 401, 415, 422, 429) },
    }),
    async (c) => {
      await consume(c, [limits.quoteRequestsPerIp]);
      const quote = await prisma.quoteRequest.create({ data: c.req.valid('json') });
      announceArrival(deps, {
        kind: 'Custom Quote',
        id: quote.id,
        fromName: quote.fullName,
        email: quote.email,
      });
      return c.json({ message: successMessages.customQuote }, 201);
    },
  );
  router.openapi(
    createRoute({
      ...formCall(
        deps,
        '/view-requests/',
        {
          operationId: 'listSentRequests',
          summary: 'List what an address sent',
          description:
            "Everything sent with an e-mail address: service requests, Let's Talk messages and quotes. " +
            'Names and phone numbers are masked ("Ad•• O••", "•••••••567") unless the caller sends the bearer token of the account with that address.',
        },
        RequestLookupBodySchema,
      ),
      security: [...formTokenSecurity, ...bearerSecurity],
      middleware: [chatCaller(deps), requireJson] as const,
      responses: {
        200: {
          description: 'The requests, newest first (50 at most)',
          content: json(RequestLookupResultSchema),
        },
        ...errorResponses(400, 401, 415, 422, 429),
      },
    }),
    async (c) => {
      const { email } = c.req.valid('json');
      // Per e-mail too, so one address's requests cannot be read over and over from many IPs.
      await consume(c, [
        limits.requestLookupsPerIp,
        { limit: limits.requestLookupsPerEmail, subject: email },
      ]);
      c.header('Cache-Control', 'no-store');
      // chatCaller let the call through with a form token or a live session; only a session is an owner.
      const session = await optionalSession(deps, c.req.header('Authorization'));
      const caller = session
        ? await prisma.user.findUnique({ where: { id: session.userId }, select: { email: true } })
        : null;
      const owner = caller?.email.toLowerCase() === email;
      return c.json({ email, requests: await findRequests(prisma, email, owner) }, 200);
    },
  );
  return router;
}
