import type { PrismaClient } from '@platform/prisma';
import { contactMethodLabels, messageTypeLabels, requestStatusLabels } from './request-labels.js';
import type { RequestCard } from './request-lookup-schema.js';
import { serviceTypeOf } from './requested-service.js';
import { handOffKinds } from '../../staff/inbox/inbox-items.js';

/** The most cards one lookup answers with, newest first; the spec gives no page size. */
export const lookupLimit = 50;

const details = (...parts: (string | null)[]) => parts.filter(Boolean).join(' · ');

const hidden = '••';

/** "Ada Okafor" → "Ad•• O••": enough to recognise one's own request, too little to learn a stranger's name. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word, index) => `${[...word].slice(0, index === 0 ? 2 : 1).join('')}${hidden}`)
    .join(' ');
}

/** "+234 8031234567" → "•••••••567": only the last three digits. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `${'•'.repeat(7)}${digits.slice(-3)}`;
}

/**
 * Everything sent with `email` (already lower-cased) through the three forms and the "talk to a person"
 * hand-offs, newest first, each with our replies. Names and
 * phone numbers are masked unless `owner` (the caller is signed in as that address): anyone may type
 * anyone's address.
 */
export async function findRequests(
  prisma: PrismaClient,
  email: string,
  owner: boolean,
): Promise<RequestCard[]> {
  const name = (fullName: string) => `Sent by ${owner ? fullName : maskName(fullName)}`;
  const phone = (number: string) => (owner ? `+234 ${number.slice(1)}` : maskPhone(number));
  const query = { where: { email }, orderBy: { createdAt: 'desc' }, take: lookupLimit } as const;
  const [serviceRequests, messages, quotes, handOffs] = await Promise.all([
    prisma.serviceRequest.findMany(query),
    prisma.contactMessage.findMany(query),
    prisma.quoteRequest.findMany(query),
    prisma.chatHandOff.findMany(query),
  ]);
  const cards: (Omit<RequestCard, 'submitted_at' | 'replies'> & { at: Date })[] = [
    ...serviceRequests.map((request) => ({
      id: request.id,
      title: serviceTypeOf(request.service),
      description: request.projectDescription,
      details: details(request.companyName, name(request.fullName), phone(request.phone)),
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
      details: details(name(message.fullName)),
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
      details: details(quote.company, name(quote.fullName)),
      status: requestStatusLabels[quote.status],
      budget: 'To be quoted' as const,
      type: 'Custom Quote' as const,
      mode: contactMethodLabels.EMAIL,
      at: quote.createdAt,
    })),
    ...handOffs.map((handOff) => ({
      id: handOff.id,
      title: handOff.kind === 'SUPPORT' ? 'Support request' : 'Live chat: talk to a person',
      description: handOff.message,
      details: details(name(handOff.fullName)),
      status: requestStatusLabels[handOff.status],
      budget: 'Not specified' as const,
      type: handOffKinds[handOff.kind],
      mode: contactMethodLabels.EMAIL,
      at: handOff.createdAt,
    })),
  ];
  const shown = cards.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, lookupLimit);
  const replies = await prisma.inboxReply.findMany({
    where: { itemId: { in: shown.map((card) => card.id) } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return shown.map(({ at, ...card }) => ({
    ...card,
    submitted_at: at.toISOString(),
    replies: replies
      .filter((reply) => reply.itemId === card.id)
      .map((reply) => ({ from: reply.authorName, body: reply.body, sent_at: reply.createdAt.toISOString() })),
  }));
}
