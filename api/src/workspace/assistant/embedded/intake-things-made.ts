import nlp from 'compromise';
import { listItems, numberWords, tidy, wordAlternation } from './intake-language.js';
import { namesAThingMade } from './intake-naming.js';
import { listAnswer, peopleNouns } from './intake-reading.js';

/*
 * The things to be made, wherever the client names them: "we need 500 branded t-shirts and 200 flyers for our
 * church anniversary" in a first message, "both, I need a website and a logo" where the type was asked, "we need new
 * hang tags and a lookbook so we look premium" where the goal was. They are filed when said; the deliverables
 * question then confirms them ("anything else?"), and its answer adds, takes back, narrows or refines them.
 */

/** A verb of asking for something, and a verb of making after "to" ("I want to print", "we need you to design"). */
const request = new RegExp(
  String.raw`\b(?:need|needs|want|wants|would like|require|requires|looking for)\b\s*:?\s*(?:(?:you|us|someone|somebody)\s+)?` +
    String.raw`(?:to\s+(?:print|design|make|build|create|get|do|develop|produce|redesign)\s+(?:(?:us|me)\s+)?)?(?!to\b)(.+)$`,
  'i',
);

/**
 * Where the things asked for end: whose they are or what they are for ("for our church anniversary", when no item
 * follows), a purpose, a reason, a date or the budget.
 */
const objectEnds = [
  /\s+(?:so|so that|because|since|as|in order|before|by|which|that|who|where|when|if|but)\b.*$/i,
  /\s+to\s+(?!the\b)\w+.*$/i,
  /,?\s+(?:budget|and budget|with a budget|with budget)\b.*$/i,
  /,\s*(?:we|i|it|they|please|pls|kindly|abeg|thanks|thank you)\b.*$/i,
  // A name after it: "for our shoe brand, Stride", "a website called Kutz".
  /\s+(?:called|named|known as)\s+.*$/i,
  // Whose it is ("for my catering business with a menu, …"), then, once the clauses after it are cut, what it is
  // for when no item follows ("signage for the shop front, 500 receipt booklets" keeps its "for").
  /\s+for\s+(?:my|our|his|her|their|your)\b.*$/i,
  /\s+for\s+(?:the|a|an|this|that|us|me|it|him|them)\b(?![^,]*,).*$/i,
];

const quantity = new RegExp(String.raw`^(?:\d[\d,]*|(?:${wordAlternation(numberWords)}))\s+\S`, 'i');
const timeOrMoney = /^(?:days?|weeks?|months?|years?|hours?|naira|k|m|million|thousand|dollars?)$/i;
/** Words that name no thing made ("help with my branding", "more customers", "people to buy online"). */
const noThing = new RegExp(
  String.raw`^(?:help|assistance|something|anything|someone|somebody|more|people|a project|project|you|it|this|that|(?:${peopleNouns}))\b`,
  'i',
);

/** "A website with online booking" (what it does), "an android app with an admin dashboard" (two things). */
function withParts(items: readonly string[]): { made: string[]; done: string[] } {
  const made: string[] = [];
  const done: string[] = [];
  for (const item of items) {
    const found = /^(.+?)\s+with\s+(.+)$/i.exec(item);
    if (!found?.[1] || !found[2] || !namesAThingMade(found[1])) {
      made.push(item);
      continue;
    }
    made.push(found[1]);
    const after = listAnswer('deliverables', found[2]);
    if (after.every(namesAThingMade)) made.push(...after);
    else done.push(...listItems(found[2]));
  }
  return { made, done };
}

/**
 * The things a sentence asks to be made, and what they do said with them, or null: every item names a thing made,
 * is a count of something ("300 branded polo shirts", "two hundred mugs"), or, beside one that does, is a short noun
 * phrase ("hang tags and a lookbook"). "I want people to buy online" and "we need help with branding" ask for none.
 */
