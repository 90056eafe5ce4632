// @ts-check
// The facts the API, the front ends, the release scripts and the lint config share (docs/architecture.md).
export * from './accounts.js';
export * from './activity.js';
export * from './briefs.js';
export * from './features.js';
export * from './fields.js';
export * from './files.js';
export * from './handover.js';
export * from './legal.js';
export * from './meetings.js';
export * from './milestones.js';
export * from './money.js';
export * from './password.js';
export * from './projects.js';
export * from './remotes.js';
export * from './requests.js';
export * from './services.js';
export * from './staff.js';
export * from './tasks.js';
export * from './team.js';
export * from './team-payments.js';
