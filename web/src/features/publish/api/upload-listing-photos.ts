import { API } from '@tranquera/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { endSession, readSession } from '../../auth/session.ts';

export const UPLOAD_FAILED = 'Ha ocurrido un error al cargar las imágenes. Vuelve a intentarlo más tarde.';

/** The server's own answers worth showing as they are; anything else gets the spec's message. */
const SPECIFIC_MESSAGES: readonly string[] = [
  API.imageTypeNotAllowed,
  API.tooManyImages,
  API.imagesTooLarge,
  API.imageUnreadable,
];

/** Photos at once in flight: the server renders them in parallel and the bar keeps moving. */
const CONCURRENCY = 3;
/** Share of a photo's part of the bar its bytes take; the rest fills when the server is done. */
const SENDING_SHARE = 0.85;

export interface UploadProgress {
  /** 0 to 1, weighted by file size. */
  fraction: number;
  done: number;
  count: number;
}

function sendPhoto(userId: string, file: File, onSent: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/properties/upload-image/${encodeURIComponent(userId)}`);
    const token = readSession()?.token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    // fetch() cannot report upload progress; XMLHttpRequest can (spec: a visible progress bar).
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onSent(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, UPLOAD_FAILED, null));
    xhr.onload = () => {
      const body = xhr.response as { message?: unknown; urls?: unknown } | null;
      const url = Array.isArray(body?.urls) ? body.urls[0] : undefined;
      if (xhr.status === 201 && typeof url === 'string') return resolve(url);
      const message = typeof body?.message === 'string' ? body.message : '';
      if (xhr.status === 401 && token && message === API.unauthorized) endSession('expired');
      reject(new ApiError(xhr.status, SPECIFIC_MESSAGES.includes(message) ? message : UPLOAD_FAILED, body));
    };
    const form = new FormData();
    form.append('images', file);
    xhr.send(form);
  });
}

export interface PendingUpload {
  id: string;
  file: File;
}

/**
 * Uploads each photo in its own request, a few at a time, reporting real progress. Every photo
 * that made it is handed to `onUploaded` at once, so a retry after a failure only sends the rest.
 * Rejects with an ApiError whose message is the one to show.
 */
export async function uploadListingPhotos(
  userId: string,
  uploads: PendingUpload[],
  onUploaded: (id: string, url: string) => void,
  onProgress: (progress: UploadProgress) => void,
): Promise<void> {
  const totalBytes = uploads.reduce((sum, upload) => sum + upload.file.size, 0) || 1;
  const shares = uploads.map(() => 0);
  let done = 0;
  let failure: unknown = null;
  const report = () =>
    onProgress({
      fraction: uploads.reduce((sum, upload, i) => sum + upload.file.size * shares[i]!, 0) / totalBytes,
      done,
      count: uploads.length,
    });
  report();

  let next = 0;
  const worker = async () => {
    while (next < uploads.length && !failure) {
      const index = next++;
      const upload = uploads[index]!;
      try {
        const url = await sendPhoto(userId, upload.file, (sent) => {
          shares[index] = sent * SENDING_SHARE;
          report();
        });
        shares[index] = 1;
        done += 1;
        onUploaded(upload.id, url);
        report();
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, uploads.length) }, worker));
  if (failure) throw failure;
}