export function thingsAskedFor(sentence: string): { made: string[]; done: string[] } | null {
  const asked = request.exec(sentence)?.[1];
  if (asked === undefined) return null;
  const object = objectEnds.reduce((said, end) => said.replace(end, ''), asked.trim());
  const { made, done } = withParts(
    listAnswer('deliverables', object).map((item) => tidy(item.replace(/^(?:brand\s+)?(?:new|own)\s+/i, ''))),
  );
  // "300 branded polo shirts"; "2 weeks" or "500 naira" count no thing.
  const counted = (item: string) =>
    quantity.test(item) && !/^an?\s/i.test(item) && !timeOrMoney.test(item.split(/\s+/).at(-1) ?? '');
  const thing = (item: string) => namesAThingMade(item) || counted(item);
  // "Hang tags": a noun phrase ends with its noun, whatever compromise makes of the word before it.
  const short = (item: string) =>
    item.split(/\s+/).length <= 3 && nlp(item).has('#Noun$') && !nlp(item).has('^(#Pronoun|#Preposition)');
  const accepted =
    made.length > 0 &&
    made.every((item) => !noThing.test(item) && (thing(item) || (made.some(thing) && short(item))));
  return accepted ? { made, done } : null;
}

/**
 * A first message (or a line of one) said as a numbered or bulleted list after "I need:": its lines read as one
 * sentence, so the list is the verb's object.
 */
export const listedAsOne = (text: string) =>
  text
    .replace(/:\s*\n+\s*(?:\d+[.)]|[-*•])?\s*/g, ': ')
    .replace(/\n+\s*(?:\d+[.)]|[-*•])\s*/g, ', ')
    .replace(/:\s*,\s*/g, ': ');

/** The head of a thing made, without whom it is for: "android app" → "app", "150 flyers" → "flyer". */
const head = (item: string) =>
  (
    item
      .toLowerCase()
      .replace(/\s+for\s+.+$/, '')
      .trim()
      .split(/\s+/)
      .at(-1) ?? ''
  ).replace(/(?<=\w{3})s$/, '');

/** "Remove the flyers, we will print those ourselves", "no need for the banner again": what is taken back. */
export function takenBack(text: string): string | null {
  const found =
    /^(?:(?:actually|oh|sorry|wait|no|ok|okay|and|please|abeg|pls)\b[\s,.!]*)*(?:remove|drop|forget(?: about)?|cancel|scrap|take out|leave out|no need for|(?:we|i) (?:don'?t|do not|no longer) need)\s+(?:the\s+|our\s+|my\s+)?(.+?)(?:\s+(?:again|anymore|any more|sef|sha|o|for now|too))*(?:[,.;!]|\s+(?:we|i)\b|$)/i.exec(
      text.trim(),
    );
  return found?.[1] ? tidy(found[1]) : null;
}

/** The items of `list` a take-back names ("the flyers" takes back "150 flyers"), by the thing they are. */
export const withoutTaken = (list: readonly string[], taken: string) =>
  list.filter(
    (item) =>
      item.toLowerCase() !== taken.toLowerCase() &&
      !(head(item) === head(taken) && item.toLowerCase().includes(taken.toLowerCase().replace(/s$/, ''))),
  );

/** "Just the logo and website for now", "only the app": the things made narrowed to these. */
export const onlyThese = (text: string) =>
  /^(?:(?:no|ok|okay|yes)[\s,.!]+)?(?:just|only)\s+(.+?)(?:\s+(?:for now|please|abeg))?[.!]*$/i.exec(
    text.trim(),
  )?.[1] ?? null;

/** "Also a letterhead", "add instagram post sef", "plus a roll-up banner": one more thing made. */
export const oneMore = (text: string) =>
  /^(?:(?:yes|ok|okay|and|please|abeg|pls)\b[\s,.!]*)*(?:also\s+)?(?:add|also|plus|and also)\s+(.+?)(?:\s+(?:too|as well|also|sef|sha|o|please))*[.!]*$/i.exec(
    text.trim(),
  )?.[1] ?? null;

/**
 * "Nope", "yes that is all", "na only those ones", "nothing again": the things heard are all there is. Read after
 * pidgin is put in plain English ("na everything be that" reads "that's all be that").
 */
export const confirmsThem = (text: string) =>
  /^(?:(?:yes|yeah|yep|no|nope|nah|ok|okay|correct|right|exactly|that'?s right)\b[\s,.!]*)*(?:(?:that'?s|that is|it'?s|it is)\s+)?(?:(?:only|just)\s+(?:those|these|them|that|the ones)(?:\s+ones)?|nothing (?:else|again|more)|all(?:\s+be\s+that)?|everything(?:\s+be\s+that)?|it|none)?[.!]*$/i.test(
    text.trim(),
  );
