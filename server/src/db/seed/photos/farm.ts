import type { Random } from '../prng.ts';
import { darken, lighten, type SvgCanvas } from './svg-canvas.ts';

/** The windmill (molino) that pumps water on almost every cattle field of the pampa. */
export function drawWindmill(
  canvas: SvgCanvas,
  options: { x: number; base: number; height: number; color: string },
) {
  const { x, base, height: h, color } = options;
  const top = base - h;
  const spread = h * 0.13;
  const narrow = h * 0.035;
  const lines: string[] = [
    `M${x - spread},${base} L${x - narrow},${top}`,
    `M${x + spread},${base} L${x + narrow},${top}`,
  ];
  for (let i = 0; i < 4; i++) {
    const y1 = base - (h * i) / 4;
    const y2 = base - (h * (i + 1)) / 4;
    const w1 = spread - ((spread - narrow) * i) / 4;
    const w2 = spread - ((spread - narrow) * (i + 1)) / 4;
    lines.push(
      `M${x - w1},${y1} L${x + w2},${y2} M${x + w1},${y1} L${x - w2},${y2} M${x - w2},${y2} L${x + w2},${y2}`,
    );
  }
  const r = h * 0.2;
  const hub = { x: x - h * 0.02, y: top - h * 0.02 };
  const blades: string[] = [];
  for (let i = 0; i < 18; i++) {
    const a = (i / 18) * Math.PI * 2;
    const cos = Math.cos(a) * 0.72; // seen slightly from the side
    const sin = Math.sin(a);
    blades.push(
      `M${hub.x + cos * r * 0.25},${hub.y + sin * r * 0.25} L${hub.x + cos * r},${hub.y + sin * r}`,
    );
  }
  const stroke = Math.max(1, h * 0.011);
  canvas.draw(
    `<g stroke="${color}" fill="none" stroke-linecap="round">`,
    `<path d="${lines.join(' ')}" stroke-width="${stroke}"/>`,
    `<path d="${blades.join(' ')}" stroke-width="${stroke * 2.6}"/>`,
    `<ellipse cx="${hub.x}" cy="${hub.y}" rx="${r * 0.72}" ry="${r}" stroke-width="${stroke * 0.8}"/>`,
    `<path d="M${hub.x},${hub.y} L${hub.x + r * 1.5},${hub.y - r * 0.05}" stroke-width="${stroke * 1.2}"/>`,
    `</g>`,
    `<polygon points="${hub.x + r * 1.1},${hub.y - r * 0.35} ${hub.x + r * 1.7},${hub.y - r * 0.25} ${hub.x + r * 1.7},${hub.y + r * 0.15} ${hub.x + r * 1.1},${hub.y + r * 0.1}" fill="${color}"/>`,
    `<circle cx="${hub.x}" cy="${hub.y}" r="${stroke * 2}" fill="${color}"/>`,
  );
}

/** A tanque australiano: a wide, low corrugated water tank. */
export function drawTank(
  canvas: SvgCanvas,
  options: { x: number; base: number; width: number; color: string },
) {
  const { x, base, width: w, color } = options;
  const h = w * 0.22;
  const ry = w * 0.08;
  const side = canvas.linearGradient(
    [
      [0, darken(color, 0.35)],
      [0.35, lighten(color, 0.25)],
      [1, darken(color, 0.4)],
    ],
    false,
  );
  const ribs = Array.from({ length: 16 }, (_, i) => x - w / 2 + (w * (i + 0.5)) / 16)
    .map((rx) => `M${rx},${base - h} V${base}`)
    .join(' ');
  canvas.draw(
    `<path d="M${x - w / 2},${base - h} V${base} A${w / 2},${ry} 0 0 0 ${x + w / 2},${base} V${base - h} Z" fill="${side}"/>`,
    `<path d="${ribs}" stroke="${darken(color, 0.5)}" stroke-width="1" opacity="0.35"/>`,
    `<ellipse cx="${x}" cy="${base - h}" rx="${w / 2}" ry="${ry}" fill="${darken(color, 0.5)}"/>`,
  );
}

/** A wire fence (alambrado) receding from the foreground towards a vanishing point. */
export function drawFence(
  canvas: SvgCanvas,
  options: {
    nearX: number;
    nearBase: number;
    postHeight: number;
    vanishX: number;
    horizon: number;
    color: string;
  },
) {
  const posts: { x: number; base: number; h: number }[] = [];
  for (let depth = 1; depth < 40; depth *= 1.32) {
    posts.push({
      x: options.vanishX + (options.nearX - options.vanishX) / depth,
      base: options.horizon + (options.nearBase - options.horizon) / depth,
      h: options.postHeight / depth,
    });
  }
  const wood = posts
    .map(
      (p) =>
        `<rect x="${(p.x - p.h * 0.045).toFixed(1)}" y="${(p.base - p.h).toFixed(1)}" width="${Math.max(1, p.h * 0.09).toFixed(1)}" height="${p.h.toFixed(1)}"/>`,
    )
    .join('');
  const wires = [0.35, 0.55, 0.75, 0.93]
    .map(
      (level) =>
        `<polyline points="${posts.map((p) => `${p.x.toFixed(1)},${(p.base - p.h * level).toFixed(1)}`).join(' ')}"/>`,
    )
    .join('');
  canvas.draw(
    `<g fill="${options.color}">${wood}</g><g fill="none" stroke="${lighten(options.color, 0.35)}" stroke-width="1.2" opacity="0.8">${wires}</g>`,
  );
}

