import { mix } from './svg-canvas.ts';

/** The light of one picture: sky colours and how it tints the land. */
export interface Daylight {
  skyTop: string;
  skyHorizon: string;
  /** Sun position as fractions of the picture; a low sun glows on the horizon. */
  sun: { x: number; y: number; color: string; glow: number };
  haze: string;
  cloud: string;
  cloudShade: string;
  /** Colour every land colour is pulled towards, and how far. */
  tint: string;
  tintAmount: number;
  /** 0 keeps land colours, 1 turns the land into a silhouette against the sky. */
  dusk: number;
}

export const DAYLIGHTS = {
  noon: {
    skyTop: '#3d78c0',
    skyHorizon: '#cfe3f1',
    sun: { x: 0.78, y: -0.1, color: '#fffbe8', glow: 0.35 },
    haze: '#dfeaf2',
    cloud: '#ffffff',
    cloudShade: '#b9c6d4',
    tint: '#fff6da',
    tintAmount: 0.05,
    dusk: 0,
  },
  morning: {
    skyTop: '#5d93cf',
    skyHorizon: '#f2e6cf',
    sun: { x: 0.2, y: 0.18, color: '#fff3d1', glow: 0.55 },
    haze: '#f1e7d6',
    cloud: '#fffaf0',
    cloudShade: '#c7c3c9',
    tint: '#ffe9bd',
    tintAmount: 0.1,
    dusk: 0.05,
  },
  golden: {
    skyTop: '#4f7fb6',
    skyHorizon: '#f7cf92',
    sun: { x: 0.72, y: 0.3, color: '#ffe2a6', glow: 0.75 },
    haze: '#f3d3a0',
    cloud: '#fff0d6',
    cloudShade: '#c8a98f',
    tint: '#ffc873',
    tintAmount: 0.2,
    dusk: 0.12,
  },
  sunset: {
    skyTop: '#2f4677',
    skyHorizon: '#f9a65a',
    sun: { x: 0.32, y: 0.48, color: '#ffd08a', glow: 1 },
    haze: '#f0a56b',
    cloud: '#f6b08e',
    cloudShade: '#7d5a79',
    tint: '#ff9d5c',
    tintAmount: 0.28,
    dusk: 0.45,
  },
  overcast: {
    skyTop: '#8696a6',
    skyHorizon: '#dfe3e4',
    sun: { x: 0.5, y: -0.3, color: '#ffffff', glow: 0.1 },
    haze: '#d9dedf',
    cloud: '#f2f3f3',
    cloudShade: '#98a3ad',
    tint: '#c9d0d6',
    tintAmount: 0.15,
    dusk: 0.08,
  },
} satisfies Record<string, Daylight>;

export type DaylightName = keyof typeof DAYLIGHTS;

/**
 * A land colour as this light shows it; `distance` (0 near, 1 at the horizon) fades it into
 * the haze, which is what makes flat drawings read as a deep landscape.
 */
export function litColor(light: Daylight, color: string, distance = 0): string {
  const tinted = mix(color, light.tint, light.tintAmount);
  const shaded = mix(tinted, '#1d1a24', light.dusk * (1 - distance * 0.5));
  return mix(shaded, light.haze, distance * 0.75);
}
