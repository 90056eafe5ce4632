import { documentTitle } from '@platform/shared-ui/core';
import type { RouteDefinition } from './route-table';

/**
 * The title of each page of the route table, by page key: the browser tab and history read
 * "Pricing · Buildbay". The home page has none: it reads "Buildbay · <tagline>".
 */
const PAGE_TITLES: Readonly<Record<string, string>> = {
  home: '',
  services: 'Services',
  pricing: 'Pricing',
  letsTalk: "Let's Talk",
  liveChat: 'Live Chat',
  customQuote: 'Custom Quote',
  requests: 'My Requests',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',

  login: 'Login',
  register: 'Create Account',
  verifyEmail: 'Verify Email',
  googleCallback: 'Signing In',
  forgotPassword: 'Forgot Password',
  verifyPasswordLink: 'Check Your Email',
  createNewPassword: 'Create New Password',
  passwordUpdated: 'Password Updated',
  talentRegister: 'Join as Talent',
  talentCreateProfile: 'Talent Profile',
  talentSkillsAndExperience: 'Skills and Experience',
  createProfile: 'Create Profile',
  settings: 'Settings',

  dashboard: 'Dashboard',
  allProjects: 'Projects',
  createProject: 'New Project',
  projectBriefAndScope: 'Project Brief and Scope',
  mobilePayment: 'Mobile Payment',
  submitReview: 'Submit Review',
  placements: 'Your Placements',
  workspaceOverview: 'Project Overview',
  addNewTask: 'New Task',
  filesAndResources: 'Files and Resources',
  meetings: 'Meetings',
  timelineAndMilestones: 'Timeline & Milestones',
  recentUpdates: 'Recent Updates',
  handover: 'Handover',
  projectBrief: 'Project Brief',
  projectFeatures: 'Project Features',
  projectTeam: 'Project Team',
  teamProfile: 'Team Profile',
  teamSelection: 'Team Selection',
  hire: 'Hire',
  tasks: 'Project Tasks',
  contractAndPayment: 'Contract and Payment',
  taskDetails: 'Task Details',
  reviewTeamAndCost: 'Review Team and Cost',
  addTask: 'New Task',
  addTeamMember: 'Add Team Member',
  addTeamMemberPermissions: 'Team Member Permissions',
  teamMemberAddedSuccessfully: 'Team Member Added',
  reviewAndApproval: 'Reviews and Approvals',

  billingOverview: 'Billing',
  plans: 'Plans',
  teamPayments: 'Team Payments',
  teamPaymentDetails: 'Team Payment Details',
  invoiceDetails: 'Invoice Details',
  teamSeats: 'Team Seats',

  console: 'Staff Console',
};

/** The document title of a route; a page missing from the table still gets the product's name. */
export function pageTitle(route: Pick<RouteDefinition, 'page'>): string {
  return documentTitle(PAGE_TITLES[route.page] || undefined);
}

export const titledPages = (): readonly string[] => Object.keys(PAGE_TITLES);
