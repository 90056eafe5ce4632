import { describe, expect, it } from 'vitest';
import { evaluateSite, siteFields } from '../evaluation/site-evaluation.js';
import { ninthHeldOutSiteQuestions } from '../evaluation/site-ninth-held-out.js';
import { siteIntents, siteQuestions, type SiteQuestion } from '../evaluation/site-questions.js';
import { eighthBatchSiteQuestions } from '../evaluation/site-eighth.js';
import { seventhBatchSiteQuestions } from '../evaluation/site-seventh.js';
import { tenthBatchSiteQuestions } from '../evaluation/site-tenth.js';
import { eleventhBatchSiteQuestions } from '../evaluation/site-eleventh.js';
import { twelfthBatchSiteQuestions } from '../evaluation/site-twelfth.js';
import { thirteenthBatchSiteQuestions } from '../evaluation/site-thirteenth.js';
import { fourteenthBatchSiteQuestions } from '../evaluation/site-fourteenth.js';
import { fifteenthBatchSiteQuestions } from '../evaluation/site-fifteenth.js';
import { sixteenthBatchSiteQuestions } from '../evaluation/site-sixteenth.js';
import { seventeenthBatchSiteQuestions } from '../evaluation/site-seventeenth.js';
import { eighteenthBatchSiteQuestions } from '../evaluation/site-eighteenth.js';
import { nineteenthBatchSiteQuestions } from '../evaluation/site-nineteenth.js';
import { twentyFirstBatchSiteQuestions } from '../evaluation/site-twenty-first.js';
import { twentySecondBatchSiteQuestions } from '../evaluation/site-twenty-second.js';
import { twentyThirdBatchSiteQuestions } from '../evaluation/site-twenty-third.js';
import { sixthHeldOutSiteQuestions } from '../evaluation/site-sixth-held-out.js';
import { twentiethHeldOutSiteQuestions } from '../evaluation/site-twentieth-held-out.js';
import { unseenSiteQuestions } from '../evaluation/site-unseen.js';
import {
  eighteenthSiteThresholds,
  eighthSiteThresholds,
  eleventhSiteThresholds,
  fifteenthSiteThresholds,
  fourteenthSiteThresholds,
  ninthHeldOutSiteThresholds,
  twentiethHeldOutSiteThresholds,
  nineteenthSiteThresholds,
  seventeenthSiteThresholds,
  seventhSiteThresholds,
  sixthHeldOutSiteThresholds,
  siteThresholds,
  sixteenthSiteThresholds,
  tenthSiteThresholds,
  thirteenthSiteThresholds,
  twelfthSiteThresholds,
  twentyFirstSiteThresholds,
  twentySecondSiteThresholds,
  twentyThirdSiteThresholds,
  unseenSiteThresholds,
} from '../evaluation/thresholds.js';

/** How many of `questions` another set already asks, in the same words (case and punctuation aside). */
function askedElsewhere(questions: readonly SiteQuestion[], others: readonly SiteQuestion[]): number {
  const plain = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const elsewhere = new Set(others.map((other) => plain(other.question)));
  return questions.filter((question) => elsewhere.has(plain(question.question))).length;
}

describe("the site chat's evaluation set", () => {
  const { scores, misses } = evaluateSite();

  it('has at least 80 questions covering every intent', () => {
    expect(siteQuestions.length).toBeGreaterThanOrEqual(80);
    const intents = new Set(siteQuestions.map((question) => question.intent));
    expect([...intents].sort()).toEqual([
      'estimate',
      'other',
      'plans',
      'privacy',
      'services',
      'site-content',
      'start-project',
      'support',
    ]);
  });

  it.each(siteFields)('keeps %s at or above its threshold', (field) => {
    const score = scores.find((candidate) => candidate.field === field);
    const wrong = misses.filter((miss) => miss.field === field);
    expect(score?.percent, JSON.stringify(wrong, null, 1)).toBeGreaterThanOrEqual(siteThresholds[field]);
  });
});

/** A tuned batch: at least 40 questions no other set asks, each field at or above its threshold. */
function tunedBatch(
  title: string,
  questions: readonly SiteQuestion[],
  others: readonly SiteQuestion[],
  thresholds: Record<(typeof siteFields)[number], number>,
): void {
  describe(title, () => {
    const { scores, misses } = evaluateSite([...questions]);

    it('are at least 40 questions asked in no other set', () => {
      expect(questions.length).toBeGreaterThanOrEqual(40);
      // Only how many: naming a held-out question here would show it.
      expect(askedElsewhere(questions, others)).toBe(0);
    });

    it.each(siteFields)('keeps %s at or above its threshold', (field) => {
      const score = scores.find((candidate) => candidate.field === field);
      const wrong = misses.filter((miss) => miss.field === field);
      expect(score?.percent, JSON.stringify(wrong, null, 1)).toBeGreaterThanOrEqual(thresholds[field]);
    });
  });
}

