/** The console's address of a project's proposal editor (the shell's route table has it). */
export const proposalPagePath = (projectId: string) => `/staff/proposals/${projectId}`;
