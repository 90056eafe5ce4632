import type { ChatTurn } from '../src/workspace/assistant/assistant.js';
import { siteAnswer } from '../src/workspace/assistant/embedded/site-answers.js';
import { siteTopic } from '../src/workspace/assistant/embedded/site-topics.js';
import type { SiteTopic } from '../src/workspace/assistant/embedded/site-topics.js';
import { siteQuestions } from './site-questions.js';
import type { SiteIntent, SiteQuestion } from './site-questions.js';
import { fieldScores } from './scoring.js';
import type { FieldScore } from './scoring.js';

/* Asks every question of the site chat's evaluation set and scores the intent read and the answer given. */

export const siteFields = ['intent', 'answer'] as const;

const intentOfKind: Record<Exclude<SiteTopic['kind'], 'not-said' | 'several'>, SiteIntent> = {
  estimate: 'estimate',
  'estimate-overview': 'estimate',
  support: 'support',
  'technical-issue': 'support',
  'subscription-issue': 'support',
  pricing: 'plans',
  'plan-comparison': 'plans',
  'data-safety': 'privacy',
  'team-payment': 'plans',
  'site-content': 'site-content',
  'start-project': 'start-project',
  service: 'services',
  services: 'services',
  'service-comparison': 'services',
  'something-else': 'other',
  contact: 'support',
  greeting: 'other',
  thanks: 'other',
  decline: 'other',
  unknown: 'other',
};

/** A message asking several things is read by its first; what the texts do not say, by its nearest answer. */
function intentOf(topic: SiteTopic): SiteIntent {
  if (topic.kind === 'several') return intentOf(topic.topics[0]);
  if (topic.kind === 'not-said') return topic.nearest ? intentOf(topic.nearest) : 'other';
  return intentOfKind[topic.kind];
}

export interface SiteMiss {
  question: string;
  field: (typeof siteFields)[number];
  expected: unknown;
  actual: unknown;
}

function history(question: SiteQuestion): ChatTurn[] {
  if (!question.after) return [];
  const earlier = siteAnswer(siteTopic([], question.after.question)).message;
  return [
    { role: 'user', content: question.after.question },
    { role: 'assistant', content: earlier },
  ];
}

export function evaluateSite(questions = siteQuestions): { scores: FieldScore[]; misses: SiteMiss[] } {
  const misses: SiteMiss[] = [];
  const verdicts = questions.map((question) => {
    const topic = siteTopic(history(question), question.question);
    const reply = siteAnswer(topic);
    const intent = intentOf(topic);
    const text = reply.message.toLowerCase();
    const missing = question.facts.filter((fact) => !text.includes(fact.toLowerCase()));
    const flagsRight =
      (question.signIn === undefined || question.signIn === reply.suggestSignin) &&
      (question.supportRequest === undefined || question.supportRequest === (reply.supportRequest !== null));
    const verdict = { intent: intent === question.intent, answer: missing.length === 0 && flagsRight };
    if (!verdict.intent)
      misses.push({
        question: question.question,
        field: 'intent',
        expected: question.intent,
        actual: intent,
      });
    if (!verdict.answer) {
      misses.push({
        question: question.question,
        field: 'answer',
        expected: { missing, signIn: question.signIn, supportRequest: question.supportRequest },
        actual: reply,
      });
    }
    return verdict;
  });
  return { scores: fieldScores(verdicts, siteFields), misses };
}