const heldOut = [...unseenSiteQuestions, ...sixthHeldOutSiteQuestions, ...ninthHeldOutSiteQuestions];

tunedBatch(
  "the site chat's seventh batch (tuned on: the voices the others lacked)",
  seventhBatchSiteQuestions,
  [...siteQuestions, ...heldOut],
  seventhSiteThresholds,
);

tunedBatch(
  "the site chat's eighth batch (tuned on: what the texts do not say, two topics, comparisons, situations)",
  eighthBatchSiteQuestions,
  [...siteQuestions, ...seventhBatchSiteQuestions, ...heldOut],
  eighthSiteThresholds,
);

tunedBatch(
  "the site chat's tenth batch (tuned on: naira budgets, follow-ups, the terms in visitors' words, not said)",
  tenthBatchSiteQuestions,
  [...siteQuestions, ...seventhBatchSiteQuestions, ...eighthBatchSiteQuestions, ...heldOut],
  tenthSiteThresholds,
);

tunedBatch(
  "the site chat's eleventh batch (tuned on: very short, rambling, two at once, typos, pidgin, the process, not said)",
  eleventhBatchSiteQuestions,
  [
    ...siteQuestions,
    ...seventhBatchSiteQuestions,
    ...eighthBatchSiteQuestions,
    ...tenthBatchSiteQuestions,
    ...heldOut,
  ],
  eleventhSiteThresholds,
);

tunedBatch(
  "the site chat's twelfth batch (tuned on: short, typos, pidgin, plans compared, the steps, money, data, hiring, not said)",
  twelfthBatchSiteQuestions,
  [
    ...siteQuestions,
    ...seventhBatchSiteQuestions,
    ...eighthBatchSiteQuestions,
    ...tenthBatchSiteQuestions,
    ...eleventhBatchSiteQuestions,
    ...heldOut,
  ],
  twelfthSiteThresholds,
);

/** The sets written before the thirteenth batch: a later batch asks none of their questions. */
const beforeThirteenth = [
  ...siteQuestions,
  ...seventhBatchSiteQuestions,
  ...eighthBatchSiteQuestions,
  ...tenthBatchSiteQuestions,
  ...eleventhBatchSiteQuestions,
  ...twelfthBatchSiteQuestions,
  ...heldOut,
];

describe("the site chat's third batch (held out: never tuned on)", () => {
  const { scores } = evaluateSite(unseenSiteQuestions);

  it('are at least 15 questions of their own', () => {
    expect(unseenSiteQuestions.length).toBeGreaterThanOrEqual(15);
    const tuned = new Set(siteQuestions.map((question) => question.question.toLowerCase()));
    expect(unseenSiteQuestions.filter((question) => tuned.has(question.question.toLowerCase()))).toEqual([]);
  });

  // Only the score is read: listing the misses here would invite tuning on them.
  it.each(siteFields)('keeps %s at or above its held-out threshold', (field) => {
    const score = scores.find((candidate) => candidate.field === field);
    expect(score?.percent).toBeGreaterThanOrEqual(unseenSiteThresholds[field]);
  });
});

describe("the site chat's sixth batch (held out from the start: scored, never read)", () => {
  const { scores } = evaluateSite(sixthHeldOutSiteQuestions);

  it('are 24 questions of their own, asked in no other set', () => {
    expect(sixthHeldOutSiteQuestions.length).toBeGreaterThanOrEqual(24);
    // Only how many: naming them would show the set.
    expect(askedElsewhere(sixthHeldOutSiteQuestions, [...siteQuestions, ...unseenSiteQuestions])).toBe(0);
  });

  it.each(siteFields)('keeps %s at or above its held-out threshold', (field) => {
    const score = scores.find((candidate) => candidate.field === field);
    expect(score?.percent).toBeGreaterThanOrEqual(sixthHeldOutSiteThresholds[field]);
  });
});

describe("the site chat's ninth batch (held out from the start: scored, never read)", () => {
  const { scores } = evaluateSite(ninthHeldOutSiteQuestions);

  it('are 24 questions of their own, asked in no other set', () => {
    expect(ninthHeldOutSiteQuestions.length).toBeGreaterThanOrEqual(24);
    // Only how many: naming them would show the set.
    expect(
      askedElsewhere(ninthHeldOutSiteQuestions, [
        ...siteQuestions,
        ...seventhBatchSiteQuestions,
        ...unseenSiteQuestions,
        ...sixthHeldOutSiteQuestions,
      ]),
    ).toBe(0);
  });

  it.each(siteFields)('keeps %s at or above its held-out threshold', (field) => {
    const score = scores.find((candidate) => candidate.field === field);
    expect(score?.percent).toBeGreaterThanOrEqual(ninthHeldOutSiteThresholds[field]);
  });
});

