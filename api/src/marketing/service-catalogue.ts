/*
 * The six services of spec part 1 §1, as the API knows them: the value a service request sends as
 * `serviceType` (§3) and a one-line summary the assistant answers with.
 */

export const serviceTypes = [
  'Design Services',
  'Development Services',
  'Printing Services',
  'Recruitment Services',
  'Support Services',
  'Training Services',
] as const;

export type ServiceType = (typeof serviceTypes)[number];

export interface Service {
  name: 'Development' | 'Design' | 'Support' | 'Training' | 'Recruitment' | 'On-Demand Printing';
  serviceType: ServiceType;
  summary: string;
}

export const services: readonly Service[] = [
  {
    name: 'Development',
    serviceType: 'Development Services',
    summary: 'websites, web apps and mobile apps built by vetted engineers.',
  },
  {
    name: 'Design',
    serviceType: 'Design Services',
    summary: 'brand, product and UI/UX design from a managed team.',
  },
  {
    name: 'Support',
    serviceType: 'Support Services',
    summary: 'maintenance, fixes and technical support when you need it.',
  },
  {
    name: 'Training',
    serviceType: 'Training Services',
    summary: 'hands-on training for your team on tools and processes.',
  },
  {
    name: 'Recruitment',
    serviceType: 'Recruitment Services',
    summary: 'pre-vetted talent found and hired for your projects.',
  },
  {
    name: 'On-Demand Printing',
    serviceType: 'Printing Services',
    summary: 'your designs, merchandise and marketing material, printed.',
  },
];
