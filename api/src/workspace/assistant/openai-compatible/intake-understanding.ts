import { z } from 'zod';
import type { Logger } from '../../../platform/http/app-env.js';
import type { ChatTurn } from '../assistant.js';
import type { IntakeTopic } from '../project-intake.js';
import type { AnswerFormat, Complete, CompletionMessage } from './chat-completions.js';

/*
 * The model's reading of a new-project chat message the embedded engine did not understand: the facts it
 * says, as JSON following a schema, checked by zod. The reading is handed to the engine as labelled
 * sentences ("Goal: …"), so the engine still keeps the state, asks the next question and names the project;
 * a failed, slow or malformed answer leaves the engine's own turn.
 */

const IntakeReadingSchema = z
  .object({
    type: z.enum(['design', 'development', 'design and development']).nullable(),
    goal: z.string().max(500).nullable(),
    audience: z.string().max(500).nullable(),
    deliverables: z.array(z.string().max(200)).max(20),
    features: z.array(z.string().max(200)).max(30),
    budget: z.string().max(100).nullable(),
    timeline: z.string().max(100).nullable(),
  })
  .strict();

export type IntakeReading = z.infer<typeof IntakeReadingSchema>;

export const intakeReadingFormat: AnswerFormat = {
  name: 'intake_reading',
  schema: z.toJSONSchema(IntakeReadingSchema) as Record<string, unknown>,
};

const instructions = (asking: IntakeTopic | null) =>
  'You read the last message of a client in a chat that sets up a design or development project. ' +
  `The assistant had asked about: ${asking ?? 'what is being made'}. Give what the message says for each ` +
  'field, in plain English (understand Nigerian Pidgin and misspellings), keeping amounts and dates as ' +
  'written; null or an empty list for whatever it does not say. Thanks, greetings, yes, no, skip and ' +
  'closing phrases are not content.';

const typeSentence: Record<NonNullable<IntakeReading['type']>, string> = {
  design: 'Design only.',
  development: 'Development only.',
  'design and development': 'Both design and development.',
};

const sentence = (label: string, text: string) => `${label}: ${text.trim().replace(/[.\s]+$/, '')}.`;

/** The reading as sentences the embedded engine reads, one a line; empty when it says nothing. */
export function labelledMessage(reading: IntakeReading): string {
  const lines = [
    reading.type && typeSentence[reading.type],
    reading.goal && sentence('Goal', reading.goal),
    reading.audience && sentence('Audience', reading.audience),
    reading.deliverables.length > 0 && sentence('Deliverables', reading.deliverables.join(', ')),
    reading.features.length > 0 && sentence('Features', reading.features.join(', ')),
    reading.budget && sentence('Budget', reading.budget),
    reading.timeline && sentence('Timeline', reading.timeline),
  ];
  return lines.filter((line): line is string => typeof line === 'string' && line !== '').join('\n');
}

/** The model's reading of `message`, or null when the endpoint fails, is slow or answers off the schema. */
export async function readIntakeMessage(
  complete: Complete,
  log: Logger,
  asking: IntakeTopic | null,
  history: readonly ChatTurn[],
  message: string,
): Promise<IntakeReading | null> {
  const messages: CompletionMessage[] = [
    { role: 'system', content: instructions(asking) },
    ...history.slice(-10).map((turn) => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: message },
  ];
  try {
    const answer = await complete(messages, intakeReadingFormat);
    return IntakeReadingSchema.parse(JSON.parse(answer));
  } catch (error) {
    log(
      `assistant: the model's reading of a message was not used, the embedded engine's stands: ${String(error)}`,
    );
    return null;
  }
}
