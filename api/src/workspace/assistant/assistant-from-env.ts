import type { Environment } from '../../platform/config/environment.js';
import type { Logger } from '../../platform/http/app-env.js';
import type { Assistant } from './assistant.js';
import { createEmbeddedAssistant } from './embedded/embedded-assistant.js';
import { chatCompletions } from './openai-compatible/chat-completions.js';
import { createOpenAiCompatibleAssistant } from './openai-compatible/openai-compatible-assistant.js';

/**
 * The embedded assistant, or, when ASSISTANT_BASE_URL is set, the same engine worded by an
 * OpenAI-compatible endpoint (ASSISTANT_MODEL, ASSISTANT_API_KEY, ASSISTANT_TIMEOUT_MS).
 */
export function assistantFromEnv(
  env: Pick<
    Environment,
    'ASSISTANT_BASE_URL' | 'ASSISTANT_MODEL' | 'ASSISTANT_API_KEY' | 'ASSISTANT_TIMEOUT_MS'
  >,
  log: Logger,
): Assistant {
  const engine = createEmbeddedAssistant();
  const { ASSISTANT_BASE_URL: baseUrl, ASSISTANT_MODEL: model } = env;
  // config/environment.ts refuses a base URL without a model.
  if (!baseUrl || !model) return engine;
  const complete = chatCompletions({
    baseUrl,
    model,
    apiKey: env.ASSISTANT_API_KEY ?? null,
    timeoutMs: env.ASSISTANT_TIMEOUT_MS,
  });
  return createOpenAiCompatibleAssistant(engine, complete, log);
}
