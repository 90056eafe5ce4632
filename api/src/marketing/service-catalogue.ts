import type { RequestedService } from '@platform/prisma';

/*
 * The six services of spec part 1 §1, as the API knows them: the `serviceType` text a service request
 * sends (§3) and a one-line summary the assistant answers with.
 */

export interface Service {
  name: 'Development' | 'Design' | 'Support' | 'Training' | 'Recruitment' | 'On-Demand Printing';
  serviceType:
    | 'Design Services'
    | 'Development Services'
    | 'Printing Services'
    | 'Recruitment Services'
    | 'Support Services'
    | 'Training Services';
  summary: string;
}

export type ServiceType = Service['serviceType'];

/** Keyed by the stored value; listed in the spec's order of §1. */
export const serviceCatalogue: Readonly<Record<RequestedService, Service>> = {
  DEVELOPMENT: {
    name: 'Development',
    serviceType: 'Development Services',
    summary: 'websites, web apps and mobile apps built by vetted engineers.',
  },
  DESIGN: {
    name: 'Design',
    serviceType: 'Design Services',
    summary: 'brand, product and UI/UX design from a managed team.',
  },
  SUPPORT: {
    name: 'Support',
    serviceType: 'Support Services',
    summary: 'maintenance, fixes and technical support when you need it.',
  },
  TRAINING: {
    name: 'Training',
    serviceType: 'Training Services',
    summary: 'hands-on training for your team on tools and processes.',
  },
  RECRUITMENT: {
    name: 'Recruitment',
    serviceType: 'Recruitment Services',
    summary: 'pre-vetted talent found and hired for your projects.',
  },
  PRINTING: {
    name: 'On-Demand Printing',
    serviceType: 'Printing Services',
    summary: 'your designs, merchandise and marketing material, printed.',
  },
};

export const services: readonly Service[] = Object.values(serviceCatalogue);

/** The `serviceType` options as §3 lists them (alphabetical). */
export const serviceTypes: readonly ServiceType[] = services.map((service) => service.serviceType).sort();

/** The stored value of a `serviceType` text, or undefined when it is not one of the six. */
export function requestedServiceOf(type: string): RequestedService | undefined {
  return (Object.keys(serviceCatalogue) as RequestedService[]).find(
    (id) => serviceCatalogue[id].serviceType === type,
  );
}
