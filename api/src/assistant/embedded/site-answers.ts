import { planCards } from '../../billing/plans.js';
import type { Plan } from '../../billing/plans.js';
import { services } from '../../marketing/service-catalogue.js';
import type { SiteReply } from '../assistant.js';
import { startProjectOffer } from './site-topics.js';
import type { SiteTopic } from './site-topics.js';

/** The answers of the site chat, written from the product's own data (services and plan catalogue). */

const serviceNames = services.map((service) => service.name);
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

const reply = (message: string, suggestSignin = false): SiteReply => ({ message, suggestSignin });

export function siteAnswer(topic: SiteTopic): SiteReply {
  switch (topic.kind) {
    case 'start-project': {
      const lead = topic.service
        ? `That is a job for our ${topic.service.name} service: ${topic.service.summary}`
        : "Great, let's turn your idea into a project.";
      return reply(
        `${lead} Log in or create an account and I will set the project up with you (its type, goal, audience and features), then you can follow it in your workspace.`,
        true,
      );
    }
    case 'pricing':
      return reply(pricingAnswer(topic.plan));
    case 'service':
      return reply(`Our ${topic.service.name} service: ${topic.service.summary} ${startProjectOffer}`);
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
    case 'unknown':
      return reply(
        `I can tell you about our six services (${serviceList}) and our plans, or help you start a project. What would you like to do?`,
      );
  }
}
