import type { RemotePageKey } from '@platform/contract';
import type { AreaId } from './areas';

/**
 * - `public`: the marketing header around the page;
 * - `dashboard`: the signed-in sidebar and top bar;
 * - `plain`: the page owns the whole screen (sign-in forms, the project workspace frame).
 */
export type Layout = 'public' | 'dashboard' | 'plain';

interface AreaRoute<A extends AreaId> {
  path: string;
  /** The remote that owns the page. */
  area: A;
  /** Key of the page in the remote's `pages` export: one of its keys in @platform/contract's REMOTE_PAGES. */
  page: RemotePageKey<A>;
  layout: Layout;
  /** Needs a signed-in user accepted by `GET /api/check-auth/`. */
  protected: boolean;
}

/** One route of the table; its page key is checked against its own area's pages. */
export type RouteDefinition = { [A in AreaId]: AreaRoute<A> }[AreaId];

const WORKSPACE = '/project/workspace/:id/:name';

const marketing = (path: string, page: RemotePageKey<'mf_marketing'>): RouteDefinition => ({
  path,
  area: 'mf_marketing',
  page,
  layout: 'public',
  protected: false,
});

const accounts = (
  path: string,
  page: RemotePageKey<'mf_auth'>,
  isProtected = false,
  layout: Layout = 'plain',
): RouteDefinition => ({
  path,
  area: 'mf_auth',
  page,
  layout,
  protected: isProtected,
});

const workspace = (
  path: string,
  page: RemotePageKey<'mf_workspace'>,
  layout: Layout = 'dashboard',
): RouteDefinition => ({
  path,
  area: 'mf_workspace',
  page,
  layout,
  protected: true,
});

const billing = (path: string, page: RemotePageKey<'mf_billing'>): RouteDefinition => ({
  path,
  area: 'mf_billing',
  page,
  layout: 'dashboard',
  protected: true,
});

// The staff console (issue #27) routes its own sections under /staff: one route, whatever it adds.
const staff = (path: string, page: RemotePageKey<'mf_staff'>): RouteDefinition => ({
  path,
  area: 'mf_staff',
  page,
  layout: 'plain',
  protected: true,
});

/** Every route of the spec (screens and routes, route table), with the remote that owns it. */
export const routeTable: readonly RouteDefinition[] = [
  marketing('/', 'home'),
  marketing('/services', 'services'),
  marketing('/pricing', 'pricing'),
  marketing('/lets-talk', 'letsTalk'),
  marketing('/live-chat', 'liveChat'),
  marketing('/custom-quote', 'customQuote'),
  marketing('/requests', 'requests'),
  // Not in the spec: the legal pages the sign-up's terms box and the footer link to (issue #14).
  marketing('/terms', 'terms'),
  marketing('/privacy', 'privacy'),

  accounts('/login', 'login'),
  accounts('/register', 'register'),
  accounts('/verify-email', 'verifyEmail'),
  accounts('/google-callback', 'googleCallback'),
  accounts('/forgot-password', 'forgotPassword'),
  accounts('/verify-password-link', 'verifyPasswordLink'),
  accounts('/create-new-password', 'createNewPassword'),
  accounts('/password-updated', 'passwordUpdated'),
  accounts('/talent/register', 'talentRegister'),
  accounts('/talent/create-profile', 'talentCreateProfile'),
  accounts('/talent/skills-and-Experience', 'talentSkillsAndExperience'),
  accounts('/create-profile', 'createProfile', true),
  // Not in the spec: the account's Settings (issue #30), inside the signed-in layout like the other sidebar pages.
  accounts('/settings', 'settings', true, 'dashboard'),

  workspace('/dashboard', 'dashboard'),
  workspace('/project/all-projects', 'allProjects'),
  workspace('/project/create-project', 'createProject'),
  workspace('/project/project-brief-and-scope', 'projectBriefAndScope'),
  workspace('/project/mobilepayment', 'mobilePayment'),
  workspace('/project/submitreview', 'submitReview'),
  workspace('/project/placements', 'placements'), // not in the spec: a placed talent accepts (issue #12)
  workspace(WORKSPACE, 'workspaceOverview', 'plain'),
  workspace(`${WORKSPACE}/add-new-task`, 'addNewTask', 'plain'),
  workspace(`${WORKSPACE}/files-and-resources`, 'filesAndResources', 'plain'),
  workspace(`${WORKSPACE}/meetings`, 'meetings', 'plain'),
  workspace(`${WORKSPACE}/timeline-and-milestones`, 'timelineAndMilestones', 'plain'), // issue #26
  workspace(`${WORKSPACE}/recent-updates`, 'recentUpdates', 'plain'), // issue #26
  workspace(`${WORKSPACE}/handover`, 'handover', 'plain'), // issue #26: a Completed project's handover
  workspace(`${WORKSPACE}/project-brief`, 'projectBrief', 'plain'),
  workspace(`${WORKSPACE}/project-features`, 'projectFeatures', 'plain'),
  workspace(`${WORKSPACE}/project-team`, 'projectTeam', 'plain'),
  workspace(`${WORKSPACE}/team-profile`, 'teamProfile', 'plain'),
  workspace(`${WORKSPACE}/team-selection`, 'teamSelection', 'plain'),
  workspace(`${WORKSPACE}/hire`, 'hire', 'plain'),
  workspace(`${WORKSPACE}/tasks`, 'tasks', 'plain'),
  workspace(`${WORKSPACE}/contract-and-payment`, 'contractAndPayment', 'plain'),
  workspace(`${WORKSPACE}/task-details`, 'taskDetails', 'plain'),
  workspace(`${WORKSPACE}/review-team-and-cost`, 'reviewTeamAndCost', 'plain'),
  // The spec: onboarding is the same screen as review-team-and-cost.
  workspace(`${WORKSPACE}/onboarding`, 'reviewTeamAndCost', 'plain'),
  workspace(`${WORKSPACE}/add-task`, 'addTask', 'plain'),
  workspace(`${WORKSPACE}/add-team-member`, 'addTeamMember', 'plain'),
  workspace(`${WORKSPACE}/add-team-member/permissions`, 'addTeamMemberPermissions', 'plain'),
  workspace(`${WORKSPACE}/team-member-added-successfully`, 'teamMemberAddedSuccessfully', 'plain'),
  workspace(`${WORKSPACE}/reviewandapproval`, 'reviewAndApproval', 'plain'),

  billing('/billing', 'billingOverview'),
  billing('/billing/plans', 'plans'),
  billing('/billing/team-payments', 'teamPayments'),
  billing('/billing/team-payments/:id', 'teamPaymentDetails'),
  billing('/billing/team-payment-details', 'teamPaymentDetails'),
  billing('/billing/team-payments/invoice-details', 'invoiceDetails'),
  billing('/billing/team-payments/invoice-details/:id', 'invoiceDetails'),
  billing('/billing/team-seats', 'teamSeats'),

  staff('/staff/*', 'console'),
];
