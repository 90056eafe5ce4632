import { REQUEST_LOOKUP_MESSAGES } from '@platform/contract';
import { z } from '@hono/zod-openapi';
import { honeyPot } from '../../platform/forms/honeypot.js';
import { formText, passesCommonRules, passesLengthLimits, trimAll } from './form-rules.js';
import { contactMethodLabels, requestStatusLabels } from './request-labels.js';

/** `POST /api/view-requests/`: the requests page's search, with its own texts (the spec's validation rules). */
export const RequestLookupBodySchema = z
  .strictObject({ email: formText('ada@example.com'), honeyPot })
  .transform((body, ctx) => {
    if (!passesCommonRules(ctx, body, ['email'], REQUEST_LOOKUP_MESSAGES)) return z.NEVER;
    const { email } = trimAll(body);
    if (!passesLengthLimits(ctx, { email })) return z.NEVER;
    return { email: email.toLowerCase() };
  })
  .openapi('RequestLookup', { required: ['email'] });

/** One card of the requests page (the spec's screens and routes and entities), whichever form the request came from. */
export const RequestCardSchema = z
  .object({
    id: z.uuid(),
    title: z.string().openapi({ example: 'Design Services' }),
    description: z.string(),
    details: z.string().openapi({ example: 'Okafor Ventures · Sent by Ada Okafor · +234 8031234567' }),
    status: z.enum(Object.values(requestStatusLabels)),
    budget: z.enum(['Not specified', 'To be quoted']),
    type: z.enum(['Service Request', "Let's Talk", 'Custom Quote', 'Support', 'Live Chat']),
    mode: z
      .enum(Object.values(contactMethodLabels))
      .openapi({ description: 'How we get back to the sender' }),
    submitted_at: z.iso.datetime(),
    replies: z
      .array(
        z
          .object({
            from: z.string().openapi({ example: 'Tolu Ade' }),
            body: z.string(),
            sent_at: z.iso.datetime(),
          })
          .openapi('RequestReply'),
      )
      .openapi({ description: 'Our answers by e-mail, oldest first' }),
  })
  .openapi('RequestCard');

export type RequestCard = z.infer<typeof RequestCardSchema>;

export const RequestLookupResultSchema = z
  .object({ email: z.string(), requests: z.array(RequestCardSchema) })
  .openapi('RequestLookupResult');
