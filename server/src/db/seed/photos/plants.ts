import type { Random } from '../prng.ts';
import { darken, lighten, mix, type SvgCanvas } from './svg-canvas.ts';

const f = (value: number) => value.toFixed(1);

/**
 * A line of trees (a monte, a windbreak, the far bank of a river). Each tree is a cluster of
 * crowns, shaded below and lit on top, with a little colour variation between trees.
 */
export function drawTrees(
  canvas: SvgCanvas,
  random: Random,
  options: {
    /** The ground line under the trees: a height, or a function of x for trees on a slope. */
    y: number | ((x: number) => number);
    from: number;
    to: number;
    size: number;
    color: string;
    /** Share of tall, narrow trees (eucalyptus, quebracho) among round ones. */
    tall?: number;
  },
): void {
  const line = options.y;
  const groundAt = typeof line === 'number' ? () => line : line;
  const trunks: string[] = [];
  const trees: string[] = [];
  for (let x = options.from; x < options.to; x += options.size * random.between(0.45, 0.9)) {
    const ground = groundAt(x);
    const tall = random.chance(options.tall ?? 0.15);
    const r = options.size * random.between(0.45, 0.7) * (tall ? 0.75 : 1);
    const cy =
      ground - (tall ? options.size * random.between(1.3, 2) : options.size * random.between(0.35, 0.7));
    const color = mix(options.color, random.chance(0.5) ? '#6b7a2a' : '#1f3a2a', random.between(0, 0.25));
    trunks.push(
      `<rect x="${f(x - r * 0.05)}" y="${f(cy)}" width="${f(Math.max(1, r * 0.1))}" height="${f(ground - cy)}"/>`,
    );
    const crowns: string[] = [];
    const lit: string[] = [];
    // Tall trees are columns of foliage down to near the ground; round ones show a short trunk.
    const lowest = tall ? ground - r * 0.9 : cy + r * 0.4;
    for (let i = random.int(3, 6) + (tall ? 2 : 0); i > 0; i--) {
      const cx = x + random.between(-0.6, 0.6) * r;
      const y = random.between(cy - r * 0.5, lowest);
      const size = r * random.between(0.5, 0.8);
      crowns.push(`<circle cx="${f(cx)}" cy="${f(y)}" r="${f(size)}"/>`);
      lit.push(`<circle cx="${f(cx - size * 0.25)}" cy="${f(y - size * 0.3)}" r="${f(size * 0.55)}"/>`);
    }
    trees.push(
      `<g fill="${darken(color, 0.15)}">${crowns.join('')}</g><g fill="${lighten(color, 0.14)}" opacity="0.75">${lit.join('')}</g>`,
    );
  }
  canvas.draw(`<g fill="${darken(options.color, 0.45)}">${trunks.join('')}</g>${trees.join('')}`);
}

/** Poplars (álamos): the tall narrow windbreaks of Cuyo and the Patagonian valleys. */
export function drawPoplars(
  canvas: SvgCanvas,
  random: Random,
  options: { y: number; from: number; to: number; height: number; color: string },
): void {
  const trees: string[] = [];
  const lit: string[] = [];
  const base = options.y;
  for (let x = options.from; x < options.to; x += options.height * random.between(0.09, 0.16)) {
    const h = options.height * random.between(0.8, 1.2);
    const w = h * random.between(0.08, 0.11);
    const top = base - h;
    trees.push(
      `<path d="M${f(x)},${f(base)} C${f(x - w)},${f(base - h * 0.3)} ${f(x - w * 0.9)},${f(base - h * 0.75)} ${f(x)},${f(top)} C${f(x + w * 0.9)},${f(base - h * 0.75)} ${f(x + w)},${f(base - h * 0.3)} ${f(x)},${f(base)} Z" fill="${mix(options.color, '#24361c', random.between(0, 0.3))}"/>`,
    );
    lit.push(
      `<ellipse cx="${f(x - w * 0.35)}" cy="${f(base - h * 0.5)}" rx="${f(w * 0.35)}" ry="${f(h * 0.32)}"/>`,
    );
  }
  canvas.draw(trees.join(''), `<g fill="${lighten(options.color, 0.18)}" opacity="0.55">${lit.join('')}</g>`);
}

/**
 * Tufts of grass (pasto, coirón) scattered over the ground, growing with nearness: most of
 * them far away, a few large ones in front, which is what gives open ground its depth.
 */
export function drawGrass(
  canvas: SvgCanvas,
  random: Random,
  options: { horizon: number; count: number; size: number; colors: string[] },
): void {
  const bands = [0.15, 0.45, 1];
  const paths = new Map<string, string[]>();
  const span = canvas.height - options.horizon;
  for (let i = 0; i < options.count; i++) {
    const depth = random.next() ** 2;
    const band = bands.findIndex((limit) => depth <= limit);
    const y = options.horizon + 3 + depth * span;
    const x = random.between(-20, canvas.width + 20);
    const s = options.size * (0.06 + depth);
    const key = `${random.int(0, options.colors.length - 1)}:${band}`;
    const blades = paths.get(key) ?? [];
    for (let b = random.int(5, 9); b > 0; b--) {
      const foot = x + random.between(-0.3, 0.3) * s;
      const lean = random.between(-0.35, 0.35) * s;
      const h = s * random.between(0.4, 1.2);
      blades.push(`M${f(foot)},${f(y)} q${f(lean * 0.1)},${f(-h * 0.6)} ${f(lean)},${f(-h)}`);
    }
    paths.set(key, blades);
  }
  for (const [key, blades] of paths) {
    const [colour, band] = key.split(':').map(Number) as [number, number];
    const width = Math.max(0.7, options.size * [0.025, 0.045, 0.07][band]!);
    canvas.draw(
      `<path d="${blades.join(' ')}" fill="none" stroke="${options.colors[colour]}" stroke-width="${f(width)}" stroke-linecap="round"/>`,
    );
  }
}

/** Reeds (juncos, totoras) in the foreground of a laguna. */
export function drawReeds(
  canvas: SvgCanvas,
  random: Random,
  options: { from: number; to: number; height: number; color: string },
): void {
  const shades = [darken(options.color, 0.25), options.color, lighten(options.color, 0.2)];
  const blades = shades.map(() => [] as string[]);
  const heads: string[] = [];
  for (let i = 0; i < 260; i++) {
    const x = random.between(options.from, options.to);
    const h = options.height * random.between(0.35, 1);
    const bend = random.between(-0.18, 0.18) * h;
    blades[random.int(0, 2)]!.push(
      `M${f(x)},${canvas.height + 5} q${f(bend * 0.2)},${f(-h * 0.6)} ${f(bend)},${f(-h)}`,
    );
    if (random.chance(0.12)) {
      heads.push(
        `<ellipse cx="${f(x + bend * 0.85)}" cy="${f(canvas.height - h * 0.88)}" rx="3.2" ry="11"/>`,
      );
    }
  }
  canvas.draw(
    ...blades.map(
      (paths, i) =>
        `<path d="${paths.join(' ')}" fill="none" stroke="${shades[i]}" stroke-width="${3 + i}" stroke-linecap="round"/>`,
    ),
    `<g fill="${darken(options.color, 0.55)}">${heads.join('')}</g>`,
  );
}
