import type { BriefSectionKey } from '../page-chat.js';
import { capitalise } from './intake-language.js';

/* Reading a page-assistant message: which brief section it names, and what it asks to change. */

const sectionNames: readonly [RegExp, BriefSectionKey][] = [
  [/^(?:the\s+)?(?:target\s+)?audience$/i, 'target_audience'],
  [/^(?:the\s+)?(?:project\s+)?(?:overview|summary|description)$/i, 'overview'],
  [/^(?:the\s+)?(?:project\s+)?(?:objectives?|goals?)$/i, 'objectives'],
  [/^(?:the\s+)?(?:key\s+)?deliverables?$/i, 'key_deliverables'],
];

export function sectionNamed(words: string): BriefSectionKey | null {
  const found = sectionNames.find(([pattern]) => pattern.test(words.trim()));
  return found ? found[1] : null;
}

/** The content as a user means it: trimmed, quotes and the final full stop of a short phrase dropped. */
export function contentOf(text: string): string {
  const unquoted = text
    .trim()
    .replace(/^["'“‘](.*)["'”’]$/s, '$1')
    .trim();
  return capitalise(unquoted.replace(/(?<![.!?].*)\.$/s, '').trim());
}

const sectionWords =
  '(target\\s+audience|audience|overview|summary|description|objectives?|goals?|key\\s+deliverables?|deliverables?)';
const setSection = new RegExp(
  `^(?:please\\s+|can you\\s+|could you\\s+)?(?:make|set|change|update|replace)\\s+(?:the\\s+)?(?:project\\s+)?${sectionWords}(?:\\s+(?:to\\s+be|to|into|as|with|should\\s+be|is))?\\s*:?\\s+(.+)$`,
  'is',
);
const sectionIs = new RegExp(
  `^(?:the\\s+)?(?:project\\s+)?${sectionWords}\\s+(?:should\\s+be|is\\s+now|is|are)\\s*:?\\s+(.+)$`,
  'is',
);
const addItem =
  /^(?:please\s+|can you\s+|could you\s+)?add\s+(?:an?\s+|another\s+|one\s+more\s+|the\s+)?(?:new\s+)?(objective|goal|deliverable|key deliverable)\s*:?\s*(.+)$/is;

export type BriefRequest =
  | { kind: 'set'; section: BriefSectionKey; content: string }
  | { kind: 'add'; section: 'objectives' | 'key_deliverables'; item: string };

/** "make the target audience small bakeries in Lagos", "add an objective: ..." */
export function readBriefRequest(message: string): BriefRequest | null {
  const text = message.trim().replace(/[.!]+$/, '');
  const added = addItem.exec(text);
  if (added?.[1] && added[2]) {
    const section = /deliverable/i.test(added[1]) ? 'key_deliverables' : 'objectives';
    const item = contentOf(added[2]);
    return item ? { kind: 'add', section, item } : null;
  }
  for (const pattern of [setSection, sectionIs]) {
    const match = pattern.exec(text);
    if (!match?.[1] || !match[2]) continue;
    const section = sectionNamed(match[1]);
    const content = contentOf(match[2]);
    if (section && content) return { kind: 'set', section, content };
  }
  return null;
}

const addFeature =
  /^(?:please\s+|can you\s+|could you\s+)?(?:(?:add|create)\s+(?:an?\s+|another\s+|the\s+)?(?:new\s+)?|new\s+)feature(?:\s+(?:called|named))?\s*[:\-—–]?\s*(.+)$/is;

/** "add a feature: order tracking — customers see each order's status" */
export function readFeatureRequest(message: string): { name: string; specification: string | null } | null {
  const match = addFeature.exec(message.trim());
  if (!match?.[1]) return null;
  const [name = '', ...rest] = match[1].split(/\s+[—–-]{1,2}\s+|[:,]\s+|\s+(?:that|where|so that|which)\s+/i);
  const specification = rest.join(' ').trim();
  const cleanName = contentOf(name);
  if (!cleanName) return null;
  return { name: cleanName, specification: specification ? contentOf(specification) : null };
}
