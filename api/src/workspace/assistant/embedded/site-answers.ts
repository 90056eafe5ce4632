import { PRIVACY_POLICY, SERVICES, TEAM_PAYMENT_TYPE_LABELS } from '@platform/contract';
import type { Service } from '@platform/contract';
import { planCards } from '../../../billing/subscriptions/plans.js';
import type { Plan } from '../../../billing/subscriptions/plans.js';
import { messageTypeLabels } from '../../../marketing/requests/request-labels.js';
import { workEstimates } from '../../../marketing/requests/work-estimates.js';
import type { WorkEstimate } from '../../../marketing/requests/work-estimates.js';
import type { SiteReply } from '../assistant.js';
import { joinList } from './intake-language.js';
import { startProjectOffer } from './site-topics.js';
import type { EstimateAsk, SiteTopic } from './site-topics.js';

/** The answers of the site chat, written from the product's own data (services and plan catalogue). */

const serviceNames = SERVICES.map((service) => service.name);
const serviceList = `${serviceNames.slice(0, -1).join(', ')} and ${serviceNames.at(-1)}`;

function describePlan(plan: Plan): string {
  const price = plan.period ? `${plan.price_label} ${plan.period}` : plan.price_label;
  return `${plan.title}: ${price} (${plan.features.join(', ')})`;
}

function pricingAnswer(title: Plan['title'] | null): string {
  const plans = planCards(null);
  const named = plans.find((plan) => plan.title === title);
  if (named) return `${describePlan(named)}. ${named.description} ${startProjectOffer}`;
  return `Our plans, priced in naira: ${plans.map(describePlan).join('; ')}. ${startProjectOffer}`;
}

/** Two or more plans side by side, with what sets them apart. */
function comparisonAnswer(titles: readonly Plan['title'][]): string {
  const plans = planCards(null).filter((plan) => titles.includes(plan.title));
  return (
    `Side by side: ${plans.map((plan) => `${describePlan(plan)}, ${lowerStart(plan.description)}`).join('; ')}. ` +
    `See every plan at /pricing. ${startProjectOffer}`
  );
}

const lowerStart = (text: string) => text.charAt(0).toLowerCase() + text.slice(1).replace(/[.!]+$/, '');

/** The privacy policy's own words (its section on protection), so the answer never drifts from /privacy. */
function dataSafetyAnswer(): string {
  const paragraphOf = (heading: string) =>
    PRIVACY_POLICY.sections.find((section) => section.heading === heading)?.paragraphs ?? [];
  const protection = paragraphOf('How we protect it').join(' ');
  // Who sees it is the first thing people worry about: the people on the project, by the access they have.
  const people = paragraphOf('Who we share it with')[0] ?? '';
  const card = paragraphOf('What we collect').find((paragraph) => paragraph.startsWith('Billing'));
  const cardSentence = card?.slice(card.indexOf('Card details')) ?? '';
  // The law it is handled under ("which law protects my data?"), as the policy's first section says it.
  const controller = paragraphOf('Who is responsible')[0] ?? '';
  const law = controller.slice(controller.indexOf('We process'));
  return `Yes. ${protection} ${people} ${cardSentence} We do not sell personal data. ${law} Read the whole privacy policy at /privacy.`;
}

/**
 * Paying people through us, from what Billing and the plan cards say: the members of a project's team are paid on
 * Team Payments, on their invoices, in the payment types the Process Payment dialog offers; Payroll is a feature on
 * the Growth Plan's card. No text offers to pay staff who are not on a project, so the answer says so.
 */
function teamPaymentAnswer(): string {
  const types = Object.values(TEAM_PAYMENT_TYPE_LABELS).map(
    (label) => `${/^[AEIOU]/.test(label) ? 'an' : 'a'} ${label}`,
  );
  const paying = `${types.slice(0, -1).join(', ')} or ${types.at(-1)}`;
  const payroll = planCards(null).find((plan) => plan.features.includes('Payroll'));
  const plan = payroll
    ? ` Payroll is one of the ${payroll.title}'s features (${payroll.price_label} ${payroll.period}).`
    : '';
  return (
    `Paying the people who work on your projects is a team payment: once you are logged in, Billing's Team Payments ` +
    `(/billing/team-payments) shows what each member of your project team is paid and what is due, and you pay them on ` +
    `their invoices as ${paying}.${plan} Our services, plans and terms do not mention a payroll service for staff who ` +
    `are not on your projects. ${askOurTeam}`
  );
}

/** "Our Design service: brand, product and UI/UX design…": the /services card's summary as a clause. */
const summaryClause = (service: Service) =>
  service.summary.charAt(0).toLowerCase() + service.summary.slice(1);

