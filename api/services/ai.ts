import OpenAI from 'openai';
import type { Env } from '../env';

export interface AiClient {
  client: OpenAI;
  model: string;
}

type AiEnv = Pick<Env, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL'>;

// One client per configuration: the SDK keeps an HTTP agent, so building one per request would waste connections.
const cache = new Map<string, AiClient>();

/**
 * The OpenAI-compatible provider configured for this server (OPENAI_API_KEY, optionally OPENAI_BASE_URL for a
 * compatible service, OPENAI_MODEL), or null when none is configured and callers fall back to built-in behaviour.
 */
export function getAiClient(env: AiEnv): AiClient | null {
  if (!env.OPENAI_API_KEY) return null;
  const key = `${env.OPENAI_BASE_URL ?? ''}\n${env.OPENAI_API_KEY}\n${env.OPENAI_MODEL}`;
  let ai = cache.get(key);
  if (!ai) {
    ai = {
      client: new OpenAI({
        apiKey: env.OPENAI_API_KEY,
        baseURL: env.OPENAI_BASE_URL,
        // A person is waiting on the other end: one retry, and a minute at most, rather than the SDK's 10 minutes.
        maxRetries: 1,
        timeout: 60_000,
      }),
      model: env.OPENAI_MODEL,
    };
    cache.set(key, ai);
  }
  return ai;
}

/** The model's answer as a JSON value, tolerating the ```json fences some models wrap around it. */
export function parseJsonAnswer(content: string | null | undefined): unknown {
  const text = (content ?? '')
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  return JSON.parse(text);
}

/** The provider could not be reached or refused the request (network, auth, rate limit, 5xx). */
export class AiProviderError extends Error {}
/** The provider answered, but not with the JSON asked for. */
export class AiAnswerError extends Error {}

/**
 * One chat completion asking for a JSON object; returns the parsed value for the caller to validate (never trust a
 * model's shape). JSON mode keeps most models on track; the fence-stripping parse covers the rest.
 */
export async function askForJson(ai: AiClient, prompt: { system: string; user: string }, signal?: AbortSignal): Promise<unknown> {
  let content: string | null | undefined;
  try {
    const res = await ai.client.chat.completions.create(
      {
        model: ai.model,
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
        response_format: { type: 'json_object' },
        temperature: 0.2,
      },
      { signal },
    );
    content = res.choices?.[0]?.message?.content;
  } catch (err) {
    throw new AiProviderError(err instanceof Error ? err.message : String(err));
  }
  try {
    return parseJsonAnswer(content);
  } catch {
    throw new AiAnswerError(`The model's answer is not JSON: ${(content ?? '').slice(0, 200)}`);
  }
}
