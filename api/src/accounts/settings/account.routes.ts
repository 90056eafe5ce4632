import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { json, jsonBody, messageContent } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import { profileBodyLimit } from '../profile/profile-routes.js';
import { accountMessages } from './account-messages.js';
import { ProfileEditSchema } from './account-profile.js';
import {
  AccountSchema,
  CloseAccountBodySchema,
  DataExportDownloadSchema,
  DataExportSchema,
  DataExportTokenSchema,
  EmailChangeBodySchema,
  EmailChangedSchema,
  EmailCodeBodySchema,
  PasswordChangeBodySchema,
  SessionListSchema,
  SessionParamsSchema,
  SessionsEndedSchema,
} from './account-schemas.js';
import { closeMessages } from './close-account.js';
import { exportMessages } from '../data-export/data-export.js';

/** The OpenAPI definitions of the Settings calls; the handlers are in account.handlers.ts. */

const tags = ['Accounts'];

export function accountRouteDefinitions(signedIn: MiddlewareHandler) {
  return {
    account: createRoute({
      method: 'get',
      path: '/account/',
      tags,
      operationId: 'getAccountSettings',
      summary: 'Get the account settings',
      description: 'Everything the Settings page shows about the signed-in account.',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      responses: {
        200: { description: 'The account', content: json(AccountSchema) },
        ...errorResponses(401),
      },
    }),
    editProfile: createRoute({
      method: 'patch',
      path: '/account/profile/',
      tags,
      operationId: 'updateAccountProfile',
      summary: 'Edit the account profile',
      description: 'Edit the names, the business details and (optionally) the picture (multipart).',
      security: bearerSecurity,
      middleware: [signedIn, profileBodyLimit] as const,
      request: {
        body: { required: true, content: { 'multipart/form-data': { schema: ProfileEditSchema } } },
      },
      responses: {
        200: { description: 'Saved', content: messageContent(accountMessages.profileSaved) },
        ...errorResponses(401, 413, 422),
      },
    }),
    changePassword: createRoute({
      method: 'post',
      path: '/account/password/',
      tags,
      operationId: 'changePassword',
      summary: 'Change the password',
      description: 'A new password, with the current one; every other session ends.',
      security: bearerSecurity,
      middleware: [signedIn, requireJson] as const,
      request: { body: jsonBody(PasswordChangeBodySchema) },
      responses: {
        200: { description: 'Changed', content: json(SessionsEndedSchema) },
        ...errorResponses(401, 403, 415, 422, 429),
      },
    }),
    startEmailChange: createRoute({
      method: 'post',
      path: '/account/email/',
      tags,
      operationId: 'startEmailChange',
      summary: 'Start changing the e-mail address',
      description: 'Start changing the e-mail address: a code goes to the new address.',
      security: bearerSecurity,
      middleware: [signedIn, requireJson] as const,
      request: { body: jsonBody(EmailChangeBodySchema) },
      responses: {
        200: { description: 'Code sent', content: messageContent(accountMessages.emailCodeSent) },
        ...errorResponses(401, 403, 415, 422, 429),
      },
    }),
    confirmEmailChange: createRoute({
      method: 'post',
      path: '/account/email/confirm/',
      tags,
      operationId: 'confirmEmailChange',
      summary: 'Confirm the new e-mail address',
      description: 'Finish changing the e-mail address with the code; the old address is told.',
      security: bearerSecurity,
      middleware: [signedIn, requireJson] as const,
      request: { body: jsonBody(EmailCodeBodySchema) },
      responses: {
        200: { description: 'Changed', content: json(EmailChangedSchema) },
        ...errorResponses(401, 409, 415, 422, 429),
      },
    }),
    cancelEmailChange: createRoute({
      method: 'delete',
      path: '/account/email/',
      tags,
      operationId: 'cancelEmailChange',
      summary: 'Drop a pending e-mail change',
      description: 'Drop a change of e-mail address that waits for its code.',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      responses: {
        200: { description: 'Dropped', content: messageContent(accountMessages.emailChangeCancelled) },
        ...errorResponses(401),
      },
    }),
    sessions: createRoute({
      method: 'get',
      path: '/account/sessions/',
      tags,
      operationId: 'listSessions',
      summary: "List the account's sessions",
      description: 'The live sessions of the account: device, address, last seen.',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      responses: {
        200: { description: 'Sessions', content: json(SessionListSchema) },
        ...errorResponses(401),
      },
    }),
    endSession: createRoute({
      method: 'delete',
      path: '/account/sessions/{session_id}/',
      tags,
      operationId: 'endSession',
      summary: 'End another session',
      description: 'End another session of the account.',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      request: { params: SessionParamsSchema },
      responses: {
        200: { description: 'Ended', content: messageContent(accountMessages.sessionEnded) },
        ...errorResponses(401, 404, 409, 422),
      },
    }),
    endOtherSessions: createRoute({
      method: 'post',
      path: '/account/sessions/end-others/',
      tags,
      operationId: 'endOtherSessions',
      summary: 'End every other session',
      description: 'End every session of the account but this one.',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      responses: {
        200: { description: 'Ended', content: json(SessionsEndedSchema) },
        ...errorResponses(401),
      },
    }),
    requestDataExport: createRoute({
      method: 'post',
      path: '/account/data-export/',
      tags,
      operationId: 'requestDataExport',
      summary: 'Request a data export',
      description: 'Ask for a zip of everything about the account; the link is e-mailed when it is ready.',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      responses: {
        202: { description: 'Being prepared', content: messageContent(exportMessages.preparing) },
        ...errorResponses(401, 409, 429),
      },
    }),
    dataExport: createRoute({
      method: 'get',
      path: '/account/data-export/',
      tags,
      operationId: 'getDataExport',
      summary: 'Get the newest data export',
      description: 'The newest data export and how far it is.',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      responses: {
        200: { description: 'Its state', content: json(DataExportSchema) },
        ...errorResponses(401),
      },
    }),
    downloadDataExport: createRoute({
      method: 'get',
      path: '/account/data-export/{export_id}/download',
      tags,
      operationId: 'downloadDataExport',
      summary: 'Download a data export',
      description: "The zip, with the e-mailed link's token, for its signed-in owner until it expires.",
      security: bearerSecurity,
      middleware: [signedIn] as const,
      request: { params: DataExportDownloadSchema, query: DataExportTokenSchema },
      responses: {
        200: {
          description: 'The zip',
          content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } },
        },
        ...errorResponses(401, 404, 422),
      },
    }),
    closeAccount: createRoute({
      method: 'post',
      path: '/account/close/',
      tags,
      operationId: 'closeAccount',
      summary: 'Close the account',
      description: 'Close the account: personal data removed, what the law requires kept.',
      security: bearerSecurity,
      middleware: [signedIn, requireJson] as const,
      request: { body: jsonBody(CloseAccountBodySchema) },
      responses: {
        200: { description: 'Closed', content: messageContent(closeMessages.closed) },
        ...errorResponses(401, 403, 409, 415, 422, 429),
      },
    }),
  };
}
