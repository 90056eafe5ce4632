import { beforeAll, describe, expect, it } from 'vitest';
import { clientConversations, formerlyHeldOutClientConversations } from '../evaluation/intake-clients.js';
import { evaluationDate, intakeConversations } from '../evaluation/intake-conversations.js';
import { eighthHeldOutConversations } from '../evaluation/intake-eighth-held-out.js';
import type { IntakeConversation } from '../evaluation/intake-conversations.js';
import { evaluateIntake, intakeFields } from '../evaluation/intake-evaluation.js';
import { fifthBatchConversations } from '../evaluation/intake-fifth.js';
import { fourthBatchConversations } from '../evaluation/intake-fourth.js';
import type { IntakeField } from '../evaluation/intake-evaluation.js';
import { formerlyHeldOutConversations } from '../evaluation/intake-held-out.js';
import { sameName } from '../evaluation/scoring.js';
import { sixthHeldOutConversations } from '../evaluation/intake-sixth-held-out.js';
import { sixthBatchConversations } from '../evaluation/intake-sixth.js';
import { seventhBatchConversations } from '../evaluation/intake-seventh.js';
import { ninthBatchConversations } from '../evaluation/intake-ninth.js';
import { tenthBatchConversations } from '../evaluation/intake-tenth.js';
import { eleventhBatchConversations } from '../evaluation/intake-eleventh.js';
import { twelfthBatchConversations } from '../evaluation/intake-twelfth.js';
import { fourteenthBatchConversations } from '../evaluation/intake-fourteenth.js';
import { fifteenthBatchConversations } from '../evaluation/intake-fifteenth.js';
import { sixteenthBatchConversations } from '../evaluation/intake-sixteenth.js';
import { seventeenthBatchConversations } from '../evaluation/intake-seventeenth.js';
import { eighteenthBatchConversations } from '../evaluation/intake-eighteenth.js';
import { nineteenthBatchConversations } from '../evaluation/intake-nineteenth.js';
import { twentiethBatchConversations } from '../evaluation/intake-twentieth.js';
import { twentySecondBatchConversations } from '../evaluation/intake-twenty-second.js';
import { twentyFirstBatchConversations } from '../evaluation/intake-twenty-first.js';
import { twentyThirdHeldOutConversations } from '../evaluation/intake-twenty-third-held-out.js';
import { thirtiethHeldOutConversations } from '../evaluation/intake-thirtieth-held-out.js';
import { twentySixthBatchConversations } from '../evaluation/intake-twenty-sixth.js';
import { twentySeventhBatchConversations } from '../evaluation/intake-twenty-seventh.js';
import { twentyFourthBatchConversations } from '../evaluation/intake-twenty-fourth.js';
import { twentyFifthBatchConversations } from '../evaluation/intake-twenty-fifth.js';
import { thirteenthBatchConversations } from '../evaluation/intake-thirteenth.js';
import { unseenConversations } from '../evaluation/intake-unseen.js';
import {
  clientIntakeThresholds,
  eighthHeldOutIntakeThresholds,
  twentyThirdHeldOutIntakeThresholds,
  thirtiethHeldOutIntakeThresholds,
  thirtiethHeldOutStuckAtMost,
  everyConversationThresholds,
  fifthBatchIntakeThresholds,
  formerlyHeldOutClientIntakeThresholds,
  formerlyHeldOutIntakeThresholds,
  fourthBatchIntakeThresholds,
  intakeThresholds,
  sixthHeldOutIntakeThresholds,
  sixthBatchIntakeThresholds,
  seventhBatchIntakeThresholds,
  ninthBatchIntakeThresholds,
  tenthBatchIntakeThresholds,
  eleventhBatchIntakeThresholds,
  twelfthBatchIntakeThresholds,
  fourteenthBatchIntakeThresholds,
  fifteenthBatchIntakeThresholds,
  sixteenthBatchIntakeThresholds,
  seventeenthBatchIntakeThresholds,
  eighteenthBatchIntakeThresholds,
  nineteenthBatchIntakeThresholds,
  twentiethBatchIntakeThresholds,
  twentySecondBatchIntakeThresholds,
  twentyFirstBatchIntakeThresholds,
  twentyFourthBatchIntakeThresholds,
  twentyFifthBatchIntakeThresholds,
  twentySixthBatchIntakeThresholds,
  twentySeventhBatchIntakeThresholds,
  thirteenthBatchIntakeThresholds,
  unseenIntakeThresholds,
} from '../evaluation/thresholds.js';

