import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, sampleListing } from '../../db/seed/factories.ts';
import { jpegPhoto, multipartImages } from '../../test/image-files.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signedInUser } from '../../test/sessions.ts';

// Text searches read the narrow search table (schema.ts listingSearch), which triggers keep in
// step with the listings in the writing transaction: what a buyer searches is what was written.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const SEARCH_COLUMNS =
  'id, user_id, status, created_at, category, operation, state, price_per_hectare_usd, hectares, location_lat, location_lng';
// The search table holds the listings' text vectors without positions (migration 0024).
const LISTING_COLUMNS = `${SEARCH_COLUMNS}, strip(search_document), strip(title_document)`;
const SEARCH_TABLE_COLUMNS = `${SEARCH_COLUMNS}, search_document, title_document`;

/** Rows of one table and not the other, both ways (empty when the search table is in step). */
async function outOfStep(): Promise<unknown[]> {
  const result = await app.db.execute(
    sql.raw(`(select ${LISTING_COLUMNS} from properties except all select ${SEARCH_TABLE_COLUMNS} from listing_search)
      union all (select ${SEARCH_TABLE_COLUMNS} from listing_search except all select ${LISTING_COLUMNS} from properties)`),
  );
  return result.rows;
}

async function searchTitles(query: string): Promise<string[]> {
  const response = await app.inject({ url: `/api/properties/?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().payload.map((card: { listing_title: string }) => card.listing_title);
}

describe('the search table', () => {
  it('holds what every write to a listing leaves, whatever statement wrote it', async () => {
    const seller = await signedInUser(app);
    const other = await signedInUser(app);
    const rows = await Promise.all(
      ['Campo en Tandil', 'Chacra en Lobos', 'Estancia en Salta'].map((title) =>
        insertProperty(app.db, seller.user.id, { listing_title: title }),
      ),
    );
    expect(await outOfStep()).toEqual([]);

    const [first, second, third] = rows.map((row) => row.id);
    await app.db.execute(sql`update properties set listing_title = 'Tambo en Rafaela', price_per_hectare_usd = 999,
      state = 'Santa Fe', location_lat = -31.2, location_lng = -61.5 where id = ${first}`);
    await app.db.execute(
      sql`update properties set status = 'paused', user_id = ${other.user.id} where id = ${second}`,
    );
    // A write that changes nothing it holds (a renewal notice) leaves it alone, and in step.
    await app.db.execute(sql`update properties set renewal_notice_at = now() where id = ${third}`);
    expect(await outOfStep()).toEqual([]);

    const moved = '00000000-0000-4000-8000-000000000001';
    await app.db.execute(sql`update properties set id = ${moved} where id = ${third}`);
    await app.db.execute(sql`delete from properties where id = ${first}`);
    expect(await outOfStep()).toEqual([]);
    const left = await app.db.execute(
      sql`select id from listing_search where id in (${first}, ${third}, ${moved})`,
    );
    expect(left.rows).toEqual([{ id: moved }]);
  });

  it('finds an edited listing by its new words, price, province and area, not its old ones, and forgets a deleted one', async () => {
    const seller = await signedInUser(app);
    const body = multipartImages([{ name: 'campo.jpg', data: await jpegPhoto() }]);
    const photos = await app.inject({
      method: 'POST',
      url: `/api/properties/upload-image/${seller.user.id}`,
      payload: body.payload,
      headers: { ...body.headers, ...seller.headers },
    });
    const images = photos.json().urls as string[];
    const published = await app.inject({
      method: 'POST',
      url: '/api/properties/add-property',
      headers: seller.headers,
      payload: { ...sampleListing, listing_title: 'Campo algodonero en Charata', images },
    });
    expect(published.statusCode).toBe(201);
    const id = published.json().addedProperty._id as string;
    expect(await searchTitles('search=algodonero')).toEqual(['Campo algodonero en Charata']);
    // Several provinces and area ranges are asked as the table's facet tokens (one index scan).
    expect(await searchTitles('search=algodonero&state=Chaco,Córdoba&hectares=200-500,1000-500000')).toEqual([
      'Campo algodonero en Charata',
    ]);

    const update = await app.inject({
      method: 'PUT',
      url: `/api/properties/update-property/${id}/${seller.user.id}`,
      headers: seller.headers,
      payload: {
        ...sampleListing,
        listing_title: 'Campo yerbatero en Oberá',
        price: 12345,
        state: 'Misiones',
        hectares: 1200,
        images,
      },
    });
    expect(update.statusCode).toBe(200);
    expect(await searchTitles('search=algodonero')).toEqual([]);
    expect(await searchTitles('search=yerbatero&minPrice=12000&maxPrice=13000')).toEqual([
      'Campo yerbatero en Oberá',
    ]);
    expect(await searchTitles('search=yerbatero&maxPrice=12000')).toEqual([]);
    expect(await searchTitles('search=yerbatero&state=Chaco,Misiones&hectares=0-50,1000-500000')).toEqual([
      'Campo yerbatero en Oberá',
    ]);
    expect(await searchTitles('search=yerbatero&state=Chaco,Córdoba&hectares=1000-500000')).toEqual([]);
    expect(await searchTitles('search=yerbatero&state=Chaco,Misiones&hectares=0-50,200-500')).toEqual([]);

    const remove = await app.inject({
      method: 'DELETE',
      url: `/api/properties/delete-property/${id}/${seller.user.id}`,
      headers: seller.headers,
    });
    expect(remove.statusCode).toBe(200);
    expect(await searchTitles('search=yerbatero')).toEqual([]);
    expect(await outOfStep()).toEqual([]);
  });
});
