import { describe, expect, it } from 'vitest';
import { intakeConversations } from '../evaluation/intake-conversations.js';
import { evaluateIntake, intakeFields } from '../evaluation/intake-evaluation.js';
import { intakeThresholds } from '../evaluation/thresholds.js';

describe("the new-project chat's evaluation set", () => {
  const { scores, misses } = evaluateIntake();

  it('has at least 60 conversations, each with a distinct id', () => {
    expect(intakeConversations.length).toBeGreaterThanOrEqual(60);
    expect(new Set(intakeConversations.map((conversation) => conversation.id)).size).toBe(
      intakeConversations.length,
    );
  });

  it.each(intakeFields)('keeps %s at or above its threshold', (field) => {
    const score = scores.find((candidate) => candidate.field === field);
    const wrong = misses.filter((miss) => miss.field === field);
    expect(score?.percent, JSON.stringify(wrong, null, 1)).toBeGreaterThanOrEqual(intakeThresholds[field]);
  });
});
