import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import type { AppEnv, Ctx } from '../context';
import { requireUser } from '../context';
import { AppError } from '../errors';
import { validate } from '../validate';
import { sniffImageType } from './objects';
import type { AiClient } from '../services/ai';
import { aiCall, aiClientFor } from '../middleware/ai';
import { analyzeImage, briaTransform, editImage, generateImage, transcribeAudio, type ImageBytes } from '../services/ai-media';
import { insertUploadedObject } from '../repos/objects';

/**
 * Spec §7 Chat media: photo analysis, voice transcription, image generation and editing, interior restyling.
 * Input is checked first (400/413/415 with the spec's messages), then the provider (503 when none is configured),
 * then the call (502 with the spec's failure text). Made images go to the object store and come back as a
 * same-origin /api/objects/{id} URL owned by the user.
 */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const AUDIO_MAX_BYTES = 10 * 1024 * 1024;

/** Request body limits above the API's 2 MB JSON default: base64 adds a third, multipart a little. */
export const MEDIA_BODY_LIMITS: Record<string, number> = {
  '/api/analyze-image': Math.ceil(IMAGE_MAX_BYTES * 1.37) + 64 * 1024,
  '/api/images/edit': Math.ceil(IMAGE_MAX_BYTES * 1.37) + 64 * 1024,
  '/api/bria/transform-interior': Math.ceil(IMAGE_MAX_BYTES * 1.37) + 64 * 1024,
  '/api/transcribe': AUDIO_MAX_BYTES + 256 * 1024,
};

export const MEDIA_MESSAGES = {
  analyzeNotConfigured: 'Image analysis needs an AI provider. Your photo is saved with the conversation.',
  voiceNotConfigured: 'Voice input needs an AI provider.',
  generateNotConfigured: 'Image generation needs an AI provider.',
  editNotConfigured: 'Image editing needs an AI provider.',
  interiorNotConfigured: 'Interior design needs an AI provider.',
  analyzeFailed: 'Image analysis failed. Please try again.',
  voiceFailed: 'Transcription failed. Please try again.',
  generateFailed: 'Failed to generate image. Please try again.',
  editFailed: 'Failed to edit image. Please try again.',
  interiorFailed: 'Failed to transform interior. Please try again.',
  notAnImage: 'Please upload an image file',
  imageTooLarge: 'Image must be 5 MB or smaller',
  audioTooLarge: 'Recording must be 10 MB or smaller',
  notAudio: 'Please record audio as webm, ogg, mp4, wav or mp3',
  noAudio: 'No audio received',
} as const;

// A missing field gets the same message as an empty one: the spec has one text for "nothing there".
const required = (message: string, max: number) =>
  v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message), v.maxLength(max, `must be at most ${max} characters`));
const imageField = (message: string) => v.pipe(v.optional(v.string(message), ''), v.nonEmpty(message));

const AnalyzeBody = v.object({
  image: imageField('No image to analyse'),
  filename: v.optional(v.pipe(v.string(), v.maxLength(255)), 'photo.jpg'),
  mimeType: v.optional(v.pipe(v.string(), v.maxLength(100))),
});
const GenerateBody = v.object({ prompt: required('Please enter a prompt to generate an image', 4000) });
const EditBody = v.object({
  imageBase64: imageField('No image to edit'),
  modificationRequest: required("Please enter what you'd like to change", 4000),
});
const InteriorBody = v.object({
  imageBase64: imageField('No room image to transform'),
  prompt: required('Please describe the interior design changes you want', 4000),
  action: v.optional(v.pipe(v.string(), v.maxLength(50)), 'auto'),
});

/** A data URL or bare base64, checked to be a real image of at most 5 MB by its bytes (never by what it claims). */
export function decodeImage(input: string, field: string): ImageBytes {
  const b64 = input.replace(/^data:[\w/+.-]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(b64)) throw new AppError('VALIDATION_FAILED', `${field}: ${MEDIA_MESSAGES.notAnImage}`, { field });
  if (Math.floor((b64.length * 3) / 4) > IMAGE_MAX_BYTES + 2) throw new AppError('PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.imageTooLarge);
  const bytes = new Uint8Array(Buffer.from(b64, 'base64'));
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.imageTooLarge);
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MEDIA_MESSAGES.notAnImage);
  return { bytes, contentType };
}

/** Audio containers a browser recorder makes, recognised by their first bytes. */
export function sniffAudioType(b: Uint8Array): string | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...b.slice(from, to));
  if (b.length >= 4 && b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) return 'audio/webm';
  if (b.length >= 4 && ascii(0, 4) === 'OggS') return 'audio/ogg';
  if (b.length >= 12 && ascii(4, 8) === 'ftyp') return 'audio/mp4';
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'audio/wav';
  if (b.length >= 3 && (ascii(0, 3) === 'ID3' || (b[0] === 0xff && (b[1] & 0xe0) === 0xe0))) return 'audio/mpeg';
  return null;
}

const AUDIO_EXT: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
};

function provider(c: Ctx, notConfigured: string): AiClient {
  const ai = aiClientFor(c);
  if (!ai) throw new AppError('NOT_CONFIGURED', notConfigured);
  return ai;
}

/** Logs the provider's failure and answers with the spec's text; a person who left gets nothing. */
function providerFailure(c: Ctx, err: unknown, message: string): AppError {
  c.get('deps').log('error', `${c.req.path}: provider call failed`, err);
  return new AppError('PROVIDER_ERROR', message, { details: err instanceof Error ? err.message.slice(0, 300) : undefined });
}

