import { rename } from 'node:fs/promises';
import { IMAGE_SIZES } from '@tranquera/contracts';
import { loadSharp } from '../../../modules/images/sharp-library.ts';
import { lightOverlay } from './light-overlay.ts';
import type { ScenePlanes } from './scenes.ts';
import { PHOTO_HEIGHT, PHOTO_WIDTH } from './svg-canvas.ts';

/** Renders a picture and writes it in every stored size as `<base>-<suffix>.webp`. */
export async function renderPhoto(planes: ScenePlanes, basePath: string, seed: number): Promise<void> {
  const sharp = await loadSharp();
  // The far plane is out of focus, as with a camera focused on the foreground: soft anyway, it
  // is drawn at half size (36 dpi) and enlarged. Two steps, because one pipeline makes libvips
  // render the SVG again for every tile; raw pixels in between, as encoding costs more.
  const raw = { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 4 } as const;
  const small = await sharp(Buffer.from(planes.far), { density: 36 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const far = await sharp(small.data, { raw: small.info })
    .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer();
  const near = await sharp(Buffer.from(planes.near)).raw().toBuffer();
  const picture = await sharp(far, { raw })
    .composite([
      { input: near, raw },
      { input: lightOverlay(planes.ground, planes.horizon, seed), raw, blend: 'soft-light' },
    ])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = picture.info;
  const source = { raw: { width, height, channels } };
  await Promise.all(
    Object.values(IMAGE_SIZES).map(async (size) => {
      const file = `${basePath}-${size.suffix}.webp`;
      // Written aside and renamed, so an interrupted start never leaves a half file behind.
      await sharp(picture.data, source)
        .resize(size.width, size.height, { fit: 'cover' })
        .webp({ quality: size.suffix === 'sm' ? 72 : 80, effort: 2 })
        .toFile(`${file}.part`);
      await rename(`${file}.part`, file);
    }),
  );
}
