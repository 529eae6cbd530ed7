import type { PropertyListResponse } from '@tranquera/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, insertUser, sampleListing } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { jpegPhoto } from '../../test/image-files.ts';
import { publishListing, uploadPhotos } from '../../test/publishing.ts';
import { signedInUser } from '../../test/sessions.ts';
import { PREFIX_WHOLE_WORDS_MAX, wordsStartingAs } from './search-vocabulary.ts';

// A typed prefix is searched as the catalogue's whole words that start with it (search-vocabulary.ts).
// These check what a visitor would notice if that list were ever behind the listings: a word
// published or written in an edit is found by its first letters at once.

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

async function search(text: string): Promise<PropertyListResponse> {
  const res = await app.inject({ url: `/api/properties/?search=${encodeURIComponent(text)}&limit=100` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const titles = (body: PropertyListResponse) => body.payload.map((p) => p.listing_title).sort();

describe('a typed prefix and the words of the catalogue', () => {
  it('finds a word from the moment a listing with it is published or edited', async () => {
    const owner = await signedInUser(app);
    // Searched first, so the server has already looked the prefix up and found nothing.
    expect(titles(await search('ñandub'))).toEqual([]);
    expect(titles(await search('quebrach'))).toEqual([]);

    const images = await uploadPhotos(app, owner, [await jpegPhoto()]);
    const id = await publishListing(app, owner, { listing_title: 'Campo con ñandubays y aguadas', images });
    expect(titles(await search('ñandub'))).toEqual(['Campo con ñandubays y aguadas']);
    expect(titles(await search('aguadas ñandu'))).toEqual(['Campo con ñandubays y aguadas']);

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/properties/update-property/${id}/${owner.user.id}`,
      headers: owner.headers,
      payload: { ...sampleListing, listing_title: 'Campo con quebrachales y aguadas', images },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(titles(await search('quebrach'))).toEqual(['Campo con quebrachales y aguadas']);
    expect(titles(await search('ñandub'))).toEqual([]);
  });

  it('finds every listing of a prefix that starts more words than are looked up one by one', async () => {
    const owner = await insertUser(app.db);
    const many = PREFIX_WHOLE_WORDS_MAX + 8;
    // 'rx100' … 'rx139': words with digits are kept as typed, so each is a word of its own.
    for (let n = 100; n < 100 + many; n++) {
      await insertProperty(app.db, owner.id, { listing_title: `Lote sobre ruta rx${n}` });
    }
    expect(await wordsStartingAs(app.db, 'rx1')).toBeNull();
    expect(await wordsStartingAs(app.db, 'rx11')).toEqual(Array.from({ length: 10 }, (_, i) => `rx11${i}`));
    expect((await search('rx1')).payload).toHaveLength(many);
    expect(titles(await search('rx11'))).toEqual(
      Array.from({ length: 10 }, (_, i) => `Lote sobre ruta rx11${i}`),
    );
    expect(titles(await search('lote rx105'))).toEqual(['Lote sobre ruta rx105']);
  });

  it('reads a word typed twice as once, the prefix of the last one still ranking titles', async () => {
    const owner = await insertUser(app.db);
    const day = (n: number) => new Date(Date.UTC(2024, 5, n));
    const recría = 'Buena recría de vaquillonas, con aguadas naturales y monte de reparo todo el año.';
    // 'Recriadores' starts like 'recría' but is another word: it holds the prefix, not the word.
    await insertProperty(app.db, owner.id, {
      listing_title: 'Recriadores del sur',
      description: recría,
      createdAt: day(1),
    });
    await insertProperty(app.db, owner.id, {
      listing_title: 'Campo de recría en Ayacucho',
      createdAt: day(2),
    });
    await insertProperty(app.db, owner.id, {
      listing_title: 'Tambo en Cañuelas',
      description: recría,
      createdAt: day(3),
    });
    const titled = async (text: string) => (await search(text)).payload.map((p) => p.listing_title);
    // The title holding the word, then the one holding only its prefix, then the description.
    const expected = ['Campo de recría en Ayacucho', 'Recriadores del sur', 'Tambo en Cañuelas'];
    expect(await titled('recría')).toEqual(expected);
    expect(await titled('recría recría')).toEqual(expected);
    expect(await titled('recria Recría recr')).toEqual(expected);
  });
});
