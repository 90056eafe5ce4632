import nlp from 'compromise';
import { tidy } from './intake-language.js';

/*
 * Corrections, at whatever question they come: "sorry I meant small restaurant owners, not students", "no wait,
 * their parents", "actually end of February", "not online payment, whatsapp enquiry", "hospitals, sorry i meant
 * patients", pidgin "no be market women, na restaurants". What the client means replaces what they said; where it
 * goes is decided by the intake (what it takes back, else what it reads as, else the answer before the question).
 */

/** Words that open a correction on their own ("no" alone answers a question, so it needs "wait" or "sorry"). */
const lead =
  /^(?:(?:sorry|oops|my bad|correction|wait|actually|no\s+(?:wait|sorry))\b[\s,.!:;-]*)+(?:(?:i|we)\s+meant\s+(?:to\s+say\s+)?|(?:i|we)\s+mean\s+)?/i;

/** "Hospitals, sorry i meant patients", "1 week... no wait 2 weeks": an answer that corrects itself on the way. */
const inPassing =
  /^(\S.*?)(?:\.{2,}|…|[,;.!–—-])\s*(?:no[\s,.!]+)?(?:sorry|oops|wait|i mean|i meant)\b[\s,.!]*(?:(?:i|we)\s+(?:meant|mean)\s+)?(\S.*)$/i;

/** "(Not) Y, X", "X, not Y", "X instead of Y", pidgin "no be Y, na X" (read as "no be Y, it's X"). */
const contrasts = [
  /^(?:not|no be|it'?s not|it is not)\s+(.+?)\s*(?:,|;|\bbut\b)\s*(?:(?:it'?s|it is|na|rather|but)\s+)?(.+)$/i,
  /^(.+?),?\s+(?:not|instead of|rather than|and not)\s+(.+?)[.!]*$/i,
];

export interface Correction {
  /** What the client means. */
  meant: string;
  /** What it replaces, when said ("not students"), else null. */
  instead: string | null;
  /**
   * How the message said it corrects: "sorry", "I meant", "no wait" (`apology`); only "actually", which also opens
   * plain answers (`actually`); within the answer to the question asked ("hospitals, sorry i meant patients",
   * `inline`); or not at all, only a contrast (`contrast`).
   */
  said: 'apology' | 'actually' | 'inline' | 'contrast';
}

/**
 * The correction a message makes, or null. A contrast without a word of correction ("not online payment, whatsapp
 * enquiry") is returned with `said: 'contrast'`: it corrects only when what it takes back was said before.
 */
export function correctionIn(text: string): Correction | null {
  const trimmed = tidy(text.trim());
  const opened = lead.exec(trimmed);
  const passing = opened && opened[0] !== '' ? null : inPassing.exec(trimmed);
  const body = opened && opened[0] !== '' ? trimmed.slice(opened[0].length) : (passing?.[2] ?? trimmed);
  const said: Correction['said'] =
    passing !== null
      ? 'inline'
      : opened === null || opened[0] === ''
        ? 'contrast'
        : /sorry|oops|my bad|correction|wait|mean/i.test(opened[0])
          ? 'apology'
          : 'actually';
  const first = contrasts[0]?.exec(body);
  if (first?.[1] && first[2]) return { meant: tidy(first[2]), instead: tidy(first[1]), said };
  const second = contrasts[1]?.exec(body);
  // "X, not Y" where Y is a clause ("look like a tech company, not an old HR firm" is one answer) is read the same;
  // the intake keeps it only when Y was said before.
  if (second?.[1] && second[2] && !nlp(second[2]).has('#Verb')) {
    return { meant: tidy(second[1]), instead: tidy(second[2]), said };
  }
  if (said === 'contrast' || tidy(body) === '') return null;
  // "Sorry, that's all", "wait, what do you mean": an apology before something that is not an answer.
  if (/^(?:that'?s|that is|what|how|why|who|when|where|can|could)\b/i.test(body)) return null;
  return { meant: tidy(body), instead: passing?.[1] ? tidy(passing[1]) : null, said };
}