const reply = (message: string, suggestSignin = false): SiteReply => ({
  message,
  suggestSignin,
  supportRequest: null,
});

const naira = new Intl.NumberFormat('en-NG');
const money = (kobo: number) => `₦${naira.format(Math.round(kobo / 100))}`;
const perText: Record<WorkEstimate['per'], string> = { job: '', month: ' a month', workshop: ' a workshop' };

const costText = (work: WorkEstimate) =>
  `${money(work.costKobo[0])} to ${money(work.costKobo[1])}${perText[work.per]}`;
const timeText = ({ time }: WorkEstimate) => `${time.min} to ${time.max} ${time.unit}`;

function estimateAnswer(work: WorkEstimate, asks: EstimateAsk): string {
  const lower = work.label.charAt(0).toLowerCase() + work.label.slice(1);
  const figures =
    asks === 'time'
      ? `${work.label} usually takes ${timeText(work)}, with a budget of ${costText(work)}.`
      : `${work.label} usually costs ${costText(work)} and takes ${timeText(work)}.`;
  return (
    `${figures} Where ${lower} falls in that range depends on ${joinList(work.dependsOn)}. ` +
    'For a firm figure, ask for a Custom Quote, or start a project and our team will send a proposal with ' +
    `the cost and timeline. ${startProjectOffer}`
  );
}

/** One kind of work, or each of the kinds a question joins ("a website and a logo"), with one closing. */
function estimatesAnswer(works: readonly [WorkEstimate, ...WorkEstimate[]], asks: EstimateAsk): string {
  if (works.length === 1) return estimateAnswer(works[0], asks);
  const each = works.map((work) => {
    const lower = work.label.charAt(0).toLowerCase() + work.label.slice(1);
    return `${lower} ${costText(work)}, ${timeText(work)}`;
  });
  return (
    `As a guide, ${joinList(each)}. Where each falls in its range depends on what it includes; tell me more about ` +
    'either and I will say what moves it. For a firm figure, ask for a Custom Quote, or start a project and our ' +
    `team will send one proposal with the cost and timeline. ${startProjectOffer}`
  );
}

/** "How much do you charge?" without saying for what: the common jobs, and the plans are separate. */
function estimateOverview(asks: EstimateAsk): string {
  const common = ['A logo', 'A business website', 'An online shop', 'A mobile app'].map((label) =>
    workEstimates.find((work) => work.label === label),
  );
  const lines = common
    .filter((work) => work !== undefined)
    .map((work) => {
      const lower = work.label.charAt(0).toLowerCase() + work.label.slice(1);
      return asks === 'time' ? `${lower} ${timeText(work)}` : `${lower} ${costText(work)}`;
    });
  const what = asks === 'time' ? 'how long it takes' : 'what it costs';
  return (
    `It depends on the kind of work. As a guide, ${what}: ${joinList(lines)}. Tell me what you have in mind ` +
    'and I will say what moves it within its range. Our plans (the platform subscription, from Free Starter) ' +
    'are separate from the cost of the work.'
  );
}

/** A problem the visitor reported: acknowledged, and drafted as a support request for Let's Talk. */
function supportAnswer(aboutAccount: boolean, details: string): SiteReply {
  const draft = { messageType: messageTypeLabels.OTHER, details: `Reported in the site chat: ${details}` };
  if (aboutAccount) {
    return {
      message:
        "Sorry about that, I understand something is wrong with your account. Log in and check it under Billing or your profile: a payment that went through updates your plan within a few minutes. If it still isn't right, send it to our support team: I've filled in a Let's Talk request with your message, so you only add your name and e-mail.",
      suggestSignin: true,
      supportRequest: draft,
    };
  }
  return {
    message:
      "Sorry you ran into that. I've turned it into a support request: open Let's Talk, where your message is already filled in, add your name and e-mail, and our support team will contact you.",
    suggestSignin: false,
    supportRequest: draft,
  };
}

/** The site's one way to a person, offered wherever the chat cannot answer from the site's texts. */
const askOurTeam = "To ask our team, write to us through Let's Talk (/lets-talk).";

const withoutOffer = (message: string) =>
  message.endsWith(startProjectOffer) ? message.slice(0, -startProjectOffer.length).trimEnd() : message;

