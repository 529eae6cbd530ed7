/**
 * Writes the site's default share image (og:image of pages without a photo of their own) and the
 * logo of its structured data into web/public/images/, from the home page's landscape
 * (hero-campo.svg) and the favicon's gate mark. Run from server/ after changing either, and commit
 * the images:
 *
 *   npx tsx scripts/build-og-image.ts [site name, default Tranquera]
 *
 * The text is drawn with the machine's fonts (DejaVu Sans or Liberation Sans on Debian).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { SITE_IMAGES } from '../src/modules/pages/structured-data.ts';

const webPublic = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public');
const siteName = process.argv[2] ?? 'Tranquera';
const { ogDefault, logo } = SITE_IMAGES;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** The gate mark of the header logo (web site-logo.tsx), 40×40 units. */
const gateMark = (x: number, y: number, size: number) => `
  <g transform="translate(${x} ${y}) scale(${size / 40})">
    <rect width="40" height="40" rx="10" fill="#2f5d34"/>
    <path d="M8 29V12m24 17V12M8 15.5h24M8 21h24M8 26.5h24M9 27 31 14" stroke="#ecd9a4"
      stroke-width="2.6" stroke-linecap="round" fill="none"/>
  </g>`;

/** What goes over the landscape: the home hero's dark veil, the mark, the name and the offer. */
const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${ogDefault.width}" height="${ogDefault.height}">
  <defs>
    <linearGradient id="veil" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#111e14" stop-opacity=".82"/>
      <stop offset=".55" stop-color="#111e14" stop-opacity=".5"/>
      <stop offset="1" stop-color="#111e14" stop-opacity=".08"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#veil)"/>
  ${gateMark(80, 170, 112)}
  <text x="218" y="262" font-family="${FONT}" font-size="92" font-weight="800" fill="#ffffff"
    letter-spacing="-2">${escapeXml(siteName)}</text>
  <text x="82" y="380" font-family="${FONT}" font-size="46" font-weight="700" fill="#ecd9a4">
    Campos en venta y alquiler</text>
  <text x="82" y="440" font-family="${FONT}" font-size="30" fill="#ffffff" fill-opacity=".9">
    Argentina · Paraguay · Uruguay · Bolivia</text>
</svg>`;

const hero = readFileSync(path.join(webPublic, 'images/hero-campo.svg'));
const ogTarget = path.join(webPublic, ogDefault.path);
await sharp(hero)
  .resize(ogDefault.width, ogDefault.height, { fit: 'cover' })
  .composite([{ input: Buffer.from(overlay) }])
  .jpeg({ quality: 86, mozjpeg: true })
  .toFile(ogTarget);
console.log(`${ogDefault.width}×${ogDefault.height} share image written to ${ogTarget}`);

const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${logo.width}" height="${logo.height}">
  ${gateMark(0, 0, logo.width)}
</svg>`;
const logoTarget = path.join(webPublic, logo.path);
await sharp(Buffer.from(logoSvg)).png({ compressionLevel: 9 }).toFile(logoTarget);
console.log(`${logo.width}×${logo.height} logo written to ${logoTarget}`);
