import nlp from 'compromise';
import { peopleNouns } from './intake-reading.js';

/*
 * The parts of a proposed title read from compromise's parse of a request rather than from its sentence frame: what
 * the thing made is for, said as doings and the things they act on ("for customers to book pickups and track their
 * parcels", "so members can renew their subscription", "where parents can pay fees", pidgin "wey my customers go take
 * order gas refill"). Each doing is named by its noun (book → booking, pay → payment) after the thing it acts on, that
 * thing's noun phrase without determiners, owners or counts, singular as a compound's first part: "Pickup Booking and
 * Parcel Tracking". Whoever does it ("customers", "members", "farmers") is left out, whatever words lead to it.
 */

type Term = { text: string; normal: string; tags: string[]; post: string };

/** Verbs whose doing English names by a noun of its own, not the gerund: "pay fees" → Fee Payment. */
export const actionNouns: Record<string, string> = {
  collect: 'collection',
  register: 'registration',
  manage: 'management',
  donate: 'donation',
  reserve: 'reservation',
  verify: 'verification',
  recruit: 'recruitment',
  pay: 'payment',
  apply: 'application',
  renew: 'renewal',
  submit: 'submission',
  approve: 'approval',
  enrol: 'enrolment',
  enroll: 'enrollment',
  subscribe: 'subscription',
  transfer: 'transfer',
  report: 'reporting',
};

/** Verbs of looking, whose thing alone names what it is for: "a dashboard to see sales" is a Sales Dashboard. */
const looking = /^(?:see|view|know|watch|look|show|display)$/;

/**
 * The noun naming a doing: the verb's own noun where English has one ("register" → registration), else its gerund;
 * '' for a verb of looking, whose thing alone says it.
 */
export function doingNoun(verb: string): string {
  const infinitive = nlp(verb).verbs().toInfinitive().text('normal') || verb.toLowerCase();
  if (looking.test(infinitive)) return '';
  return (
    actionNouns[infinitive] ??
    nlp(infinitive)
      .verbs()
      .toGerund()
      .text('normal')
      .replace(/^(?:is|are)\s+/i, '')
  );
}

/** Verbs that lead to the doing rather than being it: "help farmers sell", "make people fit order", "use it to …". */
const leading =
  /^(?:let|allow|help|make|enable|get|be|have|has|do|does|use|take|go|fit|can|could|will|would|should|shud|must|able|want|need|try|start|come)$/;
/** Words that open what a thing is for: "for", "to", "so (that)", "where", pidgin "wey"/"make". */
const opener = /^(?:for|to|so|that|where|wey|which|make)$/;
/** Words between whoever does it and the doing: modals, pidgin "go"/"fit", "be able to". */
const modal = /^(?:can|could|will|would|should|shud|must|go|fit|dey|to|be|able|easily|also|just)$/;
/** A doing's time or manner, not the thing it acts on: "daily payments" are payments. */
const howOften = /^(?:daily|weekly|monthly|yearly|annual|online|easily|quickly|directly|instantly|now)$/;
const people = new RegExp(
  String.raw`^(?:${peopleNouns}|people|everyone|anyone|someone|somebody|person|user|customer|member|client)$`,
);

const termsOf = (text: string): Term[] =>
  (nlp(text).terms().json() as { terms: Term[] }[]).flatMap((term) => term.terms.slice(0, 1));

const isVerb = (term: Term) =>
  term.tags.includes('Verb') && (term.tags.includes('Infinitive') || term.tags.includes('Gerund'));
const isNoun = (term: Term) =>
  (term.tags.includes('Noun') || term.tags.includes('Adjective')) &&
  !term.tags.includes('Pronoun') &&
  !term.tags.includes('Possessive') &&
  !term.tags.includes('Determiner');
const ends = (term: Term) => /[,.;:!?()]/.test(term.post);

/** Plurals that are no plural of a thing: "sales", "goods", "clothes". */
const massPlural =
  /^(?:sales|news|goods|clothes|earnings|savings|series|logistics|analytics|electronics|accounts)$/;

/** The word as a compound's first part: "pickups" → pickup (compromise's singular of a noun). */
export const singularWord = (word: string) =>
  massPlural.test(word.toLowerCase())
    ? word
    : nlp(`the ${word}`)
        .nouns()
        .toSingular()
        .text()
        .replace(/^the\s+/i, '') || word;

