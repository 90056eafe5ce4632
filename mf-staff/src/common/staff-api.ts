import type { ApiSchemas } from '@platform/shared-ui';

/** The staff console's answers, as the API's OpenAPI document types them. */
export type StaffMe = ApiSchemas['schemas']['StaffMe'];
export type StaffMember = ApiSchemas['schemas']['StaffMember'];
export type AuditLog = ApiSchemas['schemas']['AuditLog'];
export type AuditEntry = ApiSchemas['schemas']['AuditEntry'];
