import { z } from '@hono/zod-openapi';
import { honeyPot } from '../../platform/forms/honeypot.js';
import { formText, passesCommonRules, passesLengthLimits, trimAll } from './form-rules.js';

const required = ['fullname', 'email', 'company', 'projectDesc'];

/** `POST /api/custom-quote/`: the custom-quote form (spec part 1 §3, rules in §5's order). */
export const CustomQuoteBodySchema = z
  .strictObject({
    fullname: formText('Ada Okafor'),
    email: formText('ada@example.com'),
    company: formText('Okafor Ventures'),
    projectDesc: formText('An online store with delivery tracking.'),
    honeyPot,
  })
  .transform((body, ctx) => {
    if (!passesCommonRules(ctx, body, required)) return z.NEVER;
    const { fullname, email, company, projectDesc } = trimAll(body);
    if (!passesLengthLimits(ctx, { fullname, email, company, projectDesc })) return z.NEVER;
    return { fullName: fullname, email: email.toLowerCase(), company, projectDescription: projectDesc };
  })
  .openapi('CustomQuoteRequest', { required });
