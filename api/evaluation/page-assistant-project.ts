import type { PageChatProject } from '../src/workspace/assistant/page-chat.js';

/* The project every message of the page assistant's evaluation is read against, and when. */

/** Wednesday 25 November 2026, 10:00 in Lagos. */
export const pageAssistantNow = new Date('2026-11-25T09:00:00Z');

const person = (id: string, name: string, role: string) => ({ id, name, role });

export const evaluationProject: PageChatProject = {
  name: 'Mama Put Kitchen',
  askerId: 'p-chidi',
  brief: {
    overview: 'An ordering website for a Lagos restaurant.',
    objectives: '- Take orders online',
    key_deliverables: 'To be agreed with the team.',
    target_audience: 'Office workers in Yaba',
  },
  features: [
    {
      id: 'f-menu',
      name: 'Online menu',
      sprint: 'Sprint 1',
      progress: 40,
      description: 'The menu.',
      specifications: ['Prices'],
    },
    {
      id: 'f-checkout',
      name: 'Checkout',
      sprint: null,
      progress: 0,
      description: 'Pay online.',
      specifications: ['Cards'],
    },
    {
      id: 'f-tracking',
      name: 'Order tracking',
      sprint: 'Sprint 2',
      progress: 0,
      description: 'Where my order is.',
      specifications: [],
    },
  ],
  tasks: [
    {
      id: 't-logo',
      name: 'Design the logo',
      status: 'To Do',
      assigneeIds: ['p-chidi'],
      due: '2026-11-27',
      overdue: false,
    },
    {
      id: 't-stickers',
      name: 'Print the logo stickers',
      status: 'Backlog',
      assigneeIds: ['p-chidi'],
      due: null,
      overdue: false,
    },
    {
      id: 't-order',
      name: 'Build the order page',
      status: 'In Progress',
      assigneeIds: ['p-tunde'],
      due: '2026-11-20',
      overdue: true,
    },
    {
      id: 't-about',
      name: 'Write the about page',
      status: 'Backlog',
      assigneeIds: [],
      due: null,
      overdue: false,
    },
    {
      id: 't-paystack',
      name: 'Set up Paystack checkout',
      status: 'Blocked',
      assigneeIds: ['p-tunde'],
      due: '2026-12-04',
      overdue: false,
    },
    {
      id: 't-prices',
      name: 'Review the menu prices',
      status: 'Ready for Review',
      assigneeIds: ['p-ada'],
      due: null,
      overdue: false,
    },
    {
      id: 't-login',
      name: 'Fix the login bug',
      status: 'In Progress',
      assigneeIds: ['p-chidi'],
      due: null,
      overdue: false,
    },
  ],
  people: [
    person('p-chidi', 'Chidi Okafor', 'Owner'),
    person('p-ada', 'Ada Obi', 'Designer'),
    person('p-tunde', 'Tunde Bello', 'Developer'),
    person('p-ngozi', 'Ngozi Eze', 'Editor'),
  ],
  files: [
    { name: 'logo-final.png', tab: 'Media', type: 'image', version: 2 },
    { name: 'Signed contract.pdf', tab: 'Project Files', type: 'pdf', version: 1 },
    { name: 'Brand guide.pdf', tab: 'Project Files', type: 'pdf', version: 3 },
    { name: 'menu-jollof.jpg', tab: 'Media', type: 'image', version: 1 },
    { name: 'Menu prices.xlsx', tab: 'Project Files', type: 'spreadsheet', version: 1 },
  ],
  due: [
    {
      invoiceNumber: 'INV-0007',
      description: 'First payment: 50% on signing',
      amount: '₦750,000',
      dueDate: '2026-11-27',
    },
  ],
  lastMeetingLink: 'https://meet.example.com/mama-put',
  upcomingMeetings: [
    { title: 'Menu review', when: 'Thursday, 26th November, 2026, 11:00AM' },
    { title: 'Checkout demo', when: 'Tuesday, 1st December, 2026, 2:00PM' },
  ],
  milestones: [
    { title: 'Milestone 1', due: '2026-11-24', status: 'In Progress', overdue: true },
    { title: 'Milestone 2', due: '2026-12-15', status: 'Planned', overdue: false },
  ],
  deadline: '2026-12-18',
  budget: { minKobo: 150_000_000, maxKobo: 200_000_000 },
  recentUpdates: [
    { summary: 'Ada Obi moved “Design the logo” to Ready for Review', at: '2026-11-25T08:40:00.000Z' },
    { summary: 'Tunde Bello uploaded Menu prices.xlsx', at: '2026-11-24T15:10:00.000Z' },
    { summary: 'Chidi Okafor scheduled “Menu review”', at: '2026-11-20T09:00:00.000Z' },
  ],
};
