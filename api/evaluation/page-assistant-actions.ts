/*
 * The page assistant's evaluation set (issue #28): what people type into the assistant beside a workspace
 * page, as clients and their teams write it (pidgin, misspellings, no punctuation), with what a careful
 * person would do about it on that project. Every message is read against the same small project
 * (page-assistant-project.ts) on Wednesday 25 November 2026, 10:00 in Lagos.
 */

export type ExpectedAction =
  | { action: 'create-task'; name: string; assignee: string; due: string | null }
  | { action: 'move-task'; task: string; status: string }
  | { action: 'assign-task'; task: string; assignee: string }
  | { action: 'add-feature'; name: string }
  | { action: 'edit-feature'; feature: string; name?: string; sprint?: string | null; description?: string }
  | { action: 'schedule-meeting'; date: string; time: string; teams: 'entire' | string[] }
  | { action: 'find-files'; search: string; type: string | null }
  | { action: 'explain-due' }
  /** Two or more things match: the assistant asks which, with these choices, and changes nothing. */
  | { action: 'choose'; choices: string[] }
  /** Something needed is missing (a meeting's time): the assistant asks for it and changes nothing. */
  | { action: 'clarify' }
  | { action: 'answer'; topic: string }
  /** Nothing the assistant does (no part of the project, a poem): it changes nothing and says what it can do. */
  | { action: 'none' };

export interface PageAssistantCase {
  page: string;
  message: string;
  expect: ExpectedAction;
}

const me = 'Chidi Okafor';

