// Collects the definitions and layers of one procedural picture and prints it as SVG.

export const PHOTO_WIDTH = 1280;
export const PHOTO_HEIGHT = 853;

export class SvgCanvas {
  readonly width: number;
  readonly height: number;
  private readonly defs: string[] = [];
  private readonly layers: string[] = [];
  private ids = 0;
  private nearFrom: number | null = null;

  constructor(width = PHOTO_WIDTH, height = PHOTO_HEIGHT) {
    this.width = width;
    this.height = height;
  }

  /** Adds a definition (gradient, filter, clip) and returns its `url(#…)` reference. */
  define(build: (id: string) => string): string {
    const id = `d${this.ids++}`;
    this.defs.push(build(id));
    return `url(#${id})`;
  }

  draw(...elements: string[]): void {
    this.layers.push(...elements);
  }

  /**
   * Everything drawn so far is the far plane, rendered apart and softened, as a lens focused
   * on the foreground would show it (and far cheaper than SVG blur filters).
   */
  focus(): void {
    this.nearFrom ??= this.layers.length;
  }

  linearGradient(stops: [offset: number, color: string, opacity?: number][], vertical = true): string {
    const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
    return this.define(
      (id) => `<linearGradient id="${id}" ${direction}>${gradientStops(stops)}</linearGradient>`,
    );
  }

  radialGradient(stops: [offset: number, color: string, opacity?: number][]): string {
    return this.define((id) => `<radialGradient id="${id}">${gradientStops(stops)}</radialGradient>`);
  }

  toSvg(plane: 'far' | 'near' | 'all' = 'all'): string {
    const split = this.nearFrom ?? this.layers.length;
    const layers =
      plane === 'far'
        ? this.layers.slice(0, split)
        : plane === 'near'
          ? this.layers.slice(split)
          : this.layers;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${layers.join('')}</svg>`;
  }
}

function gradientStops(stops: [number, string, number?][]): string {
  return stops
    .map(
      ([offset, color, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join('');
}

export function points(coordinates: [number, number][]): string {
  return coordinates.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
}

/** Mixes two `#rrggbb` colours: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const from = rgb(a);
  const to = rgb(b);
  return `#${from
    .map((channel, i) => Math.round(channel + (to[i]! - channel) * t))
    .map((channel) => Math.max(0, Math.min(255, channel)).toString(16).padStart(2, '0'))
    .join('')}`;
}

export function darken(color: string, amount: number): string {
  return mix(color, '#000000', amount);
}

export function lighten(color: string, amount: number): string {
  return mix(color, '#ffffff', amount);
}

function rgb(hex: string): number[] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}