/**
 * The batches from the thirteenth on, in the order they were written: each asks none of the questions of the sets
 * written before it.
 */
const laterBatches: readonly [
  string,
  readonly SiteQuestion[],
  Record<(typeof siteFields)[number], number>,
][] = [
  [
    "the site chat's thirteenth batch (tuned on: the terms and privacy unasked, plans by need, tags, deadlines, not offered)",
    thirteenthBatchSiteQuestions,
    thirteenthSiteThresholds,
  ],
  [
    "the site chat's fourteenth batch (tuned on: confidentiality, refunds, paying, cancelling, abroad, printing by quantity, not offered)",
    fourteenthBatchSiteQuestions,
    fourteenthSiteThresholds,
  ],
  [
    "the site chat's fifteenth batch (tuned on: the terms asked of a named service, two questions in one, several prices, data, paying, not offered)",
    fifteenthBatchSiteQuestions,
    fifteenthSiteThresholds,
  ],
  [
    "the site chat's sixteenth batch (tuned on: pidgin and typos, follow-ups, plans for a need, named work priced, paying, data, not offered)",
    sixteenthBatchSiteQuestions,
    sixteenthSiteThresholds,
  ],
  [
    "the site chat's seventeenth batch (tuned on: the process, the people, timing, paying, ownership, revisions, after launch, hours, place, languages)",
    seventeenthBatchSiteQuestions,
    seventeenthSiteThresholds,
  ],
  [
    "the site chat's eighteenth batch (tuned on: where the team is, meeting them, hours and weekends, one hire or a team, refunds, plans, deadlines, a design not liked)",
    eighteenthBatchSiteQuestions,
    eighteenthSiteThresholds,
  ],
  [
    "the site chat's nineteenth batch (tuned on: every part of the site as visitors type it, typos, pidgin, two in one, comparisons, not offered, rude, vague)",
    nineteenthBatchSiteQuestions,
    nineteenthSiteThresholds,
  ],
  [
    "the site chat's twenty-first batch (tuned on: own people in the workspace, paying a team, paying from abroad, plans for a need, pidgin, follow-ups, off-topic)",
    twentyFirstBatchSiteQuestions,
    twentyFirstSiteThresholds,
  ],
  [
    "the site chat's twenty-second batch (tuned on: every service, plans side by side, seats, team payments, paying and refunds, terms and privacy, starting, contact, two in one, not said)",
    twentySecondBatchSiteQuestions,
    twentySecondSiteThresholds,
  ],
  [
    "the site chat's twenty-third batch (tuned on: every service, plans side by side, seats, team payments, paying, terms and privacy, starting, contact, reports, two in one, not said)",
    twentyThirdBatchSiteQuestions,
    twentyThirdSiteThresholds,
  ],
];

laterBatches.forEach(([title, questions, thresholds], index) => {
  const earlier = laterBatches.slice(0, index).flatMap(([, asked]) => asked);
  tunedBatch(title, questions, [...beforeThirteenth, ...earlier], thresholds);
});

describe("the site chat's twentieth batch (held out from the start, written by a helper who never tuned: scored by the lead, never read)", () => {
  const { scores } = evaluateSite(twentiethHeldOutSiteQuestions);

  it('are at least 30 questions of their own, asked in no other set', () => {
    expect(twentiethHeldOutSiteQuestions.length).toBeGreaterThanOrEqual(30);
    // Only how many: naming them would show the set.
    expect(
      askedElsewhere(twentiethHeldOutSiteQuestions, [
        ...beforeThirteenth,
        ...laterBatches.flatMap(([, asked]) => asked),
      ]),
    ).toBe(0);
    const own = new Set(twentiethHeldOutSiteQuestions.map(({ question }) => question.toLowerCase().trim()));
    expect(own.size).toBe(twentiethHeldOutSiteQuestions.length);
  });

  it('has well-formed labels', () => {
    const wrong = twentiethHeldOutSiteQuestions.filter(
      ({ question, after, intent, facts }) =>
        question.trim() === '' ||
        (after !== undefined && (after.question.trim() === '' || after.reply.trim() === '')) ||
        !(siteIntents as readonly string[]).includes(intent) ||
        facts.some((fact) => fact.trim() === ''),
    );
    // Only how many: naming them would show the set.
    expect(wrong.length).toBe(0);
  });

  it.each(siteFields)('keeps %s at or above its held-out threshold', (field) => {
    const score = scores.find((candidate) => candidate.field === field);
    expect(score?.percent).toBeGreaterThanOrEqual(twentiethHeldOutSiteThresholds[field]);
  });
});
