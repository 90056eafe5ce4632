import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { json, jsonBody } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import {
  AuditLogQuerySchema,
  AuditLogSchema,
  NewStaffBodySchema,
  StaffChangeBodySchema,
  StaffListSchema,
  StaffMeSchema,
  StaffParamsSchema,
  StaffSavedSchema,
} from './staff-schemas.js';

/**
 * The OpenAPI definitions of the console's own calls (staff accounts, the audit log); the handlers are in
 * staff.handlers.ts. Who may call each is docs/permissions.md, "Staff calls".
 */

const tags = ['Staff'];

export function staffRouteDefinitions(guards: { anyStaff: MiddlewareHandler; admin: MiddlewareHandler }) {
  return {
    me: createRoute({
      method: 'get',
      path: '/staff/me/',
      tags,
      operationId: 'getStaffMe',
      summary: 'Get the signed-in staff member',
      description: 'The signed-in staff member, and whether two-factor sign-in is on yet.',
      security: bearerSecurity,
      middleware: [guards.anyStaff] as const,
      responses: {
        200: { description: 'The staff member', content: json(StaffMeSchema) },
        ...errorResponses(401, 404),
      },
    }),
    listStaff: createRoute({
      method: 'get',
      path: '/staff/members/',
      tags,
      operationId: 'listStaffMembers',
      summary: 'List staff members',
      description: 'Every staff member, active or not (Admin).',
      security: bearerSecurity,
      middleware: [guards.admin] as const,
      responses: {
        200: { description: 'The staff', content: json(StaffListSchema) },
        ...errorResponses(401, 403, 404),
      },
    }),
    addStaff: createRoute({
      method: 'post',
      path: '/staff/members/',
      tags,
      operationId: 'addStaffMember',
      summary: 'Add a staff member',
      description:
        'Add a staff member: a new account e-mailed a link to choose a password, or an existing one (Admin).',
      security: bearerSecurity,
      middleware: [guards.admin, requireJson] as const,
      request: { body: jsonBody(NewStaffBodySchema) },
      responses: {
        201: { description: 'Added', content: json(StaffSavedSchema) },
        ...errorResponses(401, 403, 404, 409, 415, 422),
      },
    }),
    changeStaff: createRoute({
      method: 'patch',
      path: '/staff/members/{staff_id}/',
      tags,
      operationId: 'updateStaffMember',
      summary: 'Change a staff member',
      description: 'Change a staff member’s role, or deactivate or reactivate them (Admin).',
      security: bearerSecurity,
      middleware: [guards.admin, requireJson] as const,
      request: { params: StaffParamsSchema, body: jsonBody(StaffChangeBodySchema) },
      responses: {
        200: { description: 'Changed', content: json(StaffSavedSchema) },
        ...errorResponses(401, 403, 404, 409, 415, 422),
      },
    }),
    auditLog: createRoute({
      method: 'get',
      path: '/staff/audit-log/',
      tags,
      operationId: 'listAuditLog',
      summary: 'List the audit log',
      description: 'Every staff action, newest first, searchable (Admin).',
      security: bearerSecurity,
      middleware: [guards.admin] as const,
      request: { query: AuditLogQuerySchema },
      responses: {
        200: { description: 'A page of the audit log', content: json(AuditLogSchema) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
  };
}