/** Grazing cattle seen from the side: Angus black, Hereford red with white faces. */
export function drawCattle(
  canvas: SvgCanvas,
  random: Random,
  options: {
    count: number;
    top: number;
    bottom: number;
    from: number;
    to: number;
    size: number;
    shade: number;
  },
) {
  const animals: string[] = [];
  const herd = Array.from({ length: options.count }, () => random.next()).sort();
  for (const depth of herd) {
    const y = options.top + (options.bottom - options.top) * depth;
    const s = options.size * (0.35 + depth * 0.9);
    const x = random.between(options.from, options.to);
    const hereford = random.chance(0.35);
    const body = darken(hereford ? '#7a3b22' : '#1d1a1a', options.shade);
    const face = hereford ? darken('#e9e2d6', options.shade) : darken(body, 0.1);
    const grazing = random.chance(0.6);
    const head = grazing ? { x: 1.3, y: 0.5, angle: 65 } : { x: 1.3, y: -0.45, angle: 15 };
    const shapes = [
      ...[-0.8, -0.55, 0.55, 0.78].map(
        (at) =>
          `<rect x="${f(at * s)}" y="${f(0.1 * s)}" width="${f(0.14 * s)}" height="${f(0.72 * s)}" rx="${f(0.04 * s)}"/>`,
      ),
      `<rect x="${f(-s)}" y="${f(-0.45 * s)}" width="${f(2 * s)}" height="${f(0.85 * s)}" rx="${f(0.32 * s)}"/>`,
      `<polygon points="${f(0.7 * s)},${f(-0.45 * s)} ${f(0.95 * s)},${f(0.2 * s)} ${f((head.x - 0.1) * s)},${f((head.y + 0.1) * s)} ${f((head.x - 0.15) * s)},${f((head.y - 0.12) * s)}"/>`,
      `<path d="M${f(-0.98 * s)},${f(-0.3 * s)} q${f(-0.12 * s)},${f(0.3 * s)} ${f(-0.06 * s)},${f(0.75 * s)}" stroke="${body}" stroke-width="${f(0.06 * s)}" fill="none"/>`,
    ];
    const facing = random.chance(0.5) ? 1 : -1;
    animals.push(
      `<g transform="translate(${f(x)} ${f(y)}) scale(${facing} 1)" fill="${body}">${shapes.join('')}`,
      `<ellipse cx="${f(head.x * s)}" cy="${f(head.y * s)}" rx="${f(0.34 * s)}" ry="${f(0.17 * s)}" fill="${face}" transform="rotate(${head.angle} ${f(head.x * s)} ${f(head.y * s)})"/></g>`,
    );
  }
  canvas.draw(animals.join(''));
}

const f = (value: number) => value.toFixed(1);

/** A plant of grain silos with a corrugated shed (galpón), as in a rural industrial lot. */
export function drawSilos(
  canvas: SvgCanvas,
  options: { x: number; base: number; height: number; count: number; metal: string; shed: string },
) {
  const { base, height: h } = options;
  const w = h * 0.42;
  const body = canvas.linearGradient(
    [
      [0, darken(options.metal, 0.35)],
      [0.3, lighten(options.metal, 0.35)],
      [0.55, options.metal],
      [1, darken(options.metal, 0.45)],
    ],
    false,
  );
  const shedWidth = h * 1.6;
  const shedX = options.x + options.count * w * 1.08 + h * 0.1;
  const shedHeight = h * 0.45;
  const wall = canvas.linearGradient([
    [0, lighten(options.shed, 0.1)],
    [1, darken(options.shed, 0.2)],
  ]);
  const shapes: string[] = [
    `<rect x="${shedX}" y="${base - shedHeight}" width="${shedWidth}" height="${shedHeight}" fill="${wall}"/>`,
    `<path d="M${shedX - 6},${base - shedHeight} Q${shedX + shedWidth / 2},${base - shedHeight * 1.9} ${shedX + shedWidth + 6},${base - shedHeight} Z" fill="${darken(options.shed, 0.3)}"/>`,
    `<rect x="${shedX + shedWidth * 0.38}" y="${base - shedHeight * 0.75}" width="${shedWidth * 0.24}" height="${shedHeight * 0.75}" fill="${darken(options.shed, 0.55)}"/>`,
  ];
  for (let i = 0; i < options.count; i++) {
    const x = options.x + i * w * 1.08;
    const rings = Array.from({ length: 7 }, (_, r) => base - (h * 0.78 * (r + 1)) / 8)
      .map((y) => `M${x},${y} h${w}`)
      .join(' ');
    shapes.push(
      `<rect x="${x}" y="${base - h * 0.78}" width="${w}" height="${h * 0.78}" fill="${body}"/>`,
      `<path d="${rings}" stroke="${darken(options.metal, 0.4)}" stroke-width="1.2" opacity="0.5"/>`,
      `<polygon points="${x - 2},${base - h * 0.78} ${x + w / 2},${base - h} ${x + w + 2},${base - h * 0.78}" fill="${lighten(options.metal, 0.15)}"/>`,
    );
  }
  canvas.draw(...shapes);
}
