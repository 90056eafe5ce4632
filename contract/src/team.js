// @ts-check

import { FORM_MESSAGES } from './accounts.js';

/*
 * The invite's choices and permissions (the spec's workspace roles and permissions) and the texts of its rules (validation rules, error catalogue): the team pages
 * offer and check them, the API enforces them. Five areas, five ordered levels; the area keys are the wire
 * names of the invite payload (including the spec's spelling "Managenent").
 */

export const PERMISSION_AREAS = /** @type {const} */ ([
  'projectOverviewAndScope',
  'taskAndWorkflowManagement',
  'projectFilesAndDocumentations',
  'teamManagenentAndCollaboration',
  'budgetAndFinancialControl',
]);

/** @typedef {(typeof PERMISSION_AREAS)[number]} PermissionArea */

export const PERMISSION_AREA_LABELS = /** @type {const} */ ({
  projectOverviewAndScope: 'Project Overview & Scope',
  taskAndWorkflowManagement: 'Task & Workflow Management',
  projectFilesAndDocumentations: 'Project Files & Documentation',
  teamManagenentAndCollaboration: 'Team Management & Collaboration',
  budgetAndFinancialControl: 'Budget & Financial Control',
});

/** Ordered from least to most: a level includes every level before it. */
export const PERMISSION_LEVELS = /** @type {const} */ (['View', 'Edit', 'Review', 'Approve', 'Full Access']);

/** @typedef {(typeof PERMISSION_LEVELS)[number]} PermissionLevel */
/** @typedef {Record<PermissionArea, PermissionLevel>} AreaLevels */

/**
 * Whether holding `held` allows what needs `needed`.
 * @param {PermissionLevel} held
 * @param {PermissionLevel} needed
 */
export const includesLevel = (held, needed) =>
  PERMISSION_LEVELS.indexOf(held) >= PERMISSION_LEVELS.indexOf(needed);

/**
 * The same level in every area.
 * @param {PermissionLevel} level
 * @returns {AreaLevels}
 */
export const everyArea = (level) =>
  /** @type {AreaLevels} */ (Object.fromEntries(PERMISSION_AREAS.map((area) => [area, level])));

export const TEAM_ROLES = /** @type {const} */ (['Admin', 'Editor', 'Reviewer', 'Viewer', 'Project Manager']);
/** @typedef {(typeof TEAM_ROLES)[number]} TeamRole */

export const TEAM_ACCESS = /** @type {const} */ (['Full Access', 'Custom Permissions']);
/** @typedef {(typeof TEAM_ACCESS)[number]} TeamAccessChoice */

export const INVITE_MESSAGES = /** @type {const} */ ({
  required: 'Email, Role, and Access are required!',
  invalidEmail: FORM_MESSAGES.invalidEmail,
  projectMissing: 'Project ID is missing!',
  customIncomplete: 'All custom permission fields must be filled!',
  added: 'Team member added successfully!',
  /** The 402 of an invite when every seat of the owner's plan is taken; the team page shows it before asking. */
  seatsFull: 'All the seats of your plan are occupied. Add a seat to invite another member.',
});