/** A doing and the things it acts on, from `start` (a verb); the index after them. */
function doingAt(terms: Term[], start: number): { what: string; doing: string; next: number } | null {
  const verb = terms[start];
  if (verb === undefined || !isVerb(verb) || leading.test(verb.normal)) return null;
  const heads: Term[][] = [[]];
  let index = start + 1;
  let broke = ends(verb);
  while (!broke && index < terms.length) {
    const term = terms[index] as Term;
    if (term.tags.includes('Determiner') || term.tags.includes('Possessive') || term.tags.includes('Value')) {
      index += 1;
      broke = ends(term);
      continue;
    }
    // "tithe and offering": another thing the same doing acts on; "and track …" is another doing.
    if (term.normal === 'and' && heads.at(-1)?.length) {
      const after = terms[index + 1];
      const objectAfter = terms[index + 2];
      // "pay tithe and offering with their phone": a gerund with no thing after it is a noun ("offering").
      const gerundNoun =
        after !== undefined &&
        after.tags.includes('Gerund') &&
        (ends(after) ||
          objectAfter === undefined ||
          !(
            isNoun(objectAfter) ||
            objectAfter.tags.includes('Determiner') ||
            objectAfter.tags.includes('Possessive')
          ));
      if (after === undefined || ((isVerb(after) || !isNoun(after)) && !gerundNoun)) break;
      heads.push([]);
      index += 1;
      if (gerundNoun) {
        heads.at(-1)?.push(after);
        index += 1;
        broke = ends(after);
      }
      continue;
    }
    if (!isNoun(term) || (term.tags.includes('Verb') && !term.tags.includes('Noun'))) break;
    if (!howOften.test(term.normal)) heads.at(-1)?.push(term);
    broke = ends(term);
    index += 1;
  }
  // "Keke drivers daily payments": each word of the compound singular ("Keke Driver Payment").
  const what = heads
    .filter((words) => words.length > 0 && words.length <= 4)
    .map((words) =>
      words
        .map((word, at) =>
          at === words.length - 1 || word.tags.includes('Actor') || people.test(word.normal)
            ? singularWord(word.text)
            : word.text,
        )
        .join(' '),
    )
    .join(' and ');
  // "Book a cut": one thing, said with "a", is no kind a title names ("book appointments", "pay tithe" are).
  const one = terms[start + 1];
  if (heads.length === 1 && /^(?:a|an|one)$/.test(one?.normal ?? '')) return null;
  const doing = doingNoun(verb.normal);
  // "Hire a designer", "train our staff": people are whom it is done to, no thing it is for.
  const last = terms[index - 1];
  if (
    what === '' ||
    people.test(what.split(' ').at(-1) ?? '') ||
    last?.tags.includes('Actor') ||
    last?.tags.includes('Person')
  )
    return null;
  return { what, doing, next: index };
}

/**
 * What a thing is for, from the words after it: up to two doings with what they act on, titled ("Pickup Booking and
 * Parcel Tracking"), or '' when the words say none. Whoever does it is skipped, as are the words that lead to the doing.
 */
export function purposeOf(after: string): string {
  const terms = termsOf(after);
  const first = terms[0];
  if (first === undefined || !opener.test(first.normal)) return '';
  let index = 1;
  // Whoever does it, and the words that lead to the doing: "customers to", "members can", "my customers go take".
  while (index < terms.length && index < 8) {
    const term = terms[index] as Term;
    if (isVerb(term) && !leading.test(term.normal) && !people.test(term.normal)) break;
    if (ends(term)) return '';
    const leads =
      opener.test(term.normal) ||
      modal.test(term.normal) ||
      leading.test(term.normal) ||
      term.tags.includes('Determiner') ||
      term.tags.includes('Possessive') ||
      term.tags.includes('Pronoun') ||
      term.tags.includes('Value') ||
      people.test(term.normal) ||
      term.tags.includes('Actor') ||
      term.tags.includes('Adjective');
    if (!leads) return '';
    index += 1;
  }
  const found: { what: string; doing: string }[] = [];
  while (found.length < 2) {
    const doing = doingAt(terms, index);
    if (doing === null) break;
    found.push(doing);
    if (terms[doing.next]?.normal !== 'and') break;
    index = doing.next + 1;
  }
  return found.map(({ what, doing }) => `${what} ${doing}`.trim()).join(' and ');
}
