import type { ServiceType } from '@platform/contract';
import type { RequestedService } from '@platform/prisma';

/*
 * How each service of the catalogue (@platform/contract's SERVICES) is stored: the only fact about services
 * the API keeps itself. A service added on either side without the other is a compile error here.
 */
const serviceTypes = {
  DEVELOPMENT: 'Development Services',
  DESIGN: 'Design Services',
  SUPPORT: 'Support Services',
  TRAINING: 'Training Services',
  RECRUITMENT: 'Recruitment Services',
  PRINTING: 'Printing Services',
} as const satisfies Record<RequestedService, ServiceType>;

type Unstored = Exclude<ServiceType, (typeof serviceTypes)[RequestedService]>;
const everyServiceStored: [Unstored] extends [never] ? true : Unstored = true;
void everyServiceStored;

/** The stored value of a `serviceType` text, or undefined when it is not one of the six. */
export function requestedServiceOf(type: string): RequestedService | undefined {
  return (Object.keys(serviceTypes) as RequestedService[]).find((stored) => serviceTypes[stored] === type);
}

/** The `serviceType` text of a stored service, as the request's card shows it. */
export const serviceTypeOf = (stored: RequestedService): ServiceType => serviceTypes[stored];
