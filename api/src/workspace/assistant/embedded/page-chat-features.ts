import nlp from 'compromise';
import type { PageChatDecision, PageChatProject } from '../page-chat.js';
import { joinList } from './intake-language.js';
import { contentOf } from './page-chat-reading.js';
import { notFound } from './page-chat-tasks.js';
import { findByWords, groupText } from './page-chat-words.js';

/* Editing a feature by message: "rename checkout to Payments", "put checkout in sprint 2", its description. */

type Feature = PageChatProject['features'][number];

const sprintName = (said: string) => {
  const label = said.trim().replace(/^sprint\s*/i, '');
  return label ? `Sprint ${label.toUpperCase() === label ? label : label.toLowerCase()}` : null;
};

function featureNamed(phrase: string, project: PageChatProject): Feature | Feature[] | null {
  const cleaned = phrase.replace(/\b(?:the|feature|features|'s)\b/gi, ' ');
  const found = findByWords(cleaned, project.features);
  if (found.kind === 'one') return found.item;
  if (found.kind === 'several') return found.items;
  return null;
}

const chooseFeature = (features: Feature[]): PageChatDecision => ({
  reply: `Which feature do you mean: ${joinList(features.map((feature) => `“${feature.name}”`))}?`,
  change: null,
  reading: { kind: 'choose', choices: features.map((feature) => feature.name) },
});

type Edit = { feature: string; name?: string; description?: string; sprint?: string | null };

/* compromise's match patterns: an alternative of several words needs a pattern of its own. */
const renames = [
  '(rename|call) [<feature>.+] (to|as|into) [<name>.+]',
  'rename [<feature>.+] make (e|it) be [<name>.+]',
  '(change|set|update) the name of [<feature>.+] to [<name>.+]',
];
const descriptions = [
  '(change|set|update|make) the (description|summary) of [<feature>.+] (to|as|into) [<description>.+]',
  "(change|set|update|make) [<feature>.+] (feature|feature's|'s)? (description|summary) (to|as|into) [<description>.+]",
];
const unsprinting = [
  '(remove|take) [<feature>.+] from (its|the)? sprint',
  'take [<feature>.+] out of (its|the)? sprint',
];
const sprinting = [
  '(put|move|add|assign|place|schedule|plan)? [<feature>.+] (in|into|to|for|under) sprint [<sprint>.+]',
];

function firstMatch(text: string, patterns: readonly string[]) {
  const doc = nlp(text.replace(/[.!]+$/, ''));
  for (const pattern of patterns) {
    const match = doc.match(pattern);
    if (match.found) return (group: string) => groupText(match, group);
  }
  return null;
}

function readEdit(text: string): Edit | null {
  const renamed = firstMatch(text, renames);
  if (renamed) return { feature: renamed('feature'), name: contentOf(renamed('name')) };
  const described = firstMatch(text, descriptions);
  if (described) return { feature: described('feature'), description: contentOf(described('description')) };
  const unsprinted = firstMatch(text, unsprinting);
  if (unsprinted) return { feature: unsprinted('feature'), sprint: null };
  const sprinted = firstMatch(text, sprinting);
  const sprint = sprinted ? sprintName(sprinted('sprint')) : null;
  return sprinted && sprint ? { feature: sprinted('feature'), sprint } : null;
}

/** The edit a message asks of one of the project's features; null when it names none. */
export function readFeatureEdit(text: string, project: PageChatProject): PageChatDecision | null {
  const edit = readEdit(text);
  if (!edit) return null;
  const feature = featureNamed(edit.feature, project);
  if (!feature) return notFound('feature', edit.feature, project.features);
  if (Array.isArray(feature)) return chooseFeature(feature);
  const change = { kind: 'edit-feature' as const, featureId: feature.id, feature: feature.name };
  if (edit.name !== undefined) {
    if (!edit.name) return null;
    return {
      reply: `Renamed the feature “${feature.name}” to “${edit.name}”.`,
      change: { ...change, name: edit.name },
    };
  }
  if (edit.description !== undefined) {
    if (!edit.description) return null;
    return {
      reply: `Changed the description of “${feature.name}” to “${edit.description}”.`,
      change: { ...change, description: edit.description },
    };
  }
  if (edit.sprint === null) {
    return feature.sprint
      ? { reply: `Took “${feature.name}” out of ${feature.sprint}.`, change: { ...change, sprint: null } }
      : {
          reply: `“${feature.name}” is in no sprint.`,
          change: null,
          reading: { kind: 'answer', topic: 'sprint' },
        };
  }
  if (edit.sprint === feature.sprint) {
    return {
      reply: `“${feature.name}” is already in ${feature.sprint}.`,
      change: null,
      reading: { kind: 'answer', topic: 'sprint' },
    };
  }
  return { reply: `Put “${feature.name}” in ${edit.sprint}.`, change: { ...change, sprint: edit.sprint } };
}
