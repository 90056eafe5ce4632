import nlp from 'compromise';

/**
 * The people a visitor speaks of, read with compromise's tags rather than a sentence's shape: a person is a noun it
 * tags #Actor ("developer", "accountant", "freelancers", "brother") or one of the few words for people it leaves
 * untagged ("staff", "co-founder", "PA"). Whose they are and what is asked of them says what the site's texts answer:
 * the visitor's own people let into a project are the team members one invites (the terms and the privacy policy);
 * people paid through us are team payments (Billing).
 */

interface Term {
  normal: string;
  tags: string[];
}

const termsOf = (text: string): Term[] =>
  (nlp(text).json() as { terms: Term[] }[]).flatMap((sentence) => sentence.terms);

/** Words for people compromise does not tag as #Actor. */
const peopleWords =
  /^(staffs?|team|cofounders?|co-?founders?|founders?|employees?|workers?|colleagues?|pa|contractors?|interns?|talents?|freelancers?|people)$/;

/** Whose a thing is ("my", "our") is tagged a possessive noun (even #Actor): it is no person itself. */
const determinerWords = /^(my|our|your|his|her|their|its|the|a|an)$/;

const isPerson = (term: Term) =>
  (term.tags.includes('Actor') || peopleWords.test(term.normal.replace(/['’]s?$/, ''))) &&
  !term.tags.includes('Pronoun') &&
  !determinerWords.test(term.normal);

/** Words between a person and whose they are: "my own designer", "our in-house developer", "one developer". */
const describing = (term: Term) =>
  term.tags.includes('Adjective') ||
  term.tags.includes('Value') ||
  term.tags.includes('Hyphenated') ||
  /^(own|already)$/.test(term.normal);

/** Having people of one's own: "I have one developer", "our company has its own developer" (employing one is a hire). */
const having = /^(have|has|had|got)$/;

/** Where the person at `at` starts being the visitor's: the index of "my"/"our", or of "have" before them. */
function ownedFrom(terms: readonly Term[], at: number): number | null {
  let before = at - 1;
  while (before >= 0 && describing(terms[before] as Term)) before -= 1;
  const owner = terms[before];
  if (!owner) return null;
  if (/^(my|our)$/.test(owner.normal)) return before;
  // "has its own developer", "I have a designer": the having verb, then whose or an article.
  if (/^(its|their|a|an|one)$/.test(owner.normal) && having.test(terms[before - 1]?.normal ?? ''))
    return before - 1;
  if (having.test(owner.normal)) return before;
  return null;
}

/** Letting someone into what the visitor has with us: adding, inviting, bringing in, giving access, signing in. */
const lettingIn =
  /^(add|adding|invite|inviting|bring|bringing|include|including|join|joining|access|log|login|sign|collaborate|collaborating|enter)$/;

/** Seeing, following or working on something, which lets someone in only when it is the project or workspace. */
const takingPart = /^(see|view|follow|following|work|working|check|monitor)$/;
const ourPlace =
  /^(workspace|project|projects|dashboard|account|platform|invoices?|files?|billing|tasks?|brief|budget)$/;

/** Whether the message asks to let someone in (not that someone was: "i invited my staff but…" tells what happened). */
function asksToLetIn(terms: readonly Term[]): boolean {
  // Asked as a doing (a verb not in the past: "the invite never reached him" is a report); access is asked as a thing.
  const asked = (term: Term) =>
    term.normal === 'access' || (term.tags.includes('Verb') && !term.tags.includes('PastTense'));
  if (terms.some((term) => lettingIn.test(term.normal) && asked(term))) return true;
  return (
    terms.some((term) => takingPart.test(term.normal) && asked(term)) &&
    terms.some((term) => ourPlace.test(term.normal))
  );
}

/**
 * The visitor's own people asked to be let into a project ("i have my own designer already, i can add him to the
 * project workspace?", "our in-house developer wants to follow the work too, can he get access"): the words naming
 * them, or null.
 */
export function ownPeopleLetIn(text: string): string | null {
  const terms = termsOf(text);
  if (!asksToLetIn(terms)) return null;
  for (const [at, term] of terms.entries()) {
    if (!isPerson(term) || term.tags.includes('Possessive')) continue;
    const from = ownedFrom(terms, at);
    if (from === null) continue;
    return terms
      .slice(from, at + 1)
      .map((one) => one.normal)
      .join(' ');
  }
  return null;
}

/**
 * The message without the people the visitor already has ("i already have one developer", "our in-house designer"):
 * a trade named of one's own people asks for no service ("one developer" is otherwise a hire).
 */
export function withoutOwnPeople(text: string): string {
  const terms = termsOf(text);
  let left = text;
  for (const [at, term] of terms.entries()) {
    if (!isPerson(term)) continue;
    const from = ownedFrom(terms, at);
    if (from === null) continue;
    const words = terms.slice(from, at + 1).map((one) => one.normal.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
    left = left.replace(new RegExp(`\\b${words.join('[\\s-]+')}\\b`), ' ');
  }
  return left.replace(/\s+/g, ' ').trim();
}

/** What people are paid, named as a thing: "my freelancer's salary", "staff salaries", "a bonus". */
const payNouns = /^(salary|salaries|wages?|stipends?|bonus|bonuses|allowances?)$/;

// What is owed to someone is what they are to be paid ("where do i see what i owe the people on my project").
const payVerbs = /^(pay|pays|paid|paying|owe|owes|owed|owing)$/;

/**
 * Paying people through us ("can I pay my freelancers their salary through your platform", "can you pay my
 * freelancer's salary?", "do you run payroll for staff salaries"): a form of "pay" whose object is a person of the
 * visitor's or the project's (not "pay for each person", not "pay a developer", which asks what hiring one costs),
 * or what people are paid (a salary, wages, a bonus) said with a person or with paying.
 */
export function payingPeople(text: string): boolean {
  const terms = termsOf(text);
  const paid = terms.some((term, at) => {
    if (!payVerbs.test(term.normal) || !term.tags.includes('Verb')) return false;
    let next = at + 1;
    while (next < terms.length && describing(terms[next] as Term)) next += 1;
    const whose = terms[next];
    if (!whose || !/^(my|our|the|their|his|her)$/.test(whose.normal)) {
      // People with no determiner: "pay freelancers".
      return whose !== undefined && isPerson(whose) && whose.tags.includes('Plural');
    }
    let person = next + 1;
    while (person < terms.length && describing(terms[person] as Term)) person += 1;
    const named = terms[person];
    return named !== undefined && isPerson(named);
  });
  if (paid) return true;
  const wage = terms.some((term) => payNouns.test(term.normal));
  return wage && terms.some((term) => isPerson(term) || payVerbs.test(term.normal));
}
