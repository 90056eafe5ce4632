// @ts-check

/**
 * The Module Federation remotes, one per area of the site, in the order the registry lists them:
 * `package` is the folder and the published builds' folder, `name` the federation name, `area` what the
 * area's fallback and build stamp call it.
 */
export const REMOTES = /** @type {const} */ ([
  { package: 'mf-marketing', name: 'mf_marketing', area: 'Marketing' },
  { package: 'mf-auth', name: 'mf_auth', area: 'Accounts' },
  { package: 'mf-workspace', name: 'mf_workspace', area: 'Workspace' },
  { package: 'mf-billing', name: 'mf_billing', area: 'Billing' },
  // The staff console (issue #27): the platform's own people, a fifth area owned by its own team.
  { package: 'mf-staff', name: 'mf_staff', area: 'Staff' },
]);

/** @typedef {(typeof REMOTES)[number]} Remote */
/** @typedef {Remote['package']} RemotePackage */
/** @typedef {Remote['name']} RemoteName */
/** @typedef {Remote['area']} RemoteArea */

/** The remotes' package folders. */
export const REMOTE_PACKAGES = REMOTES.map((remote) => remote.package);

/**
 * The page keys of each remote's `./pages` module, by federation name: the shell's route table names a
 * page by one of these, and each remote exports exactly these (`RemotePagesModule<N>` in shared-ui), so
 * the compiler checks both sides. Changing a list changes the contract (docs/operations.md, "Contract
 * version").
 */
export const REMOTE_PAGES = /* @__PURE__ */ Object.freeze(
  /** @satisfies {Record<RemoteName, readonly string[]>} */ (
    /** @type {const} */ ({
      mf_marketing: [
        'home',
        'services',
        'pricing',
        'letsTalk',
        'liveChat',
        'customQuote',
        'requests',
        'terms',
        'privacy',
      ],
      mf_auth: [
        'login',
        'register',
        'verifyEmail',
        'googleCallback',
        'forgotPassword',
        'verifyPasswordLink',
        'createNewPassword',
        'passwordUpdated',
        'createProfile',
        'settings',
        'talentRegister',
        'talentCreateProfile',
        'talentSkillsAndExperience',
      ],
      mf_workspace: [
        'dashboard',
        'allProjects',
        'createProject',
        'workspaceOverview',
        'tasks',
        'addNewTask',
        'addTask',
        'taskDetails',
        'projectBrief',
        'projectFeatures',
        'filesAndResources',
        'meetings',
        'teamSelection',
        'hire',
        'contractAndPayment',
        'reviewTeamAndCost',
        'mobilePayment',
        'projectBriefAndScope',
        'placements',
        'reviewAndApproval',
        'submitReview',
        'projectTeam',
        'teamProfile',
        'addTeamMember',
        'addTeamMemberPermissions',
        'teamMemberAddedSuccessfully',
        'timelineAndMilestones',
        'recentUpdates',
        'handover',
      ],
      mf_billing: [
        'billingOverview',
        'plans',
        'teamPayments',
        'teamPaymentDetails',
        'invoiceDetails',
        'teamSeats',
      ],
      // One page: the console routes its own pages under /staff, so adding one changes neither the
      // shell nor the contract (docs/decisions.md, "Staff console").
      mf_staff: ['console'],
    })
  ),
);

/**
 * A page key of remote `N` (all remotes' keys for a union of names).
 * @template {RemoteName} [N=RemoteName]
 * @typedef {(typeof REMOTE_PAGES)[N][number]} RemotePageKey
 */

/**
 * What a prerendered public page carries for the shell, named here because the API writes it and the shell reads
 * it: the `<meta>` saying whom the HTML was prerendered for (`everyone` or `visitor`), and the id of the
 * `<script type="application/json">` holding the registry answer and the page's area's manifest.
 */
export const PRERENDERED_FOR_META = 'platform-prerendered-for';
export const SERVED_REGISTRY_ID = 'platform-registry';
