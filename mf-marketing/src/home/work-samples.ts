/** Sample projects shown on the home page: the kinds of work the six services deliver. */
export const WORK_SAMPLES = [
  {
    title: 'Salon booking app',
    service: 'Development',
    text: 'A mobile app where customers book, pay and get reminders; live in eight weeks.',
  },
  {
    title: 'Fintech brand identity',
    service: 'Design',
    text: 'Logo, colour system and a UI kit for a payments start-up, ready for its launch.',
  },
  {
    title: 'Retail staff training',
    service: 'Training',
    text: 'Workshops that moved forty store staff onto a new point-of-sale system.',
  },
  {
    title: 'Event merchandise',
    service: 'On-Demand Printing',
    text: 'Branded T-shirts, banners and badges designed, printed and delivered for a conference.',
  },
] as const;