const everyConversation = [
  ...intakeConversations,
  ...formerlyHeldOutConversations,
  ...clientConversations,
  ...formerlyHeldOutClientConversations,
  ...fourthBatchConversations,
  ...fifthBatchConversations,
  ...unseenConversations,
];

/**
 * Every conversation of a set ends in a project and every field stays at its threshold; the misses of a set
 * tuned on are listed when one falls, a held-out set's are not (listing them would invite tuning on them).
 */
function holdsItsThresholds(
  conversations: IntakeConversation[],
  thresholds: Record<IntakeField, number>,
  heldOut: boolean,
  stuckAtMost = 0,
): void {
  // Played in the block's own setup, not while the file is collected: a run filtered to the tuned sets
  // (`-t "tuned on:"`) never plays, and so never scores, a held-out set.
  let result: ReturnType<typeof evaluateIntake>;
  // Every set together is some 300 chats of processor time: on a busy two-core CI machine, beside Playwright,
  // more than the default minute.
  beforeAll(() => {
    result = evaluateIntake(conversations);
  }, 600_000);

  it('never gets stuck: every conversation ends in a project once the client says "Create it"', () => {
    if (heldOut) expect(result.stuck.length).toBeLessThanOrEqual(stuckAtMost);
    else expect(result.stuck).toEqual([]);
  });

  it.each(intakeFields)('keeps %s at or above its threshold', (field) => {
    const score = result.scores.find((candidate) => candidate.field === field);
    const wrong = heldOut
      ? 'held out'
      : JSON.stringify(
          result.misses.filter((miss) => miss.field === field),
          null,
          1,
        );
    expect(score?.percent, wrong).toBeGreaterThanOrEqual(thresholds[field]);
  });
}

describe("the new-project chat's evaluation set", () => {
  it('has at least 150 conversations, each with a distinct id', () => {
    const ids = everyConversation.map((conversation) => conversation.id);
    expect(ids.length).toBeGreaterThanOrEqual(150);
    expect(new Set(ids).size).toBe(ids.length);
    expect(unseenConversations.length).toBeGreaterThanOrEqual(30);
  });
});

describe('scoring a name', () => {
  it('takes a name the client gave letter for letter, and a proposed one in any word order', () => {
    expect(sameName('Kora', 'Kora')).toBe(true);
    expect(sameName('Kora Pay', 'Kora')).toBe(false);
    expect(sameName('Packaging for Juice Brand', 'Juice Brand Packaging')).toBe(true);
    expect(sameName(null, 'Kora')).toBe(false);
  });

  it('accepts any of the titles listed for a project the client did not name, and no other', () => {
    const titles = ['Bakery Website', 'Cake Shop Website'];
    expect(sameName('Bakery Website', titles)).toBe(true);
    expect(sameName('Website for Cake Shop', titles)).toBe(true);
    expect(sameName('Bakery Online Store', titles)).toBe(false);
    expect(sameName(null, titles)).toBe(false);
    expect(sameName('Bakery Website', [])).toBe(false);
  });
});

describe('the first set (tuned on: the first conversations)', () =>
  holdsItsThresholds(intakeConversations, intakeThresholds, false));

describe('the first held-out set (tuned on: since 27 November 2026)', () =>
  holdsItsThresholds(formerlyHeldOutConversations, formerlyHeldOutIntakeThresholds, false));

describe('the second batch (tuned on: clients as they type, issue #28)', () =>
  holdsItsThresholds(clientConversations, clientIntakeThresholds, false));

