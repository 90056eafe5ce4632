import { z } from '@hono/zod-openapi';
import { honeyPot } from '../../platform/forms/honeypot.js';
import { formText, passesCommonRules, passesLengthLimits, trimAll } from './form-rules.js';
import { ruleFailure } from '../../platform/forms/rule-failure.js';
import { messageTypeLabels, valueOfLabel } from './request-labels.js';

const messageTypes = Object.values(messageTypeLabels);
const required = ['fullname', 'email', 'messageType', 'projectDesc'];

/** `POST /api/lets-talk/`: the Let's Talk form (the spec's entities, rules in the order of its validation rules). */
export const LetsTalkBodySchema = z
  .strictObject({
    fullname: formText('Ada Okafor'),
    email: formText('ada@example.com'),
    messageType: formText('General Enquiry', `One of: ${messageTypes.join(', ')}`),
    projectDesc: formText('We would like to talk about a new website.'),
    honeyPot,
  })
  .transform((body, ctx) => {
    if (!passesCommonRules(ctx, body, required)) return z.NEVER;
    const { fullname, email, messageType, projectDesc } = trimAll(body);
    const type = valueOfLabel(messageTypeLabels, messageType);
    if (!type) {
      ruleFailure(ctx)('messageType', `Please choose a message type: ${messageTypes.join(', ')}.`);
      return z.NEVER;
    }
    if (!passesLengthLimits(ctx, { fullname, email, projectDesc })) return z.NEVER;
    return {
      fullName: fullname,
      email: email.toLowerCase(),
      messageType: type,
      projectDescription: projectDesc,
    };
  })
  .openapi('LetsTalkRequest', { required });
