import type { Random } from '../prng.ts';
import type { Daylight } from './daylight.ts';
import { darken, lighten, mix, points, type SvgCanvas } from './svg-canvas.ts';

type Profile = [number, number][];

/** A skyline: smooth rolling hills (sum of waves) or jagged peaks (midpoint displacement). */
export function skyline(
  canvas: SvgCanvas,
  random: Random,
  options: { base: number; height: number; jagged: boolean },
): Profile {
  const { width } = canvas;
  if (!options.jagged) {
    const waves = [1, 2, 3].map((n) => ({
      length: (width * random.between(0.5, 1.4)) / n,
      phase: random.between(0, Math.PI * 2),
      weight: 1 / n,
    }));
    const profile: Profile = [];
    for (let x = -20; x <= width + 20; x += 16) {
      const lift = waves.reduce(
        (sum, w) => sum + (w.weight * (1 + Math.sin((x / w.length) * Math.PI * 2 + w.phase))) / 2,
        0,
      );
      profile.push([x, options.base - (options.height * lift) / 1.83]);
    }
    return profile;
  }
  let heights = [random.between(0.3, 0.8), random.between(0.6, 1), random.between(0.3, 0.8)];
  let roughness = 0.5;
  while (heights.length < 129) {
    const next: number[] = [];
    for (let i = 0; i < heights.length - 1; i++) {
      const a = heights[i]!;
      const b = heights[i + 1]!;
      next.push(a, (a + b) / 2 + random.between(-roughness, roughness));
    }
    next.push(heights[heights.length - 1]!);
    heights = next;
    roughness *= 0.52;
  }
  const step = (width + 40) / (heights.length - 1);
  return heights.map((value, i) => [
    i * step - 20,
    options.base - options.height * Math.max(0, Math.min(1.1, value)),
  ]);
}

export interface Texture {
  color: string;
  /** feTurbulence base frequency, "x y": a high x and low y gives vertical gullies. */
  frequency: string;
  strength: number;
  seed: number;
}

/** Fills the land under a skyline, lighter at the top where it catches the sky. */
export function drawRange(
  canvas: SvgCanvas,
  profile: Profile,
  options: {
    color: string;
    light: Daylight;
    distance: number;
    texture?: Texture;
    /** Share of the range, from the top, under snow. */
    snow?: number;
    /** Shade the side of each peak turned away from the sun (rocky ranges). */
    facets?: boolean;
  },
): void {
  const bottom = canvas.height;
  const near = mix(options.color, options.light.haze, options.distance * 0.7);
  const fill = canvas.linearGradient([
    [0, lighten(near, 0.12)],
    [0.5, near],
    [1, mix(near, options.light.haze, 0.3)],
  ]);
  const outline = `${points(profile)} ${canvas.width + 20},${bottom} -20,${bottom}`;
  canvas.draw(`<polygon points="${outline}" fill="${fill}"/>`);
  const top = Math.min(...profile.map(([, y]) => y));
  const lowest = Math.max(...profile.map(([, y]) => y));
  if (options.texture) {
    const clip = canvas.define((id) => `<clipPath id="${id}"><polygon points="${outline}"/></clipPath>`);
    canvas.draw(`<g clip-path="${clip}">`);
    drawTexture(canvas, { ...options.texture, y: top, height: lowest - top + 30 });
    canvas.draw('</g>');
  }
  if (options.facets) drawFacets(canvas, profile, options.light, lowest + 30);
  if (options.snow !== undefined) {
    const snowLine = top + (lowest - top) * options.snow;
    // The snow keeps to the peaks: clip the same shape to a wavy band above the snow line.
    const clip = canvas.define(
      (id) =>
        `<clipPath id="${id}"><path d="M-20,0 H${canvas.width + 20} V${snowLine} ${profile
          .filter((_, i) => i % 6 === 0)
          .map(([x], i) => `L${x.toFixed(0)},${(snowLine + (i % 2 ? 18 : -12)).toFixed(0)}`)
          .reverse()
          .join(' ')} Z"/></clipPath>`,
    );
    const snow = canvas.linearGradient([
      [0, '#ffffff'],
      [1, mix('#d5e0ec', options.light.haze, 0.3)],
    ]);
    canvas.draw(`<g clip-path="${clip}" opacity="0.95"><polygon points="${outline}" fill="${snow}"/>`);
    if (options.facets) drawFacets(canvas, profile, options.light, lowest + 30, 0.5);
    canvas.draw('</g>');
  }
}

