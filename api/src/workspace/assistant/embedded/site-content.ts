import { PRIVACY_POLICY, SERVICES, TERMS_OF_SERVICE, legalSectionAnchor } from '@platform/contract';
import type { LegalText } from '@platform/contract';
import MiniSearch from 'minisearch';
import { planCards } from '../../../billing/subscriptions/plans.js';

/**
 * The site's own texts as one small search index, built once when the module loads: the services as the
 * /services cards show them, the plans as /pricing shows them, and every paragraph of the terms and the
 * privacy policy as their pages show them. The site chat answers what its intents do not cover with the
 * best passage and the page it is on; nothing found is said plainly, never made up.
 */

/** One passage a visitor can be sent to: where it is (page and, for a legal text, its section). */
export interface SitePassage {
  /** "Terms of Service, Plans, prices and payment". */
  source: string;
  text: string;
  /** "/terms#section-4". */
  link: string;
}

interface IndexedPassage extends SitePassage {
  id: number;
  heading: string;
  legal: boolean;
}

/** Words that say nothing about what is asked ("what is your…"): without them a question cannot match. */
const stopWords = new Set(
  (
    'a an and are as at be by can could do does for from have how i if in is it its me my of on or our ' +
    'so that the their them there these they this to us was we what when where which who why will with ' +
    'would you your yours about any there get got tell please much many just also than then'
  ).split(' '),
);

/** A light stemmer, the same for the texts and the question: "deleted", "deleting", "delete" meet. */
function termOf(term: string): string | null {
  const word = term.toLowerCase().replace(/['’]s?$/, '');
  if (word.length < 2 || stopWords.has(word)) return null;
  return word.length > 5 ? word.replace(/(ing|ed|es|able|ation|s)$/, '') : word.replace(/s$/, '');
}

function legalPassages(text: LegalText): Omit<IndexedPassage, 'id'>[] {
  return text.sections.flatMap((section, index) =>
    section.paragraphs.map((paragraph) => ({
      heading: section.heading,
      source: `${text.title}, ${section.heading}`,
      text: paragraph,
      link: `${text.path}#${legalSectionAnchor(index)}`,
      legal: true,
    })),
  );
}

function sitePassages(): IndexedPassage[] {
  const services = SERVICES.map((service) => ({
    heading: `${service.name} service`,
    source: `Services, ${service.name}`,
    text: `${service.name}: ${service.summary} (${service.tags.join(', ')}).`,
    link: '/services',
    legal: false,
  }));
  const plans = planCards(null).map((plan) => ({
    heading: `${plan.title} plan`,
    source: `Pricing, ${plan.title}`,
    text: `${plan.title}: ${plan.period ? `${plan.price_label} ${plan.period}` : plan.price_label}. ${plan.description} ${plan.features.join(', ')}.`,
    link: '/pricing',
    legal: false,
  }));
  return [...services, ...plans, ...legalPassages(TERMS_OF_SERVICE), ...legalPassages(PRIVACY_POLICY)].map(
    (passage, id) => ({ ...passage, id }),
  );
}

const passages = sitePassages();

const index = new MiniSearch<IndexedPassage>({
  fields: ['heading', 'text'],
  storeFields: ['legal'],
  processTerm: termOf,
  searchOptions: {
    boost: { heading: 2 },
    prefix: (term) => term.length >= 5,
    fuzzy: (term) => (term.length >= 6 ? 1 : false),
    combineWith: 'OR',
  },
});
index.addAll(passages);

/**
 * Below this a passage shares only a common word or a near-miss spelling with the question: no answer is
 * better than a wrong one. Set on the evaluation's tuning questions (evaluation/site-questions.ts).
 */
const minimumScore = 4;

/**
 * A terms or privacy passage that holds most of the question's words answers it even when the question
 * also reads as another intent: "what happens if a payment fails" asks the terms, it does not report one.
 */
const legalAnswer = { score: 12, share: 0.6 };

const questionTerms = (question: string) =>
  new Set(
    question
      .split(/[^\p{L}\p{N}'’]+/u)
      .map(termOf)
      .filter((term) => term !== null),
  );

/**
 * The passage of the site's texts that best answers the question, or null when none does; `legalOnly`
 * asks only for a terms or privacy passage that answers it clearly.
 */
export function sitePassageFor(question: string, legalOnly = false): SitePassage | null {
  const [best] = index.search(question, legalOnly ? { filter: (result) => result.legal === true } : {});
  if (!best) return null;
  const share = best.queryTerms.length / Math.max(1, questionTerms(question).size);
  const clear = legalOnly
    ? best.score >= legalAnswer.score && share >= legalAnswer.share
    : best.score >= minimumScore;
  if (!clear) return null;
  const passage = passages[best.id as number];
  return passage ? { source: passage.source, text: passage.text, link: passage.link } : null;
}
