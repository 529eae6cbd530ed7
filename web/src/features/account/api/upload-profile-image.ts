import type { UploadImagesResponse } from '@tranquera/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Stores one photo (resized by the server) and answers its large URL. */
export async function uploadProfileImage(userId: string, file: File): Promise<string> {
  const body = new FormData();
  body.append('images', file);
  const { urls } = await apiFetch<UploadImagesResponse>(
    `/api/properties/upload-image/${encodeURIComponent(userId)}`,
    { method: 'POST', body },
  );
  const [url] = urls;
  if (!url) throw new Error('Error al subir las imágenes');
  return url;
}

export function useUploadProfileImage(userId: string) {
  return useMutation({ mutationFn: (file: File) => uploadProfileImage(userId, file) });
}