/**
 * Shadowed faces: from each peak, the slope down to the next valley on the side away from the
 * sun, continued as a wedge to the foot of the range.
 */
function drawFacets(canvas: SvgCanvas, profile: Profile, light: Daylight, foot: number, strength = 1) {
  const away = light.sun.x < 0.5 ? 1 : -1;
  const coarse = profile.filter((_, i) => i % 4 === 0);
  const ordered = away === 1 ? coarse : [...coarse].reverse();
  const faces: string[] = [];
  for (let i = 1; i < ordered.length - 1; i++) {
    const [px, py] = ordered[i]!;
    if (!(py < ordered[i - 1]![1] && py <= ordered[i + 1]![1])) continue;
    const slope: [number, number][] = [[px, py]];
    let j = i + 1;
    while (j < ordered.length && ordered[j]![1] >= ordered[j - 1]![1]) slope.push(ordered[j++]!);
    const [vx] = slope[slope.length - 1]!;
    const run = vx - px;
    // The spur that divides lit and shaded rock runs from the peak down and away from the sun.
    const spur: [number, number][] = [0.75, 0.5, 0.25].map((t) => [
      px + run * (1 - t) * 0.7 + Math.sin(px + t * 9) * Math.abs(run) * 0.08,
      py + (foot - py) * (1 - t),
    ]);
    faces.push(points([...slope, [vx + run * 0.4, foot], ...spur]));
  }
  const shadow = mix(light.cloudShade, '#1a1d33', 0.6);
  canvas.draw(
    `<g fill="${shadow}" opacity="${(0.28 * strength).toFixed(2)}">${faces.map((face) => `<polygon points="${face}"/>`).join('')}</g>`,
  );
}

/** Flat ground from the horizon down, fading into the haze far away. */
export function drawGround(canvas: SvgCanvas, light: Daylight, horizon: number, color: string): void {
  const fill = canvas.linearGradient([
    [0, mix(color, light.haze, 0.55)],
    [0.25, mix(color, light.haze, 0.15)],
    [1, darken(color, 0.12)],
  ]);
  canvas.draw(
    `<rect x="0" y="${horizon}" width="${canvas.width}" height="${canvas.height - horizon}" fill="${fill}"/>`,
  );
}

/** Furrows or crop rows running to a vanishing point on the horizon. */
export function drawRows(
  canvas: SvgCanvas,
  options: { horizon: number; vanishX: number; spacing: number; color: string; opacity?: number },
): void {
  const { horizon, vanishX, spacing } = options;
  const fade = canvas.linearGradient([
    [0, options.color, 0],
    [0.12, options.color, 0.35],
    [1, options.color, options.opacity ?? 0.9],
  ]);
  const rows: string[] = [];
  const from = Math.min(0, vanishX) - canvas.width * 2;
  const to = Math.max(canvas.width, vanishX) + canvas.width * 3;
  for (let x = from; x < to; x += spacing) {
    rows.push(
      `<polygon points="${points([
        [vanishX, horizon],
        [x, canvas.height],
        [x + spacing * 0.42, canvas.height],
      ])}"/>`,
    );
  }
  canvas.draw(`<g fill="${fade}">${rows.join('')}</g>`);
}