describe("the second batch's held-out part (tuned on: since 27 November 2026)", () =>
  holdsItsThresholds(formerlyHeldOutClientConversations, formerlyHeldOutClientIntakeThresholds, false));

describe('the fourth batch (tuned on: one-word answers, rambling, lists, corrections, names in capitals, issue #28)', () =>
  holdsItsThresholds(fourthBatchConversations, fourthBatchIntakeThresholds, false));

describe('the fifth batch (tuned on: names, goals and deliverables said every way, issue #28)', () =>
  holdsItsThresholds(fifthBatchConversations, fifthBatchIntakeThresholds, false));

describe('the sixth batch (tuned on: the business first, restated answers, names and goals said every way, issue #28)', () =>
  holdsItsThresholds(sixthBatchConversations, sixthBatchIntakeThresholds, false));

describe('the seventh batch (tuned on: proposed names, new name frames, lists inside clauses, features as actions, issue #28)', () =>
  holdsItsThresholds(seventhBatchConversations, seventhBatchIntakeThresholds, false));

/**
 * A tuned batch written after the seventh: its floors, and that it repeats no chat of the sets before it or of the
 * held-out sets (written without them open, it counts any chat it shares with them without naming it).
 */
function holdsAndIsItsOwn(
  conversations: IntakeConversation[],
  thresholds: Record<IntakeField, number>,
  before: IntakeConversation[][],
): void {
  holdsItsThresholds(conversations, thresholds, false);
  it('repeats no conversation of another set', () => {
    expect(
      repeatsOf(conversations, [
        ...everyConversation,
        ...sixthBatchConversations,
        ...seventhBatchConversations,
        ...before.flat(),
        ...sixthHeldOutConversations,
        ...eighthHeldOutConversations,
      ]),
    ).toBe(0);
  });
}

/** The tuned batches from the ninth on, in the order they were written: each repeats none of those before it. */
const tunedBatches: [string, IntakeConversation[], Record<IntakeField, number>][] = [
  [
    'the ninth batch (tuned on: businesses said every way, proposed titles, lists inside sentences, issue #28)',
    ninthBatchConversations,
    ninthBatchIntakeThresholds,
  ],
  [
    'the tenth batch (tuned on: trades, professions, NGOs, schools, government, personal brands, loose lists, issue #28)',
    tenthBatchConversations,
    tenthBatchIntakeThresholds,
  ],
  [
    'the eleventh batch (tuned on: shops, clinics, schools, churches, NGOs, farms, fintech, services, most not named, issue #28)',
    eleventhBatchConversations,
    eleventhBatchIntakeThresholds,
  ],
  [
    'the twelfth batch (tuned on: lists every way, answers out of order, goals in the first message, issue #28)',
    twelfthBatchConversations,
    twelfthBatchIntakeThresholds,
  ],
  [
    'the thirteenth batch (tuned on: proposed titles for businesses, services and design-only work, issue #28)',
    thirteenthBatchConversations,
    thirteenthBatchIntakeThresholds,
  ],
  [
    'the fourteenth batch (tuned on: things made named early, closed early, added or taken back, issue #28)',
    fourteenthBatchConversations,
    fourteenthBatchIntakeThresholds,
  ],
  [
    'the fifteenth batch (tuned on: proposed titles, businesses said by what they do, printed goods, issue #28)',
    fifteenthBatchConversations,
    fifteenthBatchIntakeThresholds,
  ],
  [
    'the sixteenth batch (tuned on: things made named at other questions or in other frames, corrections everywhere, issue #28)',
    sixteenthBatchConversations,
    sixteenthBatchIntakeThresholds,
  ],
  [
    'the seventeenth batch (tuned on: proposed titles for slang businesses, pidgin clauses, goods lists, print runs, training, recruitment, support, issue #28)',
    seventeenthBatchConversations,
    seventeenthBatchIntakeThresholds,
  ],
  [
    'the eighteenth batch (tuned on: goals, audiences and lists of things made said in many frames, issue #28)',
    eighteenthBatchConversations,
    eighteenthBatchIntakeThresholds,
  ],
  [
    'the nineteenth batch (tuned on: proposed titles for occasions, second things made, goods lists, what apps are for, long businesses, new kinds, issue #28)',
    nineteenthBatchConversations,
    nineteenthBatchIntakeThresholds,
  ],
  [
    'the twentieth batch (tuned on: names given in passing, other parties, long businesses, occasions, features at the deliverables question, issue #28)',
    twentiethBatchConversations,
    twentiethBatchIntakeThresholds,
  ],
  [
    'the twenty-second batch (tuned on: whole projects in one message, dates and amounts every way, corrections, closing phrases, issue #28)',
    twentySecondBatchConversations,
    twentySecondBatchIntakeThresholds,
  ],
  [
    'the twenty-first batch (tuned on: titles of systems, apps, dashboards, websites, print runs, trainings and hires in every shape, issue #28)',
    twentyFirstBatchConversations,
    twentyFirstBatchIntakeThresholds,
  ],
  [
    'the twenty-fourth batch (tuned on: two things made joined every way, heads with modifiers, occasions, pidgin, things made said later, issue #28)',
    twentyFourthBatchConversations,
    twentyFourthBatchIntakeThresholds,
  ],
  [
    'the twenty-fifth batch (tuned on: second things after "plus", the people said pidgin\'s way, work on what others have, corrections at the summary, issue #28)',
    twentyFifthBatchConversations,
    twentyFifthBatchIntakeThresholds,
  ],
  [
    'the twenty-sixth batch (tuned on: small businesses whole in one message, names in passing, text speak, things named alone, printing, trainings, hires, support, issue #28)',
    twentySixthBatchConversations,
    twentySixthBatchIntakeThresholds,
  ],
  [
    'the twenty-seventh batch (tuned on: features said every way, the deadline, budget, goal and people said again at the summary, issue #28)',
    twentySeventhBatchConversations,
    twentySeventhBatchIntakeThresholds,
  ],
];

