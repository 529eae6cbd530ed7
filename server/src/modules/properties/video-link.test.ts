import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, sampleListing } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signedInUser } from '../../test/sessions.ts';

// The listing form only lets through video links the detail page can embed; the API holds every
// client to the same rule, with the form's message.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const VIDEO_LINK_INVALID = 'Pegá un enlace de YouTube (watch, youtu.be, embed o shorts).';
const notEmbeddable = [
  'https://vimeo.com/76979871',
  'https://www.youtube.com/watch?v=corto',
  'https://www.youtube.com/channel/UC1234567890',
  'mi video',
];

describe("a listing's video link", () => {
  it.each(notEmbeddable)('is refused on publish when YouTube cannot embed it: %s', async (link) => {
    const seller = await signedInUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/properties/add-property',
      headers: seller.headers,
      payload: { ...sampleListing, video_link: link },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: VIDEO_LINK_INVALID, field: 'video_link' });
  });

  it('is refused on edit, and the stored link stays', async () => {
    const seller = await signedInUser(app);
    const listing = await insertProperty(app.db, seller.user.id, {
      video_link: 'https://youtu.be/dQw4w9WgXcQ',
    });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/properties/update-property/${listing.id}/${seller.user.id}`,
      headers: seller.headers,
      payload: { ...sampleListing, video_link: 'https://example.com/video.mp4' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VIDEO_LINK_INVALID);
    const detail = (await app.inject({ url: `/api/properties/get-property/${listing.id}` })).json().property;
    expect(detail.video_link).toBe('https://youtu.be/dQw4w9WgXcQ');
  });

  it.each([
    '',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
  ])('accepts no link or any of the four YouTube forms: "%s"', async (link) => {
    const seller = await signedInUser(app);
    const listing = await insertProperty(app.db, seller.user.id);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/properties/update-property/${listing.id}/${seller.user.id}`,
      headers: seller.headers,
      payload: { ...sampleListing, video_link: link },
    });
    expect(res.json()).toEqual({ message: 'Propiedad actualizada con éxito' });
    const detail = (await app.inject({ url: `/api/properties/get-property/${listing.id}` })).json().property;
    expect(detail.video_link).toBe(link);
  });
});
