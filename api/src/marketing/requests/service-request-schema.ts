import { INVALID_PHONE_MESSAGE, PHONE_PATTERN, SERVICE_TYPES } from '@platform/contract';
import { z } from '@hono/zod-openapi';
import { honeyPot } from '../../platform/forms/honeypot.js';
import { formText, passesCommonRules, passesLengthLimits, trimAll } from './form-rules.js';
import { ruleFailure } from '../../platform/forms/rule-failure.js';
import { contactMethodLabels, valueOfLabel } from './request-labels.js';
import { requestedServiceOf } from './requested-service.js';

const contactMethods = Object.values(contactMethodLabels);
const required = ['fullname', 'email', 'phone', 'serviceType', 'projectDesc'];

/** `POST /api/service-request/`: the service-request modal (the spec's entities, rules in the order of its validation rules). */
export const ServiceRequestBodySchema = z
  .strictObject({
    fullname: formText('Ada Okafor'),
    email: formText('ada@example.com'),
    phone: formText('08031234567', 'Local number without +234: 070, 071, 080, 081, 090 or 091 and 8 digits'),
    companyName: formText('Okafor Ventures', 'Optional'),
    serviceType: formText('Design Services', `One of: ${SERVICE_TYPES.join(', ')}`),
    projectDesc: formText('A booking website for our salon.'),
    contactMethod: formText('Email', `One of: ${contactMethods.join(', ')}; Email when left out`),
    honeyPot,
  })
  .transform((body, ctx) => {
    if (!passesCommonRules(ctx, body, required)) return z.NEVER;
    const values = trimAll(body);
    const fail = ruleFailure(ctx);
    if (!PHONE_PATTERN.test(values.phone)) return fail('phone', INVALID_PHONE_MESSAGE);
    const service = requestedServiceOf(values.serviceType);
    if (!service) return fail('serviceType', `Please choose a service type: ${SERVICE_TYPES.join(', ')}.`);
    const contactMethod = values.contactMethod
      ? valueOfLabel(contactMethodLabels, values.contactMethod)
      : 'EMAIL';
    if (!contactMethod) {
      return fail('contactMethod', `Please choose a contact method: ${contactMethods.join(', ')}.`);
    }
    const { fullname, email, companyName, projectDesc } = values;
    if (!passesLengthLimits(ctx, { fullname, email, companyName, projectDesc })) return z.NEVER;
    return {
      fullName: fullname,
      email: email.toLowerCase(),
      phone: values.phone,
      companyName: companyName || null,
      service,
      projectDescription: projectDesc,
      contactMethod,
    };
  })
  .openapi('ServiceRequest', { required });
