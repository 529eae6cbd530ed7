import type { Random } from '../prng.ts';
import type { Daylight } from './daylight.ts';
import { mix, type SvgCanvas } from './svg-canvas.ts';

export function drawSky(canvas: SvgCanvas, light: Daylight, horizon: number): void {
  const { width: w, height: h } = canvas;
  const edge = Math.min(0.98, horizon / h);
  const fill = canvas.linearGradient([
    [0, light.skyTop],
    [edge * 0.55, mix(light.skyTop, light.skyHorizon, 0.45)],
    [edge, light.skyHorizon],
    [1, light.skyHorizon],
  ]);
  canvas.draw(`<rect width="${w}" height="${h}" fill="${fill}"/>`);

  const sunX = light.sun.x * w;
  const sunY = light.sun.y * h;
  // Many stops on a falling curve: two or three would show rings around the sun.
  const glow = canvas.radialGradient(
    [0, 0.04, 0.1, 0.2, 0.32, 0.46, 0.62, 0.8, 1].map((offset): [number, string, number] => [
      offset,
      light.sun.color,
      light.sun.glow * (1 - offset) ** 2.6,
    ]),
  );
  canvas.draw(`<circle cx="${sunX}" cy="${sunY}" r="${w * 0.7}" fill="${glow}"/>`);
  if (sunY > 0 && sunY < horizon) {
    const disc = canvas.radialGradient([
      [0, '#fffdf4'],
      [0.75, '#fffbe9'],
      [1, light.sun.color, 0],
    ]);
    canvas.draw(`<circle cx="${sunX}" cy="${sunY}" r="${w * 0.03}" fill="${disc}"/>`);
  }
}

/**
 * Cumulus: overlapping puffs with soft radial edges, lit above and shaded below, smaller and
 * flatter towards the horizon.
 */
export function drawClouds(
  canvas: SvgCanvas,
  random: Random,
  light: Daylight,
  options: { count: number; top: number; bottom: number },
): void {
  // Puffs with fairly crisp rims and a flat, shaded base read as cumulus rather than smoke.
  const litPuff = canvas.radialGradient([
    [0, light.cloud, 1],
    [0.7, light.cloud, 0.92],
    [0.88, light.cloud, 0.55],
    [1, light.cloud, 0],
  ]);
  const shadePuff = canvas.radialGradient([
    [0, light.cloudShade, 0.7],
    [0.7, light.cloudShade, 0.45],
    [1, light.cloudShade, 0],
  ]);
  const shade: string[] = [];
  const lit: string[] = [];
  for (let i = 0; i < options.count; i++) {
    const y = random.between(options.top, options.bottom);
    const depth = (y - options.top) / Math.max(1, options.bottom - options.top);
    const size = canvas.width * random.between(0.08, 0.17) * (1 - depth * 0.5);
    const x = random.between(-0.05, 1.05) * canvas.width;
    const puffs = random.int(8, 14);
    shade.push(ellipse(x, y + size * 0.05, size * 1.05, size * 0.14));
    for (let p = 0; p < puffs; p++) {
      const along = random.between(-1, 1);
      const rx = size * random.between(0.35, 0.6) * (1 - Math.abs(along) * 0.4);
      const ry = rx * random.between(0.6, 0.85) * (1 - depth * 0.35);
      const px = x + along * size;
      const py = y - (1 - Math.abs(along)) * ry * random.between(0.4, 1.1);
      shade.push(ellipse(px + rx * 0.05, py + ry * 0.3, rx * 0.95, ry * 0.7));
      lit.push(ellipse(px - rx * 0.08, py - ry * 0.1, rx, ry));
    }
  }
  canvas.draw(`<g fill="${shadePuff}">${shade.join('')}</g><g fill="${litPuff}">${lit.join('')}</g>`);

  // Thin high streaks make the sky less empty without competing with the puffs.
  const wisp = canvas.radialGradient([
    [0, light.cloud, 0.45],
    [1, light.cloud, 0],
  ]);
  const wisps: string[] = [];
  for (let i = random.int(1, 3); i > 0; i--) {
    wisps.push(
      ellipse(
        random.between(0, canvas.width),
        random.between(options.top * 0.5, options.bottom),
        random.between(160, 400),
        random.between(8, 18),
      ),
    );
  }
  canvas.draw(`<g fill="${wisp}">${wisps.join('')}</g>`);
}

function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}"/>`;
}

export function drawBirds(canvas: SvgCanvas, random: Random, count: number, color: string): void {
  const x0 = random.between(0.15, 0.75) * canvas.width;
  const y0 = random.between(0.08, 0.25) * canvas.height;
  const birds: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = x0 + random.between(-90, 90);
    const y = y0 + random.between(-40, 40);
    const s = random.between(4, 9);
    birds.push(
      `M${(x - s).toFixed(1)},${(y - s * 0.4).toFixed(1)} q${(s * 0.5).toFixed(1)},${(s * 0.1).toFixed(1)} ${s.toFixed(1)},${(s * 0.45).toFixed(1)} q${(s * 0.5).toFixed(1)},${(-s * 0.35).toFixed(1)} ${s.toFixed(1)},${(-s * 0.45).toFixed(1)}`,
    );
  }
  canvas.draw(
    `<path d="${birds.join(' ')}" fill="none" stroke="${color}" stroke-width="1.6" stroke-linecap="round" opacity="0.75"/>`,
  );
}

/** A band of haze on the horizon: the strongest cue of distance in open country. */
export function drawHaze(canvas: SvgCanvas, light: Daylight, horizon: number, depth = 90): void {
  const fill = canvas.linearGradient([
    [0, light.haze, 0],
    [0.6, light.haze, 0.55],
    [1, light.haze, 0],
  ]);
  canvas.draw(
    `<rect x="0" y="${horizon - depth * 1.2}" width="${canvas.width}" height="${depth * 2}" fill="${fill}"/>`,
  );
}

/** Darker corners, as most lenses give. */
export function drawVignette(canvas: SvgCanvas, strength = 0.38): void {
  const fill = canvas.radialGradient([
    [0.55, '#000000', 0],
    [1, '#0b0a12', strength],
  ]);
  canvas.draw(`<rect width="${canvas.width}" height="${canvas.height}" fill="${fill}"/>`);
}
