import nlp from 'compromise';
import { namesBusinesses } from './intake-language.js';
import { normalise } from './text-match.js';

/*
 * How people say things, read with compromise (sentences, clauses, proper nouns): a message cut into its
 * sentences and clauses, Nigerian Pidgin put into the plain English the readers know, a message that only
 * closes, agrees, declines or thanks told apart from content.
 */

/** Sentences of one line of text; compromise knows "e.g." and "Mr." do not end one. */
export function lineSentences(line: string): string[] {
  const found = nlp(line).sentences().out('array') as string[];
  return found.map((sentence) => sentence.trim()).filter((sentence) => sentence !== '');
}

/** Sentences of a message; line breaks and bullets end a sentence too. */
export function sentences(text: string): string[] {
  return (
    text
      // A dash starts a bullet only at the start of a line: "₦4m - ₦6m" is one range.
      .split(/\n+\s*(?:[•*-]\s+)?|^\s*[•*-]\s+|\s•\s+/)
      .flatMap(lineSentences)
  );
}

/** The clauses of a message, as compromise cuts them ("nope, that is it" → "nope", "that is it"). */
function pieces(text: string): string[] {
  return lineSentences(text)
    .flatMap((sentence) => nlp(sentence).clauses().out('array') as string[])
    .flatMap((clause) => clause.split(/[,;:]|\s+-\s+|\s+(?=(?:that'?s|that is|please|thanks|thank you)\b)/i))
    .map((clause) =>
      normalise(clause)
        .replace(/[.!?…]+/g, '')
        .trim(),
    )
    .filter((clause) => clause !== '');
}

/*
 * Pidgin as clients write it, and what the readers understand of it. Order matters: longer phrases first.
 * "Make people fit buy online" is a wish for what people can do: "let people buy online".
 */
type Reading = (said: string, word: string, before: string) => string;

/** "Wey" after businesses ("factories wey dey make soap") is "that"; after people ("women wey dey cook"), "who". */
const relativeAfter = (before: string) =>
  namesBusinesses(/(\w+)\s*$/.exec(before)?.[1] ?? '') ? 'that' : 'who';

/**
 * Whom "make … fit" lets do something: up to four words, none of them "wey" or another relative. "I wan make website
 * wey customers fit order" makes a thing where customers can order; it lets nobody.
 */
const notRelative = String.raw`(?!(?:wey|where|that|which|who)\b)`;
const letsWhom = String.raw`(${notRelative}\w+(?:\s${notRelative}\w+){0,3}?)`;

const pidgin: readonly [RegExp, string | Reading][] = [
  [
    /\b(?:e|it) go cost how much\b|\bhow much (?:e|it) go cost\b|\bhow much (?:una|you) go (?:charge|collect)\b/gi,
    'how much will it cost',
  ],
  // "Na everything be that", "na all be dat": all there is.
  [
    /\b(?:na |e don do|na (?:all|everything)(?: (?:be|be say) (?:dat|that))?|na im be (?:dat|that)|e do)\b(?=\s*[.!]?\s*$)/gi,
    "that's all",
  ],
  [/^(?:e don do|na (?:all|everything)(?: be (?:dat|that))?|na im be (?:dat|that)|e do)\b/gi, "that's all"],
  // "Make X fit Y" lets X do Y, whatever words name X ("make people for other states fit see …").
  [new RegExp(String.raw`\b(want|need) make ${letsWhom} fit\s+`, 'gi'), '$1 to let $2 '],
  [/\be go be\b/gi, 'it will be'],
  // "My shop wey dem dey call Naija Kicks": the name it goes by.
  [/\b(?:wey|which|that) (?:dem|we|people|they|una|everybody) (?:dey |go |don )?call\b/gi, 'called'],
  // "Di people wey go use am": "di" is the article, and those who will use it are the people it is for.
  [/\bdi\b/gi, 'the'],
  [/\bwey (?:go|will|dey) use (?:am|it)\b/gi, 'who will use it'],
  // "App wey people go take order food": an app people can use to order food.
  [
    /\bwey (\w+(?:\s(?!go\b|fit\b|dey\b)\w+)?)\s+(?:(?:go|fit|dey)\s+)?(?:take|use)\s+(?!to\b)(?=\w)/gi,
    'that $1 can use to ',
  ],
  [/\bmake (?:i|we|me|us) fit\s+/gi, ''],
  // After a clause, "make X fit Y" is its purpose, as "so that" is ("build website make people fit buy"): "to
  // let X Y"; opening the answer, the wish itself: "let X Y".
  // After "plus" or "and", another thing they can do: "order food, plus make dem fit book table".
  [new RegExp(String.raw`\b(plus|and|also)\s+make ${letsWhom} fit\s+`, 'gi'), '$1 $2 can '],
  [new RegExp(String.raw`(\w[,]?\s+)make ${letsWhom} fit\s+`, 'gi'), '$1to let $2 '],
  [new RegExp(String.raw`\bmake ${letsWhom} fit\s+`, 'gi'), 'let $1 '],
  [/\b(i|we) wan(?:na)? make una\s+/gi, '$1 want you to '],
  // "I wan website" wants a thing, "I wan build" to do something.
  [
    /\b(i|we) (?:dey )?wan(?:na)?\s+(?=(?:a|an|the|my|our|some|one|new|website|site|app|logo|store|shop)\b)/gi,
    '$1 want ',
  ],
  // "I wan make people fit order" has its "to" from "make … fit" already ("I wan to let people order").
  // Before anything else a verb takes "to" ("I wan sell" wants to sell); a word no verb is what is wanted ("I wan
  // online store"), as compromise tags it after a subject.
  [
    /\b(i|we) (?:dey )?wan(?:na)?\s+(?:to\s+)?([\w'-]+)/gi,
    (said, who) => {
      const next = said.split(/\s+/).at(-1) ?? '';
      const verb = next.toLowerCase() === 'to' || nlp(`we ${next}`).has('^we #Verb');
      return `${who} want ${verb ? 'to ' : ''}${next}`;
    },
  ],
  [/\b(i|we) no (?:know|sabi)\b/gi, "$1 don't know"],
  [/\bsabi\b/gi, 'know'],
  [/\b(?:i|we) get (₦|n)?(\d[\d.,]*\s*(?:k|m|million)\b)/gi, 'my budget is $1$2'],
  // "Una fit do am?" asks; "we fit do am for 10 weeks" says what they can do.
  [/(?<!\b(?:i|we|they)\s)\b(?:you |una )?fit do\b/gi, 'can you do'],
  [/\bno fit\b/gi, "can't"],
  [/\b(i|we|you|they|people|customers|clients|users|members|students|buyers) fit\s+/gi, '$1 can '],
  // "Landlords fit collect rent": after whoever is its subject, "fit" before a verb is "can".
  [
    /\b(\w+) fit (\w+)\b/gi,
    (said) => {
      const [subject = '', , verb = ''] = said.split(' ');
      return /^(?:make|no|go|don|dey|will|can)$/i.test(subject) || !nlp(verb).has('#Infinitive')
        ? said
        : `${subject} can ${verb}`;
    },
  ],
  [/\bno dey (\w+)/gi, "doesn't $1"],
  [/\bdon comot\b/gi, 'was debited'],
  [/\bnever (change|show|work|come)\b/gi, "still hasn't $1d"],
  [/\bgo dey (\w+)/gi, 'will $1'],
  [/\bwey (?:go|will)\b/gi, 'that will'],
  // "Platform wey people fit buy tickets": a platform where people can buy tickets.
  [
    /\bwey (people|customers|clients|users|buyers|students|parents|members|patients|riders|drivers) (?:fit|go|dey|can|will) /gi,
    'where $1 can ',
  ],
  [/\bwey fit\b/gi, 'that can'],
  // "Am" after a verb is its object, it: "build am", "we dey call am Mama Tee"; after "for" too ("app for am").
  [/\b(build|do|design|make|fix|finish|deliver|create|call|need|sell|use|for) am\b/gi, '$1 it'],
  [/\bmake e (?:get|have)\b/gi, 'it should have'],
  // "E" is the pronoun it: "make e easy" makes it easy.
  [/\bmake e\b/gi, 'make it'],
  [/\b(?:una|you) dey (charge|collect)\b/gi, 'you $1'],
  [/\b(?:sharp sharp|quick quick)\b/gi, 'quickly'],
  [/\boya\b[,.!]?\s*/gi, ''],
  [/\bgo (see|do|take|finish|know|get|collect|need|want|use)\b/gi, 'will $1'],
  [/\bno wahala\b/gi, 'ok'],
  [/\bwetin\b/gi, 'what'],
  // Pidgin "from house" or "for house" is English "from home" or "at home"; "for abroad", "for everywhere"
  // need no preposition in English.
  [/\b(?:for|from) house\b/gi, (said) => (/^from/i.test(said) ? 'from home' : 'at home')],
  [/\bfor (?=(?:abroad|everywhere|here|there)\b)/gi, ''],
  // "Wey get" and "wetin we get" are owning ("landlords wey get many tenants": who have); "I get salon" too.
  [/\b(wey|who|what|wetin)\s+((?:\w+\s+)?)get\b/gi, (said) => said.replace(/\bget$/i, 'have')],
  [/\b(i|we|they) get\b(?!\s+(?:to|there|back|paid|it|am)\b)/gi, '$1 have'],
  // "People wey dey buy phones": "wey dey" before a verb is who does it; before anything else, where they are.
  // Alone, compromise may read a verb as the one who does it or as a describing word ("cook", "live"); after a
  // subject it reads the verb. A place alone ("church", "office") stays a place.
  [
    /\b(?:wey|who) dey (?:for |inside |in )?(\w+)/gi,
    (said, word, before) =>
      !/\b(?:for|inside|in) \w+$/i.test(said) &&
      (nlp(word).has('#Infinitive') ||
        (nlp(word).has('(#Actor|#Adjective)') && nlp(`they ${word}`).has('^they #Infinitive$')))
        ? `${/^who/i.test(said) ? 'who' : relativeAfter(before)} ${word}`
        : `in ${word}`,
  ],
  [/\bwey\b/gi, (_said, _word, before) => relativeAfter(before)],
  // "Where people go dey buy tickets": where people can buy tickets.
  [/\b(?:go )?dey (buy|book|pay|order|find|rent|hire|check)\b/gi, 'can $1'],
  [/\bdey (do|sell|make|build|offer)\b/gi, '$1'],
  // "Customers dey forget their clothes": "dey" before a verb says it is what they do, as the present does.
  [/\bdey (\w+)/gi, (said, word) => (nlp(word).has('#Infinitive') ? word : said)],
  [/\bdey\b/gi, 'are'],
  [/\buna\b/gi, 'you'],
  // "Dem" is they, or them after what is done to them: "let dem book", "call dem".
  [/\b(let|call|tell|help|give|show|make|for|to) dem\b/gi, '$1 them'],
  [/\bdem\b/gi, 'they'],
  [/\b(?:abeg|biko|pls|plz)\b[,.!]?\s*/gi, ''],
  // The particle "o" (or "oh", "ooo") that ends a pidgin clause stresses it and says nothing: "no be flyer o, na menu".
  [/\s+(?:o+|oh+)(?=\s*(?:[,.!?;]|$))/gi, ''],
  // Pidgin's copula: "na X be my customers" is "my customers are X", and so are "my customers na X" and "the people
  // who will use it na X".
  [
    /\b(?:na|it'?s)\s+((?:(?!\bbe\b)[^,.;!?])+?)\s+be\s+((?:my|our|the|their)\s+(?:customers|clients|users|members|buyers|audience|market|target(?:\s+(?:audience|market|customers))?))\b/gi,
    '$2 are $1',
  ],
  [
    /\b((?:my|our|the|their)\s+(?:customers|clients|users|members|buyers|audience|market|target(?:\s+(?:audience|market|customers))?)|(?:the\s+)?(?:people|ones)\s+(?:who|that)\s+[^,.;!?]+?)\s+na\s+/gi,
    '$1 are ',
  ],
  [/^na\s+/i, "it's "],
  [/([,.]\s*)na\s+/gi, "$1it's "],
];

/** The message in the plain English the readers understand; English text comes back as it was. */
export function plainEnglish(text: string): string {
  let plain = text;
  for (const [pattern, english] of pidgin) {
    plain =
      typeof english === 'string'
        ? plain.replace(pattern, english)
        : plain.replace(pattern, (said: string, ...found: unknown[]) => {
            // After the groups come where the match starts and the whole text.
            const at = found.at(-2) as number;
            const word = typeof found[0] === 'string' ? found[0] : '';
            return english(said, word, (found.at(-1) as string).slice(0, at));
          });
  }
  return plain.replace(/\s{2,}/g, ' ').trim();
}

/** A label at the start of a line: "For:", "What it should do:", "Budget -" (a few words, then a colon). */
const lineLabel = /^([A-Za-z][\w' ]{0,40}?)\s*:\s*/;
/** Labels that only say the line describes the project ("Project: app for our estate"). */
const describingLabel = /^(?:the\s+)?(?:project|project description|description|request|brief|job|details)$/i;

/**
 * A message written as a form, one labelled line each ("Project: app for our estate", "What it should do:" with the
 * items on the lines under it, "For: residents of Peace Estate"), as sentences the readers know: a label alone on its
 * line takes the lines under it as its list, and a label that only says "project" is dropped.
 */
export function labelledLines(text: string): string {
  if (!text.includes('\n')) return text;
  const lines: string[] = [];
  let listing = false;
  for (const line of text.split('\n')) {
    const item = line.trim().replace(/^(?:[•*-]|\d+[.)])\s+/, '');
    if (item === '') continue;
    const label = lineLabel.exec(item);
    if (label && item.slice(label[0].length) === '') {
      lines.push(`${label[1] ?? ''}:`);
      listing = true;
    } else if (listing && !label) {
      const last = lines.pop() ?? '';
      lines.push(last.endsWith(':') ? `${last} ${item}` : `${last}, ${item}`);
    } else {
      listing = false;
      lines.push(label && describingLabel.test(label[1] ?? '') ? item.slice(label[0].length) : line);
    }
  }
  return lines.join('\n');
}

/** A message typed with caps lock on ("I NEED A LOGO FOR MY SHOE BRAND") reads as if written in lower case. */
export function unshouted(text: string): string {
  const letters = text.match(/\p{L}/gu) ?? [];
  const capitals = text.match(/\p{Lu}/gu) ?? [];
  const words = text.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  return words.length >= 3 && capitals.length > 0.8 * letters.length ? text.toLowerCase() : text;
}

/** What a message does when it carries no content of its own. */
export type Closing = 'finish' | 'skip' | 'acknowledge';

const closingWords: readonly [Closing, RegExp][] = [
  [
    'finish',
    new RegExp(
      '^(?:(?:yes|yeah|ok|okay|so|and|i think|well)\\s+)?(?:' +
        [
          "that'?s (?:all|it|everything|about it|all for now)",
          'that (?:is|will be|would be) (?:all|it|everything)',
          "(?:i'?m|we'?re|i am|we are) (?:done|finished|good|ok|okay)",
          '(?:done|finished|all done|all set)',
          'finish(?: it| up)?',
          'nothing (?:else|more)(?: to add)?',
          // "No be anything again" (pidgin: there is nothing more).
          "(?:no be|(?:it'?s |it is |there'?s |there is )?not) anything (?:else|again|more)",
          'no more',
          '(?:you can |please |just )?(?:create|set up|make) (?:it|the project|it up)',
          // "Create", the summary's button typed as one word.
          'create',
          '(?:you can |please |just )?set it up',
          'go ahead',
          'wrap (?:it )?up',
          "let'?s go",
          'that covers it',
          "i think that'?s it",
        ].join('|') +
        ')$',
    ),
  ],
  [
    'skip',
    new RegExp(
      '^(?:' +
        [
          'skip(?: it| this| that)?',
          'pass',
          'next(?: question)?',
          'no+',
          'nope',
          'nah',
          'no thanks?',
          'no thank you',
          'not really',
          'not at all',
          'none',
          'nothing',
          'n/?a',
          'not sure(?: yet)?',
          'unsure',
          'no idea',
          "(?:i |we )?(?:don'?t|do not) know(?: yet)?",
          'dunno',
          'idk',
          'later',
          'not yet',
          'no preference',
          '(?:not|none) needed',
          'no need',
          'not applicable',
          "(?:i'?ll|we'?ll) (?:decide|tell you) later",
          '(?:none|nothing|not) for now',
          // "We will discuss budget later": the topic left for later.
          "(?:i'?ll|we'?ll|i will|we will|let'?s|we can|can we) (?:discuss|talk about|decide|agree on|sort out)(?: (?:it|that|this|(?:the )?\\w+))? later",
        ].join('|') +
        ')$',
    ),
  ],
  [
    'acknowledge',
    /^(?:ok|okay|yes|yeah|yep|yup|sure|great|good|perfect|fine|cool|nice|alright|all right|sounds good|thanks?|thank you(?: so much)?|hi|hello|hey|good (?:morning|afternoon|evening)|please|noted|got it)$/,
  ],
];

const closingOf = (piece: string): Closing | null =>
  closingWords.find(([, pattern]) => pattern.test(piece))?.[0] ?? null;

/**
 * What a whole message does when every clause of it only closes, declines, agrees or thanks ("nope, that
 * is it", "Yes that's everything. Please set it up.", "no thanks"); null when any clause says something.
 * Finishing wins over declining, declining over agreeing.
 */
export function closing(text: string): Closing | null {
  const found = pieces(plainEnglish(text)).map(closingOf);
  if (found.length === 0 || found.includes(null)) return null;
  for (const kind of ['finish', 'skip', 'acknowledge'] as const) if (found.includes(kind)) return kind;
  return null;
}

/**
 * Whether a short answer opens with a verb in its plain form ("invite guests", "teach kids", "raise money"), read by
 * compromise's tagger: a purpose, not people. "Shopping families" (a gerund) and "travel lovers" are people.
 */
export function opensWithVerb(text: string): boolean {
  const terms = nlp(text).terms();
  if (terms.first().has('#Infinitive')) return true;
  // "Raise money from donors", "stop cash collection": compromise may read a bare command as imperative only;
  // before a plural ("market women", "party planners") such a word is the first of a compound noun.
  return terms.first().has('#Imperative') && !terms.eq(1).has('#Plural');
}