tunedBatches.forEach(([title, conversations, thresholds], index) =>
  describe(title, () =>
    holdsAndIsItsOwn(
      conversations,
      thresholds,
      tunedBatches.slice(0, index).map(([, before]) => before),
    ),
  ),
);

describe('the third batch (held out: never tuned on)', () =>
  holdsItsThresholds(unseenConversations, unseenIntakeThresholds, true));

/**
 * How many of `conversations` repeat an id or an opening message (case and punctuation aside) of `others`: only
 * how many, as naming them would show a held-out set.
 */
function repeatsOf(conversations: IntakeConversation[], others: IntakeConversation[]): number {
  const plain = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const ids = new Set(others.map((conversation) => conversation.id));
  const openings = new Set(others.map((conversation) => plain(conversation.messages[0] ?? '')));
  return conversations.filter(
    (conversation) => ids.has(conversation.id) || openings.has(plain(conversation.messages[0] ?? '')),
  ).length;
}

/** A held-out set's size, distinct ids, and that it repeats no other set's conversation. */
function isASetOfItsOwn(conversations: IntakeConversation[], others: IntakeConversation[]): void {
  it('is 40 conversations of its own: no id, and no opening message, of another set', () => {
    expect(conversations.length).toBeGreaterThanOrEqual(40);
    expect(new Set(conversations.map((conversation) => conversation.id)).size).toBe(conversations.length);
    expect(repeatsOf(conversations, others)).toBe(0);
  });
}

describe('the sixth batch (held out from the start: scored, never read)', () => {
  // The tuned sixth batch was written beside it, so it is compared too.
  isASetOfItsOwn(sixthHeldOutConversations, [...everyConversation, ...sixthBatchConversations]);
  holdsItsThresholds(sixthHeldOutConversations, sixthHeldOutIntakeThresholds, true);
});

