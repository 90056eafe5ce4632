import { z } from '@hono/zod-openapi';
import { formText, honeyPot, passesCommonRules, passesLengthLimits, trimAll } from './form-rules.js';

/** `POST /api/view-requests/`: the requests page's search, with its own texts (spec part 1 §5). */
export const RequestLookupBodySchema = z
  .strictObject({ email: formText('ada@example.com'), honeyPot })
  .transform((body, ctx) => {
    const messages = { required: 'Email is required', email: 'Enter a valid email address' };
    if (!passesCommonRules(ctx, body, ['email'], messages)) return z.NEVER;
    const { email } = trimAll(body);
    if (!passesLengthLimits(ctx, { email })) return z.NEVER;
    return { email: email.toLowerCase() };
  })
  .openapi('RequestLookup', { required: ['email'] });
