import type { PrismaClient } from '@platform/prisma';
import { contactMethodLabels, messageTypeLabels, requestStatusLabels } from './request-labels.js';
import type { RequestCard } from './request-lookup-schema.js';
import { serviceCatalogue } from './service-catalogue.js';

/** The most cards one lookup answers with, newest first; the spec gives no page size. */
export const lookupLimit = 50;

const details = (...parts: (string | null)[]) => parts.filter(Boolean).join(' · ');

/** Everything sent with `email` (already lower-cased) through the three forms, newest first. */
export async function findRequests(prisma: PrismaClient, email: string): Promise<RequestCard[]> {
  const query = { where: { email }, orderBy: { createdAt: 'desc' }, take: lookupLimit } as const;
  const [serviceRequests, messages, quotes] = await Promise.all([
    prisma.serviceRequest.findMany(query),
    prisma.contactMessage.findMany(query),
    prisma.quoteRequest.findMany(query),
  ]);
  const cards: (Omit<RequestCard, 'submitted_at'> & { at: Date })[] = [
    ...serviceRequests.map((request) => ({
      id: request.id,
      title: serviceCatalogue[request.service].serviceType,
      description: request.projectDescription,
      details: details(request.companyName, `Sent by ${request.fullName}`, `+234 ${request.phone.slice(1)}`),
      status: requestStatusLabels[request.status],
      budget: 'Not specified' as const,
      type: 'Service Request' as const,
      mode: contactMethodLabels[request.contactMethod],
      at: request.createdAt,
    })),
    ...messages.map((message) => ({
      id: message.id,
      title: messageTypeLabels[message.messageType],
      description: message.projectDescription,
      details: details(`Sent by ${message.fullName}`),
      status: requestStatusLabels[message.status],
      budget: 'Not specified' as const,
      type: "Let's Talk" as const,
      mode: contactMethodLabels.EMAIL,
      at: message.createdAt,
    })),
    ...quotes.map((quote) => ({
      id: quote.id,
      title: `Custom quote for ${quote.company}`,
      description: quote.projectDescription,
      details: details(quote.company, `Sent by ${quote.fullName}`),
      status: requestStatusLabels[quote.status],
      budget: 'To be quoted' as const,
      type: 'Custom Quote' as const,
      mode: contactMethodLabels.EMAIL,
      at: quote.createdAt,
    })),
  ];
  return cards
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, lookupLimit)
    .map(({ at, ...card }) => ({ ...card, submitted_at: at.toISOString() }));
}
