import { z } from 'zod';

/*
 * The one call of an OpenAI-compatible server the assistant uses: `POST {baseUrl}/chat/completions`.
 * OpenAI, Azure OpenAI's v1 API, Ollama, vLLM, LM Studio and llama.cpp's server all answer it.
 */

export interface ChatCompletionsConfig {
  /** E.g. `https://api.openai.com/v1` or `http://127.0.0.1:11434/v1`. */
  baseUrl: string;
  /** Sent as a bearer token; local servers often need none. */
  apiKey: string | null;
  model: string;
  /** How long one answer may take before the caller falls back. */
  timeoutMs: number;
}

export interface CompletionMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A JSON schema the answer must follow (the endpoint's structured output, `response_format`). */
export interface AnswerFormat {
  name: string;
  schema: Record<string, unknown>;
}

/** Sends a conversation; with `format`, the answer is asked for as JSON following its schema. */
export type Complete = (messages: readonly CompletionMessage[], format?: AnswerFormat) => Promise<string>;

const AnswerSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/** A function that sends a conversation and resolves to the model's answer (throws on any failure). */
export function chatCompletions(config: ChatCompletionsConfig, fetchImpl: typeof fetch = fetch): Complete {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return async (messages, format) => {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        messages,
        ...(format
          ? {
              temperature: 0,
              response_format: { type: 'json_schema', json_schema: { ...format, strict: true } },
            }
          : { temperature: 0.4 }),
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const content = AnswerSchema.parse(await response.json()).choices[0]?.message.content?.trim();
    if (!content) throw new Error(`${url} answered without content`);
    return content;
  };
}