async function saveImage(c: Ctx, userId: string, image: ImageBytes): Promise<string> {
  const { sql, store } = c.get('deps');
  const id = randomUUID();
  const key = `users/${userId}/${id}`;
  await store.put(key, image.bytes, image.contentType);
  await insertUploadedObject(sql, userId, id, key, image.contentType, image.bytes.byteLength);
  return `/api/objects/${id}`;
}

const clientGone = (c: Ctx) => c.req.raw.signal.aborted;

/** Signed out is 401 before any body check, so nobody learns our validation rules without an account. */
export const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c);
  await next();
});

export const aiMediaRoutes = new Hono<AppEnv>()
  .post('/analyze-image', aiCall, signedIn, validate('json', AnalyzeBody), async (c) => {
    requireUser(c);
    const body = c.req.valid('json');
    const image = decodeImage(body.image, 'image');
    const ai = provider(c, MEDIA_MESSAGES.analyzeNotConfigured);
    try {
      return c.json({ analysis: await analyzeImage(ai, image, body.filename, c.req.raw.signal) });
    } catch (err) {
      if (clientGone(c)) return c.body(null, 499 as never);
      throw providerFailure(c, err, MEDIA_MESSAGES.analyzeFailed);
    }
  })
  .post('/transcribe', aiCall, async (c) => {
    requireUser(c);
    const type = c.req.header('content-type') ?? '';
    if (!type.startsWith('multipart/form-data'))
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'audio: send the recording as multipart/form-data');
    const form = await c.req.parseBody();
    const file = form.audio ?? form.file;
    if (!(file instanceof File) || file.size === 0)
      throw new AppError('VALIDATION_FAILED', `audio: ${MEDIA_MESSAGES.noAudio}`, { field: 'audio' });
    if (file.size > AUDIO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.audioTooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const audioType = sniffAudioType(bytes);
    if (!audioType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MEDIA_MESSAGES.notAudio);
    const ai = provider(c, MEDIA_MESSAGES.voiceNotConfigured);
    try {
      const text = await transcribeAudio(
        ai,
        c.get('deps').env.OPENAI_TRANSCRIBE_MODEL,
        { bytes, type: audioType, name: `recording.${AUDIO_EXT[audioType]}` },
        c.req.raw.signal,
      );
      return c.json({ text });
    } catch (err) {
      if (clientGone(c)) return c.body(null, 499 as never);
      throw providerFailure(c, err, MEDIA_MESSAGES.voiceFailed);
    }
  })
  .post('/images/generate', aiCall, signedIn, validate('json', GenerateBody), async (c) => {
    const me = requireUser(c);
    const { prompt } = c.req.valid('json');
    const ai = provider(c, MEDIA_MESSAGES.generateNotConfigured);
    let image: ImageBytes;
    try {
      image = await generateImage(ai, c.get('deps').env.OPENAI_IMAGE_MODEL, prompt, c.req.raw.signal);
    } catch (err) {
      if (clientGone(c)) return c.body(null, 499 as never);
      throw providerFailure(c, err, MEDIA_MESSAGES.generateFailed);
    }
    return c.json({ url: await saveImage(c, me.id, image) });
  })
  .post('/images/edit', aiCall, signedIn, validate('json', EditBody), async (c) => {
    const me = requireUser(c);
    const body = c.req.valid('json');
    const source = decodeImage(body.imageBase64, 'imageBase64');
    const ai = provider(c, MEDIA_MESSAGES.editNotConfigured);
    let image: ImageBytes;
    try {
      image = await editImage(ai, c.get('deps').env.OPENAI_IMAGE_MODEL, source, body.modificationRequest, c.req.raw.signal);
    } catch (err) {
      if (clientGone(c)) return c.body(null, 499 as never);
      throw providerFailure(c, err, MEDIA_MESSAGES.editFailed);
    }
    return c.json({ url: await saveImage(c, me.id, image) });
  })
  .post('/bria/transform-interior', aiCall, signedIn, validate('json', InteriorBody), async (c) => {
    const me = requireUser(c);
    const body = c.req.valid('json');
    const source = decodeImage(body.imageBase64, 'imageBase64');
    const { env } = c.get('deps');
    // Bria when its key is set; otherwise the OpenAI-compatible image edit with an interior-design instruction.
    const ai = env.BRIA_API_KEY ? null : provider(c, MEDIA_MESSAGES.interiorNotConfigured);
    const instruction = `Interior design: ${body.prompt}. Keep the room's layout, walls, windows and camera angle; change only what is asked.`;
    let image: ImageBytes;
    try {
      image = env.BRIA_API_KEY
        ? await briaTransform(env.BRIA_API_KEY, source, body.prompt, { signal: c.req.raw.signal })
        : await editImage(ai!, env.OPENAI_IMAGE_MODEL, source, instruction, c.req.raw.signal);
    } catch (err) {
      if (clientGone(c)) return c.body(null, 499 as never);
      c.get('deps').log('error', 'interior transformation failed', err);
      // Spec §7: on error the answer carries details, which the client shows in its toast.
      const details = err instanceof Error ? err.message.slice(0, 300) : undefined;
      throw new AppError('PROVIDER_ERROR', MEDIA_MESSAGES.interiorFailed, undefined, { details });
    }
    return c.json({ imageUrl: await saveImage(c, me.id, image), action: body.action });
  });
