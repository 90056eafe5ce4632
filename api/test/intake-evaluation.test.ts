import { describe, expect, it } from 'vitest';
import { intakeConversations } from '../evaluation/intake-conversations.js';
import { evaluateIntake, intakeFields } from '../evaluation/intake-evaluation.js';
import { heldOutConversations } from '../evaluation/intake-held-out.js';
import { heldOutIntakeThresholds, intakeThresholds } from '../evaluation/thresholds.js';

describe("the new-project chat's evaluation set", () => {
  const { scores, misses, stuck } = evaluateIntake();

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

  it('never gets stuck: every conversation ends in a project once the client says "Create it"', () => {
    expect(stuck).toEqual([]);
  });
});

describe("the new-project chat's held-out set (never tuned on)", () => {
  const heldOut = evaluateIntake(heldOutConversations);

  it('has ids of its own', () => {
    const tuned = new Set(intakeConversations.map((conversation) => conversation.id));
    expect(heldOutConversations.filter((conversation) => tuned.has(conversation.id))).toEqual([]);
  });

  it('never gets stuck', () => {
    expect(heldOut.stuck).toEqual([]);
  });

  // Only the score is read: listing the misses here would invite tuning on them.
  it.each(intakeFields)('keeps %s at or above its held-out threshold', (field) => {
    const score = heldOut.scores.find((candidate) => candidate.field === field);
    expect(score?.percent).toBeGreaterThanOrEqual(heldOutIntakeThresholds[field]);
  });
});
