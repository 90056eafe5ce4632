import { describe, expect, it } from 'vitest';
import { evaluateSite, siteFields } from '../evaluation/site-evaluation.js';
import { siteQuestions } from '../evaluation/site-questions.js';
import { siteThresholds } from '../evaluation/thresholds.js';

describe("the site chat's evaluation set", () => {
  const { scores, misses } = evaluateSite();

  it('has at least 40 questions covering every intent', () => {
    expect(siteQuestions.length).toBeGreaterThanOrEqual(40);
    const intents = new Set(siteQuestions.map((question) => question.intent));
    expect([...intents].sort()).toEqual([
      'estimate',
      'other',
      'plans',
      'privacy',
      'services',
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
