import { IMAGE_SIZES, imageVariant } from '@tranquera/contracts';
import { useEffect, useState } from 'react';
import type { ListingPhoto } from '../listing-photos.ts';

const PREVIEW = IMAGE_SIZES.card;

/**
 * A small copy of a picked photo: twenty camera photos decoded at full size would take hundreds
 * of megabytes on a phone. Falls back to the file itself where the browser cannot resize.
 */
async function smallPreview(file: File): Promise<string> {
  try {
    const bitmap = await createImageBitmap(file, { resizeWidth: PREVIEW.width, resizeQuality: 'medium' });
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
    return URL.createObjectURL(await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 }));
  } catch {
    return URL.createObjectURL(file);
  }
}

/** A preview of a stored photo (its card size) or of a picked file (a local, resized copy). */
export function PhotoThumbnail({ photo, alt }: { photo: ListingPhoto; alt: string }) {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const { file } = photo;
  useEffect(() => {
    if (!file) return;
    let url: string | null = null;
    let gone = false;
    void smallPreview(file).then((made) => {
      if (gone) return URL.revokeObjectURL(made);
      url = made;
      setObjectUrl(made);
    });
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);

  const src = file ? objectUrl : photo.url && imageVariant(photo.url, 'card');
  return src ? (
    <img
      src={src}
      alt={alt}
      width={PREVIEW.width}
      height={PREVIEW.height}
      decoding="async"
      className="h-full w-full object-cover"
    />
  ) : (
    <span role="img" aria-label={alt} className="block h-full w-full animate-pulse bg-stone-200" />
  );
}