export const pageAssistantCases: PageAssistantCase[] = [
  // Tasks: creating
  {
    page: 'tasks',
    message: 'create a task to photograph the menu',
    expect: { action: 'create-task', name: 'Photograph the menu', assignee: me, due: null },
  },
  {
    page: 'tasks',
    message: 'add a task: design the flyer, due Friday, assign to Ada',
    expect: { action: 'create-task', name: 'Design the flyer', assignee: 'Ada Obi', due: '2026-11-27' },
  },
  {
    page: 'tasks',
    message: 'new task: call the printer about the banners',
    expect: { action: 'create-task', name: 'Call the printer about the banners', assignee: me, due: null },
  },
  {
    page: 'tasks',
    message: 'abeg create task to snap the food pictures',
    expect: { action: 'create-task', name: 'Snap the food pictures', assignee: me, due: null },
  },
  {
    page: 'tasks',
    message: 'creat a taks to fix the checkout page',
    expect: { action: 'create-task', name: 'Fix the checkout page', assignee: me, due: null },
  },
  {
    page: 'tasks',
    message: 'Please add a task for Tunde to write the menu descriptions',
    expect: {
      action: 'create-task',
      name: 'Write the menu descriptions',
      assignee: 'Tunde Bello',
      due: null,
    },
  },
  {
    page: 'tasks',
    message: "make a task 'Order business cards' due next Monday",
    expect: { action: 'create-task', name: 'Order business cards', assignee: me, due: '2026-11-30' },
  },
  {
    page: 'tasks',
    message: 'I need a task to update the opening hours, give it to Ngozi',
    expect: { action: 'create-task', name: 'Update the opening hours', assignee: 'Ngozi Eze', due: null },
  },
  {
    page: 'tasks',
    message: 'add task upload the new menu photos by tomorrow',
    expect: { action: 'create-task', name: 'Upload the new menu photos', assignee: me, due: '2026-11-26' },
  },
  {
    page: 'tasks',
    message: 'create task: buy the domain name. assign am to Tunde',
    expect: { action: 'create-task', name: 'Buy the domain name', assignee: 'Tunde Bello', due: null },
  },
  {
    page: 'tasks',
    message: 'pls add a new task — test the app on android phones',
    expect: { action: 'create-task', name: 'Test the app on android phones', assignee: me, due: null },
  },
  {
    page: 'tasks',
    message: 'add a to-do: reply the customer emails',
    expect: { action: 'create-task', name: 'Reply the customer emails', assignee: me, due: null },
  },
  {
    page: 'tasks',
    message: 'Create a task called Homepage banner and assign it to me',
    expect: { action: 'create-task', name: 'Homepage banner', assignee: me, due: null },
  },
  {
    page: 'tasks',
    message: 'we need a task to translate the menu to yoruba before friday',
    expect: { action: 'create-task', name: 'Translate the menu to yoruba', assignee: me, due: '2026-11-27' },
  },
  {
    page: 'meetings',
    message: 'create a task to call the printer',
    expect: { action: 'create-task', name: 'Call the printer', assignee: me, due: null },
  },
  {
    page: 'tasks',
    message: 'add a task to redesign the price list, Ngozi go do am, by Monday',
    expect: {
      action: 'create-task',
      name: 'Redesign the price list',
      assignee: 'Ngozi Eze',
      due: '2026-11-30',
    },
  },
  // Tasks: moving
  {
    page: 'tasks',
    message: 'move design the logo to in progress',
    expect: { action: 'move-task', task: 'Design the logo', status: 'In Progress' },
  },
  {
    page: 'tasks',
    message: 'move the about page task to done',
    expect: { action: 'move-task', task: 'Write the about page', status: 'Completed' },
  },
  {
    page: 'tasks',
    message: 'mark fix the login bug as blocked',
    expect: { action: 'move-task', task: 'Fix the login bug', status: 'Blocked' },
  },
  {
    page: 'tasks',
    message: 'put build the order page in review',
    expect: { action: 'move-task', task: 'Build the order page', status: 'Ready for Review' },
  },
  {
    page: 'tasks',
    message: 'Paystack checkout don unblock, move am to in progress',
    expect: { action: 'move-task', task: 'Set up Paystack checkout', status: 'In Progress' },
  },
  {
    page: 'tasks',
    message: 'drag the menu prices task to approved',
    expect: { action: 'move-task', task: 'Review the menu prices', status: 'Approved' },
  },
  {
    page: 'tasks',
    message: 'move the logo task to done',
    expect: { action: 'choose', choices: ['Design the logo', 'Print the logo stickers'] },
  },
  {
    page: 'tasks',
    message: 'set login bug to completed',
    expect: { action: 'move-task', task: 'Fix the login bug', status: 'Completed' },
  },
  {
    page: 'tasks',
    message: 'moov write the about page to todo',
    expect: { action: 'move-task', task: 'Write the about page', status: 'To Do' },
  },
  {
    page: 'tasks',
    message: 'the order page is ready for review',
    expect: { action: 'move-task', task: 'Build the order page', status: 'Ready for Review' },
  },
  {
    page: 'tasks',
    message: 'mark write the about page as in progress',
    expect: { action: 'move-task', task: 'Write the about page', status: 'In Progress' },
  },
  {
    page: 'tasks',
    message: 'abeg move login bug go backlog',
    expect: { action: 'move-task', task: 'Fix the login bug', status: 'Backlog' },
  },
  {
    page: 'workspace',
    message: 'move design the logo to in progress',
    expect: { action: 'move-task', task: 'Design the logo', status: 'In Progress' },
  },
  // Tasks: assigning
  {
    page: 'tasks',
    message: 'assign design the logo to Ada',
    expect: { action: 'assign-task', task: 'Design the logo', assignee: 'Ada Obi' },
  },
  {
    page: 'tasks',
    message: 'give the about page to Ngozi',
    expect: { action: 'assign-task', task: 'Write the about page', assignee: 'Ngozi Eze' },
  },
  {
    page: 'tasks',
    message: 'assign the login bug to tunde',
    expect: { action: 'assign-task', task: 'Fix the login bug', assignee: 'Tunde Bello' },
  },
  {
    page: 'tasks',
    message: 'asign paystack checkout to Ada',
    expect: { action: 'assign-task', task: 'Set up Paystack checkout', assignee: 'Ada Obi' },
  },
  {
    page: 'tasks',
    message: 'assign the logo to Tunde',
    expect: { action: 'choose', choices: ['Design the logo', 'Print the logo stickers'] },
  },
  {
    page: 'tasks',
    message: 'put Ngozi on the order page task',
    expect: { action: 'assign-task', task: 'Build the order page', assignee: 'Ngozi Eze' },
  },
  {
    page: 'tasks',
    message: 'make Tunde handle the menu prices',
    expect: { action: 'assign-task', task: 'Review the menu prices', assignee: 'Tunde Bello' },
  },
  // Features
  {
    page: 'project-features',
    message: 'add a feature: loyalty points — customers earn points per order',
    expect: { action: 'add-feature', name: 'Loyalty points' },
  },
  {
    page: 'project-features',
    message: 'add feature called Table booking where customers reserve a table',
    expect: { action: 'add-feature', name: 'Table booking' },
  },
  {
    page: 'project-features',
    message: 'new feature: delivery zones, shows the delivery fee by area',
    expect: { action: 'add-feature', name: 'Delivery zones' },
  },
  {
    page: 'project-features',
    message: 'add a feature - Pay on delivery: customers pay cash when the food arrives',
    expect: { action: 'add-feature', name: 'Pay on delivery' },
  },
  {
    page: 'project-features',
    message: 'rename the checkout feature to Payments',
    expect: { action: 'edit-feature', feature: 'Checkout', name: 'Payments' },
  },
  {
    page: 'project-features',
    message: 'put checkout in sprint 2',
    expect: { action: 'edit-feature', feature: 'Checkout', sprint: 'Sprint 2' },
  },
  {
    page: 'project-features',
    message: 'move online menu to sprint 3',
    expect: { action: 'edit-feature', feature: 'Online menu', sprint: 'Sprint 3' },
  },
  {
    page: 'project-features',
    message: 'change the description of order tracking to customers follow their order on a map',
    expect: {
      action: 'edit-feature',
      feature: 'Order tracking',
      description: 'Customers follow their order on a map',
    },
  },
  {
    page: 'project-features',
    message: 'remove order tracking from sprint 2',
    expect: { action: 'edit-feature', feature: 'Order tracking', sprint: null },
  },
  {
    page: 'project-features',
    message: 'abeg rename online menu make e be Food menu',
    expect: { action: 'edit-feature', feature: 'Online menu', name: 'Food menu' },
  },
  {
    page: 'project-features',
    message: 'which features have no sprint?',
    expect: { action: 'answer', topic: 'sprint' },
  },
  // Meetings
  {
    page: 'meetings',
    message: 'book a call with the team on Thursday at 10',
    expect: { action: 'schedule-meeting', date: '2026-11-26', time: '10:00', teams: 'entire' },
  },
  {
    page: 'meetings',
    message: 'schedule a meeting with the design team tomorrow at 2pm',
    expect: { action: 'schedule-meeting', date: '2026-11-26', time: '14:00', teams: ['Design Team'] },
  },
  {
    page: 'meetings',
    message: 'set up a meeting on monday 11am about the menu photos',
    expect: { action: 'schedule-meeting', date: '2026-11-30', time: '11:00', teams: 'entire' },
  },
  {
    page: 'meetings',
    message: 'abeg fix meeting with everybody for friday by 3pm',
    expect: { action: 'schedule-meeting', date: '2026-11-27', time: '15:00', teams: 'entire' },
  },
  {
    page: 'meetings',
    message: 'shedule a call with the developers next tuesday at 4:30pm',
    expect: {
      action: 'schedule-meeting',
      date: '2026-12-01',
      time: '16:30',
      teams: ['Development Team'],
    },
  },
  {
    page: 'meetings',
    message: 'book meeting friday 9am with dev team and design team',
    expect: {
      action: 'schedule-meeting',
      date: '2026-11-27',
      time: '09:00',
      teams: ['Design Team', 'Development Team'],
    },
  },
  {
    page: 'meetings',
    message: 'can we have a team call on the 2nd of December at 1pm',
    expect: { action: 'schedule-meeting', date: '2026-12-02', time: '13:00', teams: 'entire' },
  },
  {
    page: 'meetings',
    message: 'arrange a meeting with support on thursday at 3',
    expect: { action: 'schedule-meeting', date: '2026-11-26', time: '15:00', teams: ['Support'] },
  },
  { page: 'meetings', message: 'book a call for Monday', expect: { action: 'clarify' } },
  // Files
  {
    page: 'files-and-resources',
    message: 'find the logo file',
    expect: { action: 'find-files', search: 'logo', type: null },
  },
  {
    page: 'files-and-resources',
    message: 'where is the contract pdf',
    expect: { action: 'find-files', search: 'contract', type: 'pdf' },
  },
  {
    page: 'files-and-resources',
    message: 'show me all the images',
    expect: { action: 'find-files', search: '', type: 'image' },
  },
  {
    page: 'files-and-resources',
    message: 'any pdf files?',
    expect: { action: 'find-files', search: '', type: 'pdf' },
  },
  {
    page: 'files-and-resources',
    message: 'abeg find menu photos',
    expect: { action: 'find-files', search: 'menu', type: 'image' },
  },
  {
    page: 'files-and-resources',
    message: 'look for the brand guide',
    expect: { action: 'find-files', search: 'brand guide', type: null },
  },
  {
    page: 'files-and-resources',
    message: 'find spreadsheets',
    expect: { action: 'find-files', search: '', type: 'spreadsheet' },
  },
  // Billing
  { page: 'contract-and-payment', message: 'what is due?', expect: { action: 'explain-due' } },
  { page: 'contract-and-payment', message: 'how much do I owe', expect: { action: 'explain-due' } },
  { page: 'contract-and-payment', message: 'wetin I go pay now', expect: { action: 'explain-due' } },
  { page: 'contract-and-payment', message: 'when is the next payment', expect: { action: 'explain-due' } },
  // Questions, on any page
  { page: 'tasks', message: 'what is blocked?', expect: { action: 'answer', topic: 'blocked' } },
  { page: 'workspace', message: 'tasks by status', expect: { action: 'answer', topic: 'tasks' } },
  { page: 'meetings', message: 'how far is the project?', expect: { action: 'answer', topic: 'progress' } },
  {
    page: 'project-brief',
    message: 'which sections are still open',
    expect: { action: 'answer', topic: 'open' },
  },
  { page: 'tasks', message: 'who is on the team?', expect: { action: 'answer', topic: 'team' } },
  {
    page: 'files-and-resources',
    message: 'wetin dey blocked',
    expect: { action: 'answer', topic: 'blocked' },
  },
  // Questions about the schedule and people (lead's walk, 28 November): answered from the project's data
  { page: 'meetings', message: 'when is our next meeting?', expect: { action: 'answer', topic: 'meetings' } },
  {
    page: 'tasks',
    message: 'do we have any call this week',
    expect: { action: 'answer', topic: 'meetings' },
  },
  {
    page: 'tasks',
    message: 'who is working on the order page?',
    expect: { action: 'answer', topic: 'assignees' },
  },
  { page: 'tasks', message: "who's doing the about page", expect: { action: 'answer', topic: 'assignees' } },
  {
    page: 'tasks',
    message: 'when is the logo due?',
    expect: { action: 'choose', choices: ['Design the logo', 'Print the logo stickers'] },
  },
  { page: 'tasks', message: 'when is the order page due', expect: { action: 'answer', topic: 'task-due' } },
  {
    page: 'timeline-and-milestones',
    message: 'when will this be done?',
    expect: { action: 'answer', topic: 'end' },
  },
  { page: 'workspace', message: 'wetin be the deadline', expect: { action: 'answer', topic: 'end' } },
  { page: 'tasks', message: "what's overdue?", expect: { action: 'answer', topic: 'overdue' } },
  { page: 'workspace', message: 'anything running late?', expect: { action: 'answer', topic: 'overdue' } },
  {
    page: 'project-brief',
    message: 'what is the goal of this project',
    expect: { action: 'answer', topic: 'brief' },
  },
  {
    page: 'project-brief',
    message: 'who is this project for?',
    expect: { action: 'answer', topic: 'brief' },
  },
  // Changes the chat does not make: said plainly, never mistaken for another answer
  {
    page: 'tasks',
    message: 'delete the design the logo task',
    expect: { action: 'answer', topic: 'not-from-chat' },
  },
  {
    page: 'meetings',
    message: "cancel tomorrow's meeting",
    expect: { action: 'answer', topic: 'not-from-chat' },
  },
  // A meeting asked for on a weekend is offered on the Monday after
  {
    page: 'meetings',
    message: 'abeg set meeting with the team saturday 3pm',
    expect: { action: 'choose', choices: ['Book Monday 30 November'] },
  },
  // Who does what: roles asked by name, a task given to a role, someone not on the team
  {
    page: 'project-team',
    message: 'who is the designer on this project?',
    expect: { action: 'answer', topic: 'roles' },
  },
  { page: 'tasks', message: 'who be our developer', expect: { action: 'answer', topic: 'roles' } },
  { page: 'tasks', message: 'who is working on what?', expect: { action: 'answer', topic: 'roles' } },
  {
    page: 'tasks',
    message: 'assign the login bug to the editor',
    expect: { action: 'assign-task', task: 'Fix the login bug', assignee: 'Ngozi Eze' },
  },
  { page: 'tasks', message: 'abeg give the onboarding task to the designer', expect: { action: 'clarify' } },
  { page: 'tasks', message: 'assign the about page to Bola', expect: { action: 'clarify' } },
  {
    page: 'project-team',
    message: 'add a new developer to the team',
    expect: { action: 'answer', topic: 'not-from-chat' },
  },
  // The schedule, finished features, what the team did, the client's own payment
  {
    page: 'timeline-and-milestones',
    message: 'are we on schedule?',
    expect: { action: 'answer', topic: 'overdue' },
  },
  {
    page: 'project-features',
    message: 'which features are finished?',
    expect: { action: 'answer', topic: 'features-done' },
  },
  {
    page: 'recent-updates',
    message: 'what did the team do yesterday?',
    expect: { action: 'answer', topic: 'updates' },
  },
  {
    page: 'contract-and-payment',
    message: 'when is my next payment due?',
    expect: { action: 'explain-due' },
  },
  // What is left: of the work on the work's pages, of the money when money is named or on Contract & Payment
  {
    page: 'tasks',
    message: 'wetin remain for this project?',
    expect: { action: 'answer', topic: 'work-left' },
  },
  { page: 'workspace', message: 'what is left to pay?', expect: { action: 'explain-due' } },
  { page: 'contract-and-payment', message: 'wetin remain?', expect: { action: 'explain-due' } },
];