/** What the texts do not mention, said plainly, with the nearest thing they do say and the way to ask. */
function notSaidAnswer(topic: Extract<SiteTopic, { kind: 'not-said' }>): SiteReply {
  const things = joinList(topic.things);
  const nearest = topic.nearest ? siteAnswer(topic.nearest) : null;
  const said = nearest ? withoutOffer(nearest.message) : '';
  const message = !nearest
    ? `I couldn't find that in our services, plans, terms or privacy policy: they do not mention ${things}. ${askOurTeam} I can also tell you about our services and plans, or help you start a project.`
    : topic.mentioned
      ? `Our services, plans, terms and privacy policy say no more about ${things} than this: ${said} ${askOurTeam}`
      : `I couldn't find that in our services, plans, terms or privacy policy: they do not mention ${things}. The nearest they say: ${said} ${askOurTeam}`;
  return { message, suggestSignin: nearest?.suggestSignin ?? false, supportRequest: null };
}

/** Each topic of a message that asked several, answered in turn; the offer to start a project said once. */
function severalAnswer(topics: readonly SiteTopic[]): SiteReply {
  const replies = topics.map(siteAnswer);
  const messages = replies.map((answer) => withoutOffer(answer.message));
  const offered = replies.some((answer) => answer.message.endsWith(startProjectOffer));
  return {
    message: `${messages.join(' ')}${offered ? ` ${startProjectOffer}` : ''}`,
    suggestSignin: replies.some((answer) => answer.suggestSignin),
    supportRequest: replies.find((answer) => answer.supportRequest)?.supportRequest ?? null,
  };
}

export function siteAnswer(topic: SiteTopic): SiteReply {
  switch (topic.kind) {
    case 'estimate':
      return reply(estimatesAnswer(topic.works, topic.asks));
    case 'estimate-overview':
      return reply(estimateOverview(topic.asks));
    case 'support':
      return supportAnswer(topic.aboutAccount, topic.details);
    case 'start-project': {
      if (topic.service && topic.plannedByTeam)
        return reply(
          `That is a job for our ${topic.service.name} service: ${summaryClause(topic.service)} ${topic.service.name} of that kind is planned with you by our team, not set up in this chat: send it with "Request a Service" on the Services page (/services) and they will get back to you.`,
        );
      const lead = topic.service
        ? `That is a job for our ${topic.service.name} service: ${summaryClause(topic.service)}`
        : "Great, let's turn your idea into a project.";
      return reply(
        `${lead} Log in or create an account and I will set the project up with you (its type, goal, audience and features), then you can follow it in your workspace.`,
        true,
      );
    }
    case 'pricing':
      return reply(pricingAnswer(topic.plan));
    case 'plan-comparison':
      return reply(comparisonAnswer(topic.plans));
    case 'data-safety':
      return reply(dataSafetyAnswer());
    case 'team-payment':
      return reply(teamPaymentAnswer(), true);
    case 'service':
      return reply(`Our ${topic.service.name} service: ${summaryClause(topic.service)} ${startProjectOffer}`);
    case 'service-comparison':
      return reply(
        `Side by side: ${topic.services.map((service) => `our ${service.name} service, ${lowerStart(service.summary)}`).join('; ')}. See them all at /services. ${startProjectOffer}`,
      );
    case 'services':
      return reply(
        `We offer six services: ${serviceList}, delivered with AI, talent, tools and teams. Ask me about any of them, or tell me what you would like to build.`,
      );
    case 'technical-issue':
      return reply(
        "Sorry you ran into a problem. Tell me what happened (the page, what you did and what you saw). For anything urgent, send the details with the Let's Talk form and our support team will contact you.",
      );
    case 'subscription-issue':
      return reply(
        'Your plan and payments are under Billing once you are logged in, where you can see your current plan and change it. Log in to continue, or ask me about our plans.',
        true,
      );
    case 'contact':
      return reply(
        "You can reach our team through Let's Talk (/lets-talk): leave your name, e-mail and message and our team will contact you. For anything about your account, log in first. I can also answer questions about our services and plans here.",
      );
    case 'something-else':
      return reply(
        'No problem. Tell me what you need: I can answer questions about our services and plans, or help you start a project.',
      );
    case 'greeting':
      return reply(
        'Hello! Ask me about our services or plans, or tell me about the project you have in mind.',
      );
    case 'thanks':
      return reply("You're welcome! Is there anything else I can help with?");
    case 'decline':
      return reply('No problem. Ask me about our services or plans whenever you are ready.');
    case 'site-content':
      return reply(
        `From our ${topic.passage.source}: ${topic.passage.text} Read it in full at ${topic.passage.link}.`,
      );
    case 'unknown':
      return reply(
        `I couldn't find that in our services, plans, terms or privacy policy. ${askOurTeam} I can tell you about our six services (${serviceList}) and our plans, or help you start a project. What would you like to do?`,
      );
    case 'not-said':
      return notSaidAnswer(topic);
    case 'several':
      return severalAnswer(topic.topics);
  }
}
