import { describe, expect, it } from 'vitest';
import { gridSizes, hasImageVariants, listingImage } from './listing-images.ts';

/** The slot width a browser derives from a `sizes` attribute at a viewport width (px). */
function slotAt(sizes: string, viewport: number): number {
  const entry = sizes
    .split(/,\s*(?![^()]*\))/)
    .map((part) => /^(?:\(min-width: (\d+)px\) )?(.+)$/.exec(part.trim())!)
    .find(([, from]) => from === undefined || viewport >= Number(from))!;
  const arithmetic = entry[2]!.replace(/calc/g, '').replace(/100vw/g, String(viewport)).replace(/px/g, '');
  expect(arithmetic).toMatch(/^[\d\s.+\-*/()]+$/);
  return Math.round(Number(new Function(`return ${arithmetic}`)()));
}

describe('listingImage', () => {
  const stored = '/uploads/ab12cd-lg.webp';

  it('offers the thumb and card sizes to a card, with the card size as src', () => {
    expect(listingImage(stored, 'card', '100vw')).toEqual({
      src: '/uploads/ab12cd-md.webp',
      srcSet: '/uploads/ab12cd-sm.webp 240w, /uploads/ab12cd-md.webp 640w',
      sizes: '100vw',
      width: 640,
      height: 427,
    });
  });

  it('offers the card and large sizes to the gallery, with the large one as src', () => {
    expect(listingImage(stored, 'gallery', '816px')).toEqual({
      src: '/uploads/ab12cd-lg.webp',
      srcSet: '/uploads/ab12cd-md.webp 640w, /uploads/ab12cd-lg.webp 1280w',
      sizes: '816px',
      width: 1280,
      height: 853,
    });
  });

  it('offers the thumb and card sizes to a gallery thumbnail, with the thumb as src', () => {
    const thumb = listingImage(stored, 'galleryThumb', '200px');
    expect(thumb.src).toBe('/uploads/ab12cd-sm.webp');
    expect(thumb.srcSet).toBe('/uploads/ab12cd-sm.webp 240w, /uploads/ab12cd-md.webp 640w');
    expect([thumb.width, thumb.height]).toEqual([240, 160]);
  });

  it('keeps a photo without stored sizes as a plain src, still with its box', () => {
    for (const url of ['/images/demo-campo.svg', 'https://example.com/foto.jpg', '/uploads/old.webp']) {
      expect(hasImageVariants(url)).toBe(false);
      expect(listingImage(url, 'card', '100vw')).toEqual({ src: url, width: 640, height: 427 });
    }
    expect(hasImageVariants('/uploads/ab12cd-lg.webp')).toBe(true);
  });
});

describe('gridSizes', () => {
  it('lists the bands widest first, a fixed width past the page maximum, the smallest unconditioned', () => {
    expect(
      gridSizes([
        { from: 0, columns: 1, outside: 32, gap: 24 },
        { from: 640, columns: 2, outside: 48, gap: 24 },
        { from: 1024, columns: 4, outside: 64, gap: 24 },
      ]),
    ).toBe(
      '(min-width: 1280px) 286px, (min-width: 1024px) calc((100vw - 136px) / 4), ' +
        '(min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 32px)',
    );
  });

  it('takes a band that starts at the maximum as the fixed one', () => {
    const sizes = gridSizes([
      { from: 0, columns: 1, outside: 32, gap: 24 },
      { from: 1024, columns: 3, outside: 64, gap: 24 },
      { from: 1280, columns: 4, outside: 64, gap: 24 },
    ]);
    expect(sizes).toBe(
      '(min-width: 1280px) 286px, (min-width: 1024px) calc((100vw - 112px) / 3), calc(100vw - 32px)',
    );
  });

  it('bounds a narrow layout by its own maximum width', () => {
    expect(gridSizes([{ from: 0, columns: 1, outside: 32, gap: 0 }], 416)).toBe(
      '(min-width: 416px) 384px, calc(100vw - 32px)',
    );
  });

  it('gives a slot a share of the row (80%)', () => {
    const sizes = gridSizes([{ from: 0, columns: 1.25, outside: 32, gap: 0 }]);
    expect(slotAt(sizes, 375)).toBe(Math.round((375 - 32) * 0.8));
  });

  it('matches a search results grid beside its filter column at each width', () => {
    const sizes = gridSizes([
      { from: 0, columns: 1, outside: 32, gap: 24 },
      { from: 480, columns: 2, outside: 32, gap: 24 },
      { from: 640, columns: 2, outside: 48, gap: 24 },
      { from: 768, columns: 2, outside: 320, gap: 24 },
      { from: 1024, columns: 2, outside: 392, gap: 24 },
      { from: 1160, columns: 3, outside: 392, gap: 24 },
    ]);
    expect(slotAt(sizes, 375)).toBe(343);
    expect(slotAt(sizes, 412)).toBe(380);
    expect(slotAt(sizes, 800)).toBe(228);
    expect(slotAt(sizes, 1100)).toBe(342);
    expect(slotAt(sizes, 1280)).toBe(280);
    expect(slotAt(sizes, 1920)).toBe(280);
  });

  it('refuses bands that all start past the maximum width', () => {
    expect(() => gridSizes([{ from: 1536, columns: 4, outside: 64, gap: 24 }])).toThrow();
  });
});
