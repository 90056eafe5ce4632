import type { Logger } from '../../../platform/http/app-env.js';
import type { Assistant, ChatTurn } from '../assistant.js';
import type { Complete, CompletionMessage } from './chat-completions.js';
import { labelledMessage, readIntakeMessage } from './intake-understanding.js';
import {
  draftMessage,
  insightInstructions,
  pageChatInstructions,
  projectIntakeInstructions,
  siteChatInstructions,
} from './wording.js';

/** Turns of the conversation the model reads; older ones add cost more than context. */
const contextTurns = 20;

/**
 * The assistant on an OpenAI-compatible endpoint. The embedded engine still decides every answer
 * (topics, intake state, drafts, insights); the model words it, and reads a new-project chat message the
 * engine did not understand into facts the engine then applies. When the endpoint fails or is
 * slow, the embedded wording is used and the failure logged, so a chat never breaks on it.
 */
export function createOpenAiCompatibleAssistant(
  engine: Assistant,
  complete: Complete,
  log: Logger,
): Assistant {
  async function reword(instructions: string, history: readonly ChatTurn[], draft: string): Promise<string> {
    const messages: CompletionMessage[] = [
      { role: 'system', content: instructions },
      ...history.slice(-contextTurns).map((turn) => ({ role: turn.role, content: turn.content })),
      { role: 'system', content: draftMessage(draft) },
    ];
    try {
      return await complete(messages);
    } catch (error) {
      log(`assistant: the OpenAI-compatible endpoint failed, the embedded wording is used: ${String(error)}`);
      return draft;
    }
  }

  return {
    async siteReply(history, message) {
      const reply = await engine.siteReply(history, message);
      const said = [...history, { role: 'user' as const, content: message }];
      return { ...reply, message: await reword(siteChatInstructions, said, reply.message) };
    },
    // The greeting is fixed text: nothing to word, and no call before the user has said anything.
    startProjectIntake: (firstName) => engine.startProjectIntake(firstName),
    // The proposal is the engine's rules; the page words it itself.
    proposeTeam: (project) => engine.proposeTeam(project),
    async continueProjectIntake(state, history, message, now) {
      let turn = await engine.continueProjectIntake(state, history, message, now);
      // A message the engine could not read goes to the model to understand; the engine applies its reading.
      if (turn.state.misunderstood > state.misunderstood) {
        const reading = await readIntakeMessage(complete, log, state.asking, history, message);
        const labelled = reading ? labelledMessage(reading) : '';
        const reread =
          labelled === '' ? null : await engine.continueProjectIntake(state, history, labelled, now);
        if (reread && reread.state.misunderstood <= state.misunderstood) turn = reread;
      }
      const said = [...history, { role: 'user' as const, content: message }];
      return { ...turn, reply: await reword(projectIntakeInstructions, said, turn.reply) };
    },
    async insight(project, pageName) {
      const insight = await engine.insight(project, pageName);
      const data: ChatTurn = {
        role: 'user',
        content: `Page: ${pageName}\nProject data: ${JSON.stringify(project)}`,
      };
      return { ...insight, insight: await reword(insightInstructions, [data], insight.insight) };
    },
    // The engine has decided (and the route applies) any change; the model only words the reply.
    async pageReply(project, pageName, history, message, now) {
      const decision = await engine.pageReply(project, pageName, history, message, now);
      const said = [
        { role: 'user' as const, content: `Page: ${pageName}\nProject data: ${JSON.stringify(project)}` },
        ...history,
        { role: 'user' as const, content: message },
      ];
      return { ...decision, reply: await reword(pageChatInstructions, said, decision.reply) };
    },
  };
}
