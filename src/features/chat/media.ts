/** The chat's media endpoints (spec §7 Chat). Each throws ApiError/NetworkError from src/data/api.ts on failure. */
import { api, apiFetch } from '../../data/api';
import type { AttachedImage } from './image';

export async function analyzeImage(image: AttachedImage): Promise<string> {
  const res = await api<{ analysis: string }>('POST', '/api/analyze-image', {
    image: image.dataUrl,
    filename: image.name,
    mimeType: image.mimeType,
  });
  return res.analysis;
}

export async function transcribe(audio: Blob): Promise<string> {
  const form = new FormData();
  const ext = audio.type.includes('ogg') ? 'ogg' : audio.type.includes('mp4') ? 'm4a' : 'webm';
  form.append('audio', audio, `recording.${ext}`);
  const res = await api<{ text: string }>('POST', '/api/transcribe', form);
  return res.text;
}

export async function generateImage(prompt: string): Promise<string> {
  return (await api<{ url: string }>('POST', '/api/images/generate', { prompt })).url;
}

export async function editImage(imageBase64: string, modificationRequest: string): Promise<string> {
  return (await api<{ url: string }>('POST', '/api/images/edit', { imageBase64, modificationRequest })).url;
}

export async function transformInterior(imageDataUrl: string, prompt: string): Promise<{ imageUrl: string; action: string }> {
  return api<{ imageUrl: string; action: string }>('POST', '/api/bria/transform-interior', {
    imageBase64: imageDataUrl,
    prompt,
    action: 'auto',
  });
}

/** A made image (same-origin /api/objects/{id}) as a Blob, to attach it to the chat or save it. */
export async function fetchImageBlob(url: string): Promise<Blob> {
  const res = await apiFetch('GET', url, undefined, { headers: { accept: 'image/*' } });
  return res.blob();
}