describe('the eighth batch (held out from the start: scored, never read)', () => {
  isASetOfItsOwn(eighthHeldOutConversations, [
    ...everyConversation,
    ...sixthBatchConversations,
    ...sixthHeldOutConversations,
  ]);
  holdsItsThresholds(eighthHeldOutConversations, eighthHeldOutIntakeThresholds, true);
});

/**
 * A held-out set's labels are well-formed, read from the file alone (the engine never plays it here): a known type, a
 * name or a list of accepted titles, no empty or repeated item, a budget with an end and its ends in order, a timeline
 * of whole weeks or a real date after the evaluation's day.
 */
function hasWellFormedLabels(conversations: IntakeConversation[]): void {
  it('has well-formed labels', () => {
    const wrong = conversations.filter(({ messages, expected }) => {
      const names = typeof expected.name === 'string' ? [expected.name] : [...expected.name];
      const lists = [expected.deliverables, expected.features];
      const { budget, timeline } = expected;
      const deadline = timeline?.deadline ? new Date(`${timeline.deadline}T00:00:00Z`) : null;
      return (
        messages.length === 0 ||
        messages.some((message) => message.trim() === '') ||
        !['DESIGN', 'DEVELOPMENT', 'DESIGN_AND_DEVELOPMENT'].includes(expected.type) ||
        names.length === 0 ||
        names.some((name) => name.trim() === '') ||
        [expected.goal, expected.audience].some((text) => text !== null && text.trim() === '') ||
        lists.some(
          (list) =>
            list.some((item) => item.trim() === '') ||
            new Set(list.map((item) => item.toLowerCase())).size !== list.length,
        ) ||
        (budget !== null &&
          ((budget.min === null && budget.max === null) ||
            [budget.min, budget.max].some((end) => end !== null && (!Number.isInteger(end) || end <= 0)) ||
            (budget.min !== null && budget.max !== null && budget.min > budget.max))) ||
        (timeline !== null &&
          ((timeline.weeks === null) === (timeline.deadline === null) ||
            (timeline.weeks !== null && (!Number.isInteger(timeline.weeks) || timeline.weeks < 1)) ||
            (deadline !== null &&
              (Number.isNaN(deadline.getTime()) ||
                deadline.toISOString().slice(0, 10) !== timeline.deadline ||
                deadline <= evaluationDate))))
      );
    });
    // Only how many: naming them would show the set.
    expect(wrong.length).toBe(0);
  });
}

describe('the twenty-third batch (held out from the start, written by a helper who never tuned: scored by the lead, never read)', () => {
  isASetOfItsOwn(twentyThirdHeldOutConversations, [
    ...everyConversation,
    ...sixthBatchConversations,
    ...seventhBatchConversations,
    ...tunedBatches.flatMap(([, conversations]) => conversations),
    ...sixthHeldOutConversations,
    ...eighthHeldOutConversations,
  ]);
  hasWellFormedLabels(twentyThirdHeldOutConversations);
  holdsItsThresholds(twentyThirdHeldOutConversations, twentyThirdHeldOutIntakeThresholds, true);
});

describe('the thirtieth batch (held out from the start, written by a helper who never tuned: scored by the lead, never read)', () => {
  isASetOfItsOwn(thirtiethHeldOutConversations, [
    ...everyConversation,
    ...sixthBatchConversations,
    ...seventhBatchConversations,
    ...tunedBatches.flatMap(([, conversations]) => conversations),
    ...sixthHeldOutConversations,
    ...eighthHeldOutConversations,
    ...twentyThirdHeldOutConversations,
    // Tuned batches written this session and not yet held by this file.
    ...twentySeventhBatchConversations,
  ]);
  hasWellFormedLabels(thirtiethHeldOutConversations);
  holdsItsThresholds(
    thirtiethHeldOutConversations,
    thirtiethHeldOutIntakeThresholds,
    true,
    thirtiethHeldOutStuckAtMost,
  );
});

describe('every conversation together', () =>
  holdsItsThresholds(everyConversation, everyConversationThresholds, true));
