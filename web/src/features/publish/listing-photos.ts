import { API, MAX_IMAGES, MAX_IMAGES_TOTAL_BYTES, VALIDATION } from '@tranquera/contracts';
import { z } from 'zod';

/**
 * A photo of the listing form: either already stored (an URL) or a file picked on this device,
 * which gets its URL once uploaded. The list order is the display order; the first is the main.
 */
export interface ListingPhoto {
  id: string;
  url: string | null;
  file: File | null;
}

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|gif)$/i;

export const photosSchema = z
  .array(z.custom<ListingPhoto>())
  .min(1, { error: VALIDATION.imagesRequired })
  .max(MAX_IMAGES, { error: API.tooManyImages });

export const storedPhoto = (url: string): ListingPhoto => ({ id: url, url, file: null });

let sequence = 0;
const newPhoto = (file: File): ListingPhoto => ({ id: `new-${++sequence}`, url: null, file });

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/** Bytes of the photos picked on this device (stored ones were counted when they were uploaded). */
export function pickedBytes(photos: ListingPhoto[]): number {
  return photos.reduce((sum, photo) => sum + (photo.file?.size ?? 0), 0);
}

function isAcceptedImage(file: File): boolean {
  // Some systems leave the type empty; the server recognises the real format anyway.
  return file.type
    ? (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)
    : ACCEPTED_EXTENSIONS.test(file.name);
}

/**
 * Spec §5 images, checked before anything is uploaded: JPG, PNG or GIF only, at most 20, 50 MB in
 * total. Files that fit are added in order; the others are left out with the spec's messages.
 */
export function addPhotos(
  current: ListingPhoto[],
  files: File[],
): { photos: ListingPhoto[]; errors: string[] } {
  const photos = [...current];
  const errors = new Set<string>();
  let bytes = pickedBytes(current);
  for (const file of files) {
    if (!isAcceptedImage(file)) {
      errors.add(API.imageTypeNotAllowed);
      continue;
    }
    if (photos.some((photo) => photo.file && sameFile(photo.file, file))) continue;
    if (photos.length >= MAX_IMAGES) {
      errors.add(API.tooManyImages);
      continue;
    }
    if (bytes + file.size > MAX_IMAGES_TOTAL_BYTES) {
      errors.add(API.imagesTooLarge);
      continue;
    }
    bytes += file.size;
    photos.push(newPhoto(file));
  }
  return { photos, errors: [...errors] };
}

/** Moves the photo at `from` to `to` (both clamped to the list). */
export function movePhoto(photos: ListingPhoto[], from: number, to: number): ListingPhoto[] {
  const target = Math.max(0, Math.min(photos.length - 1, to));
  if (from === target || !photos[from]) return photos;
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}

/** Records the URL an upload answered for a picked photo. */
export function withUploadedUrl(photos: ListingPhoto[], id: string, url: string): ListingPhoto[] {
  return photos.map((photo) => (photo.id === id ? { ...photo, url } : photo));
}
