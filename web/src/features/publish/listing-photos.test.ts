import { API, MAX_IMAGES, MAX_IMAGES_TOTAL_BYTES } from '@tranquera/contracts';
import { describe, expect, it } from 'vitest';
import { addPhotos, movePhoto, storedPhoto } from './listing-photos.ts';

const file = (name: string, bytes = 10, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type, lastModified: 1 });

describe('addPhotos', () => {
  it('adds JPG, PNG and GIF files in order and leaves other types out with the spec message', () => {
    const { photos, errors } = addPhotos(
      [],
      [
        file('a.jpg'),
        file('b.txt', 10, 'text/plain'),
        file('c.png', 10, 'image/png'),
        file('d.gif', 10, 'image/gif'),
      ],
    );
    expect(photos.map((photo) => photo.file?.name)).toEqual(['a.jpg', 'c.png', 'd.gif']);
    expect(errors).toEqual([API.imageTypeNotAllowed]);
  });

  it('stops at 20 photos, stored ones included', () => {
    const stored = Array.from({ length: MAX_IMAGES - 1 }, (_, i) => storedPhoto(`/uploads/${i}-lg.webp`));
    const { photos, errors } = addPhotos(stored, [file('a.jpg'), file('b.jpg')]);
    expect(photos).toHaveLength(MAX_IMAGES);
    expect(photos.at(-1)?.file?.name).toBe('a.jpg');
    expect(errors).toEqual([API.tooManyImages]);
  });

  it('keeps the picked photos within 50 MB in total', () => {
    const half = MAX_IMAGES_TOTAL_BYTES / 2;
    const { photos, errors } = addPhotos([], [file('a.jpg', half), file('b.jpg', half), file('c.jpg', 1)]);
    expect(photos.map((photo) => photo.file?.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(errors).toEqual([API.imagesTooLarge]);
  });

  it('ignores a file picked twice', () => {
    const first = addPhotos([], [file('a.jpg')]);
    expect(addPhotos(first.photos, [file('a.jpg')]).photos).toHaveLength(1);
  });
});

describe('movePhoto', () => {
  const photos = ['a', 'b', 'c'].map(storedPhoto);
  it('moves a photo and keeps the others in order', () => {
    expect(movePhoto(photos, 2, 0).map((photo) => photo.url)).toEqual(['c', 'a', 'b']);
    expect(movePhoto(photos, 0, 1).map((photo) => photo.url)).toEqual(['b', 'a', 'c']);
  });
  it('does nothing past either end', () => {
    expect(movePhoto(photos, 0, -1)).toBe(photos);
    expect(movePhoto(photos, 2, 3)).toBe(photos);
  });
});
