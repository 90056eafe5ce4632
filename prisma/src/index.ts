export { PrismaClient, Prisma, ProjectStatus, ProjectType } from '../generated/client.js';
export type {
  BillingPlan,
  InvoiceKind,
  InvoiceStatus,
  PaymentStatus,
  RefundStatus,
  SeatType,
  TeamPaymentKind,
  ContactMessageType,
  ContactMethod,
  LinkTarget,
  MilestoneStatus,
  PayoutStatus,
  PermissionLevel,
  RequestedService,
  RequestStatus,
  ResourceAccess,
  ResourceKind,
  ResourceStatus,
  ReviewStatus,
  ReviewType,
  SiteChatRole,
  StaffRole,
  TeamAccess,
  TaskStatus,
  TaskType,
  TaskVisibility,
} from '../generated/enums.js';
export type {
  BusinessProfile,
  Invoice,
  InvoiceLine,
  Payment,
  PaymentAllocation,
  Refund,
  SavedAuthorization,
  JournalEntry,
  TeamInvoice,
  TeamPayment,
  TeamPaymentRecord,
  Meeting,
  Milestone,
  Payout,
  Project,
  ProjectFeature,
  ProjectResource,
  ProjectView,
  ProjectContract,
  Talent,
  ProposalVersion,
  Review,
  Session,
  StaffMember,
  AuditEntry,
  Task,
  User,
} from '../generated/client.js';
export { databaseConfigFromEnv, embeddedDataDir } from './database-config.js';
export type { DatabaseConfig } from './database-config.js';
export { openDatabase } from './open-database.js';
export type { Database } from './open-database.js';
export { DataVersion } from './data-version.js';
export { migrate } from './migrate.js';
export { withStartupLock } from './startup-lock.js';
export { createMigration } from './new-migration.js';
export { seed, demoAccount } from './seed.js';
export { demoStaffAccount } from './seed-staff.js';
export { seedTalentPool, TALENT_BENCH_SIZE, type TalentPoolOptions } from './seed-talent.js';
export { hashPassword, verifyPassword } from './password.js';
export { repoRoot } from './paths.js';