/** Fractal noise in one colour over a band: grass, stubble, soil or rock texture. */
function drawTexture(canvas: SvgCanvas, options: Texture & { y: number; height: number }): void {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(options.color.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const filter = canvas.define(
    (id) =>
      `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${options.frequency}" numOctaves="2" seed="${options.seed}"/><feColorMatrix type="matrix" values="0 0 0 0 ${r.toFixed(3)} 0 0 0 0 ${g.toFixed(3)} 0 0 0 0 ${b.toFixed(3)} ${(options.strength * 4).toFixed(2)} 0 0 0 ${(-options.strength * 1.6).toFixed(2)}"/></filter>`,
  );
  canvas.draw(
    `<rect x="0" y="${options.y}" width="${canvas.width}" height="${options.height}" filter="${filter}"/>`,
  );
}

/** A laguna: it mirrors the sky (lighter far away) with a few glints and a sun path at dusk. */
export function drawWater(
  canvas: SvgCanvas,
  random: Random,
  light: Daylight,
  options: { top: number; bottom: number },
): void {
  const { width } = canvas;
  const fill = canvas.linearGradient([
    [0, mix(light.skyHorizon, light.skyTop, 0.15)],
    [0.5, mix(light.skyHorizon, light.skyTop, 0.55)],
    [1, darken(light.skyTop, 0.25)],
  ]);
  const shore: [number, number][] = [];
  for (let x = width + 20; x > -84; x -= 64) {
    shore.push([x, options.bottom + Math.sin(x / 170 + random.between(0, 0.4)) * 18 + random.between(-6, 6)]);
  }
  canvas.draw(
    `<polygon points="-20,${options.top} ${width + 20},${options.top} ${points(shore)}" fill="${fill}"/>`,
  );
  const glints: string[] = [];
  for (let i = 0; i < 26; i++) {
    const y = random.between(options.top + 4, options.bottom - 10);
    const depth = (y - options.top) / (options.bottom - options.top);
    glints.push(
      `<rect x="${random.between(-50, width).toFixed(0)}" y="${y.toFixed(1)}" width="${(random.between(40, 220) * (0.4 + depth)).toFixed(0)}" height="${(1 + depth * 2).toFixed(1)}" rx="1"/>`,
    );
  }
  canvas.draw(`<g fill="#ffffff" opacity="0.28">${glints.join('')}</g>`);
  if (light.sun.y > 0 && light.sun.y * canvas.height < options.top) {
    // The sun's path on the water: glitter that widens towards the viewer.
    const x = light.sun.x * width;
    const glitter: string[] = [];
    for (let y = options.top + 2; y < options.bottom - 6; y += random.between(3, 7)) {
      const depth = (y - options.top) / (options.bottom - options.top);
      const half = 10 + depth * 90 * random.between(0.3, 1);
      glitter.push(
        `<rect x="${(x - half + random.between(-12, 12)).toFixed(1)}" y="${y.toFixed(1)}" width="${(half * 2).toFixed(1)}" height="${(1 + depth * 2.5).toFixed(1)}" rx="1.5" opacity="${(0.9 - depth * 0.5).toFixed(2)}"/>`,
      );
    }
    canvas.draw(`<g fill="${light.sun.color}">${glitter.join('')}</g>`);
  }
}

/** A dirt track narrowing to the horizon, with darker wheel ruts. */
export function drawTrack(
  canvas: SvgCanvas,
  light: Daylight,
  options: { horizon: number; vanishX: number; left: number; right: number; color: string },
): void {
  const { horizon, vanishX, left, right } = options;
  const h = canvas.height;
  const fill = canvas.linearGradient([
    [0, mix(options.color, light.haze, 0.6)],
    [1, options.color],
  ]);
  canvas.draw(
    `<polygon points="${vanishX - 1.5},${horizon} ${vanishX + 1.5},${horizon} ${right},${h} ${left},${h}" fill="${fill}"/>`,
  );
  const rut = darken(options.color, 0.25);
  const width = right - left;
  const ruts = [0.22, 0.3, 0.7, 0.78].map((f) => left + width * f);
  canvas.draw(
    `<g stroke="${rut}" stroke-width="5" opacity="0.22">${ruts
      .map((x) => `<line x1="${vanishX}" y1="${horizon}" x2="${x}" y2="${h}"/>`)
      .join('')}</g>`,
  );
}
