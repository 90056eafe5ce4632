import type { ApiSchemas } from '@platform/shared-ui';

// The staffing calls (issue #27) as the console reads them, and their texts.

type Schemas = ApiSchemas['schemas'];

export type StaffingProject = Schemas['StaffingProject'];
export type ProposalEditor = Schemas['ProposalEditor'];
export type ProposalBody = Schemas['ProposalBody'];

export const PROPOSAL_PATH = '/api/staff/projects/{project_id}/proposal/';

export const STAFFING_STATES = [
  'To prepare',
  'Draft',
  'Sent',
  'Signed',
] as const satisfies readonly StaffingProject['state'][];
export type StaffingState = (typeof STAFFING_STATES)[number];

export const STAFFING_TEXTS = {
  title: 'Proposals',
  subtitle:
    "Each project's team, rates and phases, fitted to the client's budget before the client sees them.",
  loading: 'Loading the projects...',
  loadingOne: 'Loading the proposal...',
  columns: ['Project', 'Client', 'Budget', 'Deadline', 'Proposal'],
  /** A phone's Proposals table: Project and Proposal, the project's cell saying the rest in one line. */
  phoneLeavesOut: ['Client', 'Budget', 'Deadline'],
  phoneLine: (client: string, budget: string, deadline: string) =>
    `${client} · Budget ${budget} · Deadline ${deadline}`,
  usualRate: (rate: string) => `Usual rate ${rate}`,
  empty: 'No projects here.',
  newest: 'Newest',
  older: 'Older projects',
  save: 'Save draft',
  send: 'Save and send to the client',
  addPhase: 'Add a phase',
  addTalent: 'Add talent',
  choosePerson: 'Choose someone from the pool',
  fits: (budget: string) => `Within the client's budget of ${budget}.`,
  over: (budget: string, by: string) => `Over the client's budget of ${budget} by ${by}.`,
  noBudget: 'The client gave no budget.',
  badRate: (name: string) => `Enter ${name}'s weekly rate in naira to see the total.`,
  badWeeks: (phase: number) => `Enter the weeks of phase ${phase} to see the total.`,
  noteLabel: 'Why the total is over the budget (the client reads this)',
  /** The note keeps the weeks and amounts it was written with: told when the team or phases changed since. */
  noteStale:
    'The team, rates or phases changed since this note was written: check its weeks and amounts against the total before sending.',
  signed: 'The client signed the contract: this proposal no longer changes.',
  clientSees: (version: number, sentOn: string) => `The client sees version ${version}, sent ${sentOn}.`,
  clientSeesNothing: 'The client sees "being prepared" until you send.',
} as const;
