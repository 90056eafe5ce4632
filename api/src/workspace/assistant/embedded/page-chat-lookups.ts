import type { FileType, PageChatDecision, PageChatProject } from '../page-chat.js';
import { joinList } from './intake-language.js';
import { stem, wordsOf } from './page-chat-words.js';

/* What the assistant looks up without changing anything: files by name and type, and what is due. */

const typeWords: readonly [FileType, readonly string[]][] = [
  ['pdf', ['pdf', 'pdfs']],
  [
    'image',
    [
      'image',
      'images',
      'photo',
      'photos',
      'picture',
      'pictures',
      'pic',
      'pics',
      'jpg',
      'jpeg',
      'png',
      'media',
    ],
  ],
  ['spreadsheet', ['spreadsheet', 'spreadsheets', 'excel', 'xlsx', 'xls', 'sheet', 'sheets', 'csv']],
  ['document', ['doc', 'docs', 'docx', 'word', 'document', 'documents']],
  ['presentation', ['presentation', 'presentations', 'slides', 'deck', 'ppt', 'pptx']],
  ['archive', ['zip', 'zips', 'archive']],
  ['link', ['link', 'links', 'url', 'urls']],
];

const fileWords = new Set(['file', 'files', 'upload', 'uploads', 'attachment', 'attachments']);
const findVerbs = new Set([
  'find',
  'search',
  'look',
  'where',
  'show',
  'list',
  'get',
  'locate',
  'any',
  'see',
  'open',
  'fetch',
  'bring',
]);
const notSearched = new Set([
  ...findVerbs,
  ...fileWords,
  'me',
  'all',
  'the',
  'a',
  'an',
  'is',
  'are',
  'for',
  'of',
  'our',
  'my',
  'we',
  'do',
  'have',
  'there',
  'please',
  'can',
  'you',
  'i',
  'what',
  'which',
  'in',
  'on',
  'with',
  'and',
  'up',
  'it',
  'one',
  'some',
  'this',
  'that',
  'named',
  'called',
]);

/** "find the logo file", "where is the contract pdf", "show me all the images" */
export function readFileSearch(
  text: string,
  pageName: string,
): { search: string; type: FileType | null } | null {
  const words = wordsOf(text);
  const type = typeWords.find(([, cues]) => words.some((word) => cues.includes(word)))?.[0] ?? null;
  const asksToFind = words.some((word) => findVerbs.has(word));
  const aboutFiles =
    type !== null || words.some((word) => fileWords.has(word)) || pageName === 'files-and-resources';
  if (!asksToFind || !aboutFiles) return null;
  const typeCues = new Set(typeWords.flatMap(([, cues]) => cues));
  const search = words.filter((word) => !notSearched.has(word) && !typeCues.has(word)).join(' ');
  return { search, type };
}

export function fileAnswer(
  project: PageChatProject,
  search: string,
  type: FileType | null,
): PageChatDecision {
  const wanted = search.split(' ').filter(Boolean).map(stem);
  const found = project.files.filter(
    (file) =>
      (type === null || file.type === type) && wanted.every((word) => file.name.toLowerCase().includes(word)),
  );
  const what = [search ? `“${search}”` : '', type ? `${type === 'image' ? 'images' : `${type} files`}` : '']
    .filter(Boolean)
    .join(' in ');
  const reading = { kind: 'find-files' as const, search, type };
  if (found.length === 0) {
    return {
      reply: what ? `No file matches ${what}.` : 'There are no files here yet.',
      change: null,
      reading,
    };
  }
  const shown = found.slice(0, 5).map((file) => `“${file.name}” (${file.tab}, version ${file.version})`);
  const more = found.length > shown.length ? ` and ${found.length - shown.length} more` : '';
  return {
    reply: `Found ${found.length} file${found.length === 1 ? '' : 's'}${what ? ` for ${what}` : ''}: ${joinList(shown)}${more}.`,
    change: null,
    reading,
  };
}

const dueWords = new Set([
  'due',
  'owe',
  'pay',
  'payment',
  'payments',
  'instalment',
  'instalments',
  'installment',
  'installments',
  'invoice',
  'invoices',
  'balance',
  'remain',
  'remaining',
  'outstanding',
  'bill',
  'bills',
]);

/** "what is due?", "how much do I owe", "wetin I go pay now", "e remain how much" */
export const asksWhatIsDue = (text: string) => wordsOf(text).some((word) => dueWords.has(word));

export function dueAnswer(project: PageChatProject): PageChatDecision {
  const reading = { kind: 'explain-due' as const };
  if (project.due === null) {
    return {
      reply:
        'What is due shows to the project owner and to members with Approve on Budget & Financial Control.',
      change: null,
      reading,
    };
  }
  if (project.due.length === 0)
    return { reply: 'Nothing is due on this project right now.', change: null, reading };
  const parts = project.due.map(
    (part) => `${part.description}, ${part.amount}, invoice ${part.invoiceNumber}, due ${part.dueDate}`,
  );
  return {
    reply: `Due now: ${parts.join('; ')}. Pay it from Contract & Payment or Billing.`,
    change: null,
    reading,
  };
}
