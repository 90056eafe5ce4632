import type { ApiSchemas } from '@platform/shared-ui';

// The hire calls (issue #12: team proposal, contract, onboarding) as this remote reads them, and their texts.

type Schemas = ApiSchemas['schemas'];

export type TalentCard = Schemas['TalentCard'];
export type ProposedMember = Schemas['ProposedMember'];
export type TeamProposal = Schemas['TeamProposal'];
export type ProposalPhase = Schemas['ProposalPhase'];
export type Contract = Schemas['Contract'];
export type ContractDocument = Schemas['ContractDocument'];
export type Onboarding = Schemas['Onboarding'];
export type OnboardingStep = Onboarding['steps'][number];

export const contractPdfPath = (projectId: string) => `/api/projects/${projectId}/contract.pdf`;

/** The managed-team intro (the spec's workspace outline). */
export const HIRE_HEADLINE = 'Let our expert team handle your project from start to finish';
export const HIRE_STEPS = [
  { title: 'Submit Request', text: 'Fill out the project details form.' },
  { title: 'Review Proposal', text: 'Receive a detailed team proposal and project timeline.' },
  { title: 'Approve & Start', text: 'Review and approve the contract to begin work.' },
] as const;
export const HIRE_POINTS = [
  { title: 'Expert team management', text: 'A managed team that plans, builds and reports for you.' },
  { title: 'Rapid deployment', text: 'Start within days from our pre-vetted talent pool.' },
  { title: 'Quality guarantee', text: 'Satisfaction guaranteed on every deliverable.' },
] as const;

/** Onboarding's right column (the spec's onboarding progress screen). */
export const NEXT_STEPS = [
  {
    title: 'Team Introduction',
    text: 'You will receive an e-mail introduction to your team within the next 24 hours.',
  },
  { title: 'Project Setup', text: 'Your workspace and tools are being prepared.' },
  { title: 'Kickoff Meeting', text: 'Schedule a meeting with the team to align on goals and timeline.' },
] as const;

/** What the client sees while Operations prepare the proposal (issue #27): nothing of their draft. */
export const PROPOSAL_PREPARING =
  'Our operations team is preparing your team proposal. We will notify you as soon as it is ready.';
export const proposalSentLine = (version: number, sentOn: string) => `Version ${version}, sent on ${sentOn}`;
export const ASK_FOR_CHANGE = 'Ask for a change';
export const changeRequestMessage = (projectName: string, version: number) =>
  `I would like a change to version ${version} of the team proposal for my project "${projectName}".`;

export const SIGN_AGREEMENT = 'I have read and agree to the contract and its terms and conditions.';
export const LOAD_FAILED = 'The contract could not be loaded.';
