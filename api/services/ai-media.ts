import { toFile } from 'openai';
import type { AiClient } from './ai';
import { sniffImageType } from '../routes/objects';

/**
 * Photos, voice and pictures through the configured provider: vision (chat model), transcription
 * (OPENAI_TRANSCRIBE_MODEL), image generation and editing (OPENAI_IMAGE_MODEL), and Bria for interior restyling.
 * Every call takes the request's abort signal, so a person who leaves stops the upstream work.
 */

export interface ImageBytes {
  bytes: Uint8Array;
  contentType: string;
}

/** Image calls can take a minute or more (gpt-image-1); a person waits behind a busy spinner meanwhile. */
const IMAGE_TIMEOUT_MS = 180_000;
const BRIA_URL = 'https://engine.prod.bria-api.com/v2/image/edit';

const ANALYSIS_PROMPT =
  'You help Australian tradespeople. Describe what this photo shows that matters for the job: the materials, fixtures and ' +
  'their condition, visible defects or damage, likely causes, and any safety or compliance concerns (e.g. asbestos-era ' +
  'materials, exposed wiring, missing waterproofing). Say what you cannot tell from a photo. Be brief and practical.';

/** A photo description from the vision model. */
export async function analyzeImage(ai: AiClient, image: ImageBytes, filename: string, signal?: AbortSignal): Promise<string> {
  const dataUrl = `data:${image.contentType};base64,${Buffer.from(image.bytes).toString('base64')}`;
  const res = await ai.client.chat.completions.create(
    {
      model: ai.model,
      messages: [
        { role: 'system', content: ANALYSIS_PROMPT },
        {
          role: 'user',
          content: [
            { type: 'text', text: `Photo: ${filename}` },
            { type: 'image_url', image_url: { url: dataUrl } },
          ],
        },
      ],
    },
    { signal },
  );
  const text = res.choices?.[0]?.message?.content?.trim();
  if (!text) throw new Error('The vision model gave no description');
  return text;
}

export async function transcribeAudio(
  ai: AiClient,
  model: string,
  audio: { bytes: Uint8Array; type: string; name: string },
  signal?: AbortSignal,
): Promise<string> {
  const file = await toFile(audio.bytes, audio.name, { type: audio.type });
  const res = await ai.client.audio.transcriptions.create({ file, model }, { signal });
  return (res as { text?: string }).text?.trim() ?? '';
}

/** b64_json or a URL, whichever the model answers with, as checked image bytes. */
async function imageFromResult(
  data: Array<{ b64_json?: string | null; url?: string | null }> | undefined,
  signal?: AbortSignal,
): Promise<ImageBytes> {
  const first = data?.[0];
  let bytes: Uint8Array | undefined;
  if (first?.b64_json) bytes = new Uint8Array(Buffer.from(first.b64_json, 'base64'));
  else if (first?.url) bytes = await download(first.url, signal);
  if (!bytes) throw new Error('The image model returned no image');
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new Error('The image model returned something that is not an image');
  return { bytes, contentType };
}

async function download(url: string, signal?: AbortSignal): Promise<Uint8Array> {
  const res = await fetch(url, { signal });
  if (!res.ok) throw new Error(`Downloading the generated image failed: ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

// DALL·E answers with short-lived URLs unless asked for base64; gpt-image models always send base64 and refuse the option.
const b64Option = (model: string) => (model.startsWith('dall-e') ? { response_format: 'b64_json' as const } : {});

export async function generateImage(ai: AiClient, model: string, prompt: string, signal?: AbortSignal): Promise<ImageBytes> {
  const res = await ai.client.images.generate(
    { model, prompt, n: 1, size: '1024x1024', ...b64Option(model) },
    { signal, timeout: IMAGE_TIMEOUT_MS },
  );
  return imageFromResult(res.data, signal);
}

export async function editImage(ai: AiClient, model: string, image: ImageBytes, prompt: string, signal?: AbortSignal): Promise<ImageBytes> {
  const ext = image.contentType.split('/')[1] ?? 'png';
  const file = await toFile(image.bytes, `image.${ext}`, { type: image.contentType });
  const res = await ai.client.images.edit({ model, image: file, prompt, n: 1, ...b64Option(model) }, { signal, timeout: IMAGE_TIMEOUT_MS });
  return imageFromResult(res.data, signal);
}

export class BriaError extends Error {}

/** Bria's instruction-based edit (v2, synchronous): restyles the room and answers with the result's URL. */
export async function briaTransform(
  apiKey: string,
  image: ImageBytes,
  instruction: string,
  opts: { signal?: AbortSignal; url?: string; fetch?: typeof fetch } = {},
): Promise<ImageBytes> {
  const f = opts.fetch ?? fetch;
  const res = await f(opts.url ?? BRIA_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', api_token: apiKey },
    body: JSON.stringify({ images: [Buffer.from(image.bytes).toString('base64')], instruction, sync: true }),
    signal: opts.signal ?? AbortSignal.timeout(IMAGE_TIMEOUT_MS),
  });
  const json = (await res.json().catch(() => null)) as {
    result?: { image_url?: string };
    error?: { message?: string };
    message?: string;
  } | null;
  if (!res.ok) throw new BriaError(json?.error?.message ?? json?.message ?? `Bria answered ${res.status}`);
  const url = json?.result?.image_url;
  if (!url) throw new BriaError('Bria returned no image');
  const bytes = await download(url, opts.signal);
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new BriaError('Bria returned something that is not an image');
  return { bytes, contentType };
}
