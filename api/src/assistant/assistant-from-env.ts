import { ConfigError } from '../config.js';
import type { Logger } from '../http/app-env.js';
import type { Assistant } from './assistant.js';
import { createEmbeddedAssistant } from './embedded/embedded-assistant.js';
import { chatCompletions } from './openai-compatible/chat-completions.js';
import { createOpenAiCompatibleAssistant } from './openai-compatible/openai-compatible-assistant.js';

const defaultTimeoutMs = 15_000;

function timeout(value: string | undefined): number {
  if (value === undefined || value === '') return defaultTimeoutMs;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) {
    throw new ConfigError(`ASSISTANT_TIMEOUT_MS must be a whole number of milliseconds, not "${value}".`);
  }
  return parsed;
}

/**
 * The embedded assistant, or, when ASSISTANT_BASE_URL is set, the same engine worded by an
 * OpenAI-compatible endpoint (ASSISTANT_MODEL, ASSISTANT_API_KEY, ASSISTANT_TIMEOUT_MS).
 */
export function assistantFromEnv(env: NodeJS.ProcessEnv, log: Logger): Assistant {
  const engine = createEmbeddedAssistant();
  const baseUrl = env.ASSISTANT_BASE_URL?.trim();
  if (!baseUrl) return engine;
  if (!/^https?:\/\/\S+$/.test(baseUrl)) {
    throw new ConfigError(`ASSISTANT_BASE_URL must be an http(s) URL, not "${baseUrl}".`);
  }
  const model = env.ASSISTANT_MODEL?.trim();
  if (!model)
    throw new ConfigError('ASSISTANT_MODEL is required with ASSISTANT_BASE_URL (e.g. gpt-4o-mini).');
  const complete = chatCompletions({
    baseUrl,
    model,
    apiKey: env.ASSISTANT_API_KEY?.trim() || null,
    timeoutMs: timeout(env.ASSISTANT_TIMEOUT_MS),
  });
  return createOpenAiCompatibleAssistant(engine, complete, log);
}
