import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { sampleListing } from '../db/seed/factories.ts';
import { jpegPhoto, multipartImages } from './image-files.ts';
import type { signedInUser } from './sessions.ts';

type User = Awaited<ReturnType<typeof signedInUser>>;

/**
 * A photo with structure (sky, hills, a tree, a fence), different for each `seed`: plain colour
 * fills all hash alike, and copied-photo checks need photos that look like photos.
 */
export function scenicPhoto(seed: number, width = 960, height = 640): Promise<Buffer> {
  const hill = 260 + ((seed * 37) % 160);
  const sun = 100 + ((seed * 53) % 700);
  const tree = 80 + ((seed * 97) % 760);
  const posts = Array.from({ length: 8 }, (_, i) => {
    const x = ((seed * 11 + i * 131) % width) | 0;
    return `<rect x="${x}" y="${hill + 40}" width="10" height="${60 + ((seed + i) % 5) * 20}" fill="#5b3a1e"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#${((seed * 0x3a5f7) & 0x7f7fff).toString(16).padStart(6, '0')}"/>
    <circle cx="${sun}" cy="${90 + (seed % 4) * 30}" r="${40 + (seed % 3) * 15}" fill="#ffd36b"/>
    <path d="M0 ${hill} Q ${width / 3} ${hill - 120 + (seed % 7) * 30} ${width / 2} ${hill} T ${width} ${hill - 40} V ${height} H 0 Z" fill="#4f7d3a"/>
    <rect x="0" y="${height - 120}" width="${width}" height="120" fill="#${((seed * 0x1b3) & 0x9f9f5f).toString(16).padStart(6, '0')}"/>
    <circle cx="${tree}" cy="${hill - 60}" r="${50 + (seed % 5) * 10}" fill="#1f4d22"/>
    <rect x="${tree - 8}" y="${hill - 20}" width="16" height="90" fill="#3b2412"/>
    ${posts}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** What a scammer does: downloads the photo from the site and uploads it again, smaller. */
export async function copiedPhoto(original: Buffer): Promise<Buffer> {
  const { width = 960 } = await sharp(original).metadata();
  return sharp(original)
    .resize(Math.round(width * 0.7))
    .jpeg({ quality: 60 })
    .toBuffer();
}

export async function uploadPhotos(app: FastifyInstance, user: User, files: Buffer[]): Promise<string[]> {
  const body = multipartImages(files.map((data, i) => ({ name: `foto-${i}.jpg`, data })));
  const res = await app.inject({
    method: 'POST',
    url: `/api/properties/upload-image/${user.user.id}`,
    payload: body.payload,
    headers: { ...body.headers, ...user.headers },
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
  return res.json().urls as string[];
}

/** Publishes through the API as `user`; photos default to one plain upload. */
export async function publishListing(
  app: FastifyInstance,
  user: User,
  overrides: Record<string, unknown> & { images?: string[] } = {},
): Promise<string> {
  const images = overrides.images ?? (await uploadPhotos(app, user, [await jpegPhoto()]));
  const res = await app.inject({
    method: 'POST',
    url: '/api/properties/add-property',
    headers: user.headers,
    payload: { ...sampleListing, ...overrides, images },
  });
  if (res.statusCode !== 201) throw new Error(`publish failed: ${res.body}`);
  return res.json().addedProperty._id as string;
}
