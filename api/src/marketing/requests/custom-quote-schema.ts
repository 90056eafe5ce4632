import { z } from '@hono/zod-openapi';
import { honeyPot } from '../../platform/forms/honeypot.js';
import { formText, passesCommonRules, passesLengthLimits, trimAll } from './form-rules.js';

const required = ['fullname', 'email', 'company', 'projectDesc'];

/** `POST /api/custom-quote/`: the custom-quote form (the spec's entities, rules in the order of its validation rules). */
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
