import { loadSharp } from '../../modules/images/sharp-library.ts';

const SIZE = 256;

/** A person's initials, or a logo-like mark for agencies and companies, on a gradient. */
export type AvatarDesign =
  | { initials: string; from: string; to: string }
  | { mark: keyof typeof MARKS; from: string; to: string };

const INK = '#fdf8ec';

const MARKS = {
  /** A farm gate (tranquera): two posts, rails and a diagonal brace. */
  gate: `<g stroke="${INK}" stroke-width="11" stroke-linecap="round" fill="none">
    <path d="M62 70 V190 M194 70 V190"/>
    <path d="M62 88 H194 M62 118 H194 M62 148 H194 M62 178 H194" stroke-width="8"/>
    <path d="M68 178 L188 88" stroke-width="8"/></g>`,
  /** Snowy peaks over a lake. */
  mountain: `<path d="M36 178 L98 86 L126 124 L158 72 L220 178 Z" fill="${INK}"/>
    <path d="M98 86 L114 110 L104 106 L94 116 L86 104 Z M158 72 L176 100 L164 96 L154 106 L144 94 Z" fill="#bcd3e0"/>
    <path d="M44 196 H212 M70 212 H186" stroke="${INK}" stroke-width="7" stroke-linecap="round" opacity="0.8"/>`,
  /** The sun rising over furrows. */
  sun: `<path d="M84 136 A44 44 0 0 1 172 136 Z" fill="${INK}"/>
    <g stroke="${INK}" stroke-width="8" stroke-linecap="round">
    <path d="M128 76 V58 M86 94 L74 82 M170 94 L182 82 M68 136 H50 M188 136 H206"/></g>
    <g stroke="${INK}" stroke-width="7" stroke-linecap="round" fill="none">
    <path d="M44 150 H212 M60 172 L42 206 M96 172 L88 210 M128 172 V212 M160 172 L168 210 M196 172 L214 206"/></g>`,
  /** An ear of wheat. */
  wheat: `<path d="M128 214 V92" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>
    <g fill="${INK}">${[0, 1, 2, 3, 4]
      .map((i) => {
        const y = 176 - i * 24;
        return `<ellipse cx="112" cy="${y}" rx="10" ry="19" transform="rotate(-38 112 ${y})"/><ellipse cx="144" cy="${y}" rx="10" ry="19" transform="rotate(38 144 ${y})"/>`;
      })
      .join('')}<ellipse cx="128" cy="58" rx="10" ry="22"/></g>`,
} as const;

export function avatarSvg(design: AvatarDesign): string {
  const face =
    'initials' in design
      ? `<text x="128" y="150" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="96" font-weight="700" letter-spacing="2" fill="${INK}">${design.initials}</text>`
      : MARKS[design.mark];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${design.from}"/><stop offset="1" stop-color="${design.to}"/></linearGradient>
      <radialGradient id="shine" cx="0.3" cy="0.2" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
    <rect width="${SIZE}" height="${SIZE}" fill="url(#shine)"/>
    ${face}
  </svg>`;
}

export async function renderAvatar(design: AvatarDesign, file: string): Promise<void> {
  const sharp = await loadSharp();
  await sharp(Buffer.from(avatarSvg(design)))
    .webp({ quality: 86 })
    .toFile(file);
}
