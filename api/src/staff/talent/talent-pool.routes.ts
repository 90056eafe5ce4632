import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { json, jsonBody, type OperationText } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import {
  StaffTalentListSchema,
  StaffTalentQuerySchema,
  StaffTalentSchema,
  TalentBodySchema,
  TalentParamsSchema,
  TalentSavedSchema,
} from './talent-pool-schemas.js';

/*
 * The staff console's talent pool calls (issue #27); handlers in talent-pool.handlers.ts. Who may call each:
 * docs/permissions.md, "Staff calls" (read: Operations and Finance; change: Operations; Admin both).
 */

const tags = ['Talent pool'];

export function talentPoolRouteDefinitions(guards: { read: MiddlewareHandler; change: MiddlewareHandler }) {
  const change = ({ path, ...text }: OperationText & { path: string }, answer: string) =>
    createRoute({
      method: 'post',
      path,
      tags,
      ...text,
      security: bearerSecurity,
      middleware: [guards.change] as const,
      request: { params: TalentParamsSchema },
      responses: {
        200: { description: answer, content: json(TalentSavedSchema) },
        ...errorResponses(401, 403, 404, 409, 422),
      },
    });
  return {
    list: createRoute({
      method: 'get',
      path: '/staff/talent/',
      tags,
      operationId: 'listTalentPool',
      summary: 'List the talent pool',
      description: 'The talent pool, by name; active talent unless asked otherwise.',
      security: bearerSecurity,
      middleware: [guards.read] as const,
      request: { query: StaffTalentQuerySchema },
      responses: {
        200: {
          description: 'The talent, with the choices of the form',
          content: json(StaffTalentListSchema),
        },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    show: createRoute({
      method: 'get',
      path: '/staff/talent/{talent_id}/',
      tags,
      operationId: 'getTalent',
      summary: 'Get a talent',
      description: 'One talent, the payout account masked.',
      security: bearerSecurity,
      middleware: [guards.read] as const,
      request: { params: TalentParamsSchema },
      responses: {
        200: { description: 'The talent', content: json(StaffTalentSchema) },
        ...errorResponses(401, 403, 404),
      },
    }),
    add: createRoute({
      method: 'post',
      path: '/staff/talent/',
      tags,
      operationId: 'addTalent',
      summary: 'Add a talent',
      description: 'Add a talent to the pool.',
      security: bearerSecurity,
      middleware: [guards.change, requireJson] as const,
      request: { body: jsonBody(TalentBodySchema) },
      responses: {
        201: { description: "'Talent added.'", content: json(TalentSavedSchema) },
        ...errorResponses(401, 403, 404, 415, 422),
      },
    }),
    edit: createRoute({
      method: 'put',
      path: '/staff/talent/{talent_id}/',
      tags,
      operationId: 'saveTalent',
      summary: 'Save a talent',
      description: "Save a talent's whole profile.",
      security: bearerSecurity,
      middleware: [guards.change, requireJson] as const,
      request: { params: TalentParamsSchema, body: jsonBody(TalentBodySchema) },
      responses: {
        200: { description: "'Talent saved.'", content: json(TalentSavedSchema) },
        ...errorResponses(401, 403, 404, 415, 422),
      },
    }),
    deactivate: change(
      {
        path: '/staff/talent/{talent_id}/deactivate/',
        operationId: 'deactivateTalent',
        summary: 'Deactivate a talent',
        description: 'Deactivate a talent: off every list and new proposal, still on the teams they are on.',
      },
      "'Talent deactivated.'",
    ),
    reactivate: change(
      {
        path: '/staff/talent/{talent_id}/reactivate/',
        operationId: 'reactivateTalent',
        summary: 'Reactivate a talent',
        description: 'Reactivate a talent: back on the lists and open to new proposals.',
      },
      "'Talent reactivated.'",
    ),
    invite: change(
      {
        path: '/staff/talent/{talent_id}/invite/',
        operationId: 'inviteTalent',
        summary: 'Invite a talent to sign in',
        description: 'E-mail a talent a link to choose a password and sign in (valid 7 days).',
      },
      "'Invitation sent.'",
    ),
  };
}
