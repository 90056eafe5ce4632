import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { ProjectChecks } from '../permissions/project-access-middleware.js';
import { json } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import {
  ContractChangeBodySchema,
  ContractSavedSchema,
  ContractSchema,
  DueContractPaymentsSchema,
  FirstPaymentQuerySchema,
  FirstPaymentStartedSchema,
  ProjectParamsSchema,
  SignBodySchema,
} from './contract-schemas.js';

/* The OpenAPI definitions of the contract calls (the spec's contract review screen); handlers in contracts.handlers.ts. */

const tags = ['Hire'];

export function contractRouteDefinitions(
  signedIn: MiddlewareHandler<AuthEnv>,
  checks: ProjectChecks<'view' | 'approve'>,
) {
  return {
    show: createRoute({
      method: 'get',
      path: '/projects/{project_id}/contract/',
      tags,
      operationId: 'getContract',
      summary: "Get the project's contract",
      description: "The signed contract, or the contract generated from the project's data now.",
      security: bearerSecurity,
      middleware: [signedIn, checks.view] as const,
      request: { params: ProjectParamsSchema },
      responses: {
        200: { description: 'The contract', content: json(ContractSchema) },
        ...errorResponses(401, 403, 404),
      },
    }),
    change: createRoute({
      method: 'patch',
      path: '/projects/{project_id}/contract/',
      tags,
      operationId: 'setContractInstallments',
      summary: 'Turn monthly instalments on or off',
      description:
        'Monthly Installments on or off (Approve on Budget & Financial Control); refused once signed.',
      security: bearerSecurity,
      middleware: [signedIn, requireJson, checks.approve] as const,
      request: {
        params: ProjectParamsSchema,
        body: { required: true, content: json(ContractChangeBodySchema) },
      },
      responses: {
        200: { description: "'Payment schedule updated.'", content: json(ContractSavedSchema) },
        ...errorResponses(401, 403, 404, 409, 415, 422),
      },
    }),
    sign: createRoute({
      method: 'post',
      path: '/projects/{project_id}/contract/sign/',
      tags,
      operationId: 'signContract',
      summary: 'Sign the contract',
      description:
        'Sign with the typed full name and agreement (Approve on Budget & Financial Control), once; the copy is frozen.',
      security: bearerSecurity,
      middleware: [signedIn, requireJson, checks.approve] as const,
      request: { params: ProjectParamsSchema, body: { required: true, content: json(SignBodySchema) } },
      responses: {
        201: { description: "'Contract signed.'", content: json(ContractSavedSchema) },
        ...errorResponses(401, 403, 404, 409, 415, 422),
      },
    }),
    pay: createRoute({
      method: 'post',
      path: '/projects/{project_id}/contract/first-payment/',
      tags,
      operationId: 'payContractFirstPayment',
      summary: "Pay the contract's first payment",
      description:
        "Start the signed contract's first payment at the provider's checkout (Approve on Budget & Financial Control).",
      security: bearerSecurity,
      middleware: [signedIn, checks.approve] as const,
      request: { params: ProjectParamsSchema, query: FirstPaymentQuerySchema },
      responses: {
        201: { description: 'Go to `checkout_url`', content: json(FirstPaymentStartedSchema) },
        ...errorResponses(401, 403, 404, 409, 422, 503),
      },
    }),
    due: createRoute({
      method: 'get',
      path: '/contracts/due-payments/',
      tags,
      operationId: 'listContractDuePayments',
      summary: "List the contracts' due payments",
      description:
        'The invoiced, unpaid parts of signed contracts of projects where the caller may pay (owner, or Approve on Budget & Financial Control).',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      responses: {
        200: { description: 'Earliest due first', content: json(DueContractPaymentsSchema) },
        ...errorResponses(401),
      },
    }),
    pdf: createRoute({
      method: 'get',
      path: '/projects/{project_id}/contract.pdf',
      tags,
      operationId: 'downloadContractPdf',
      summary: 'Download the signed contract',
      description: 'The signed contract as a PDF, with the signer, the date, the total and the SHA-256.',
      security: bearerSecurity,
      middleware: [signedIn, checks.view] as const,
      request: { params: ProjectParamsSchema },
      responses: {
        200: { description: 'application/pdf', content: { 'application/pdf': { schema: z.string() } } },
        ...errorResponses(401, 403, 404, 409),
      },
    }),
  };
}
