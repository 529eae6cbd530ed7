import { litColor } from './daylight.ts';
import { drawGrass, drawPoplars, drawTrees } from './plants.ts';
import { colors, openSky, type Painter } from './scene-kit.ts';
import { drawHaze } from './sky.ts';
import { drawGround, drawRange, drawRows, drawTrack, skyline } from './terrain.ts';

/** Scenes of hills, mountains, valleys and the Patagonian steppe. */
export const HIGHLAND_PAINTERS = {
  sierras({ canvas, random, light, seed }) {
    const horizon = canvas.height * random.between(0.48, 0.54);
    openSky(canvas, random, light, horizon, 150);
    const far = skyline(canvas, random, { base: horizon, height: random.between(130, 190), jagged: false });
    drawRange(canvas, far, {
      color: litColor(light, '#56707a'),
      light,
      distance: 0.35,
      texture: { color: litColor(light, '#3c4f52'), frequency: '0.012 0.02', strength: 0.35, seed },
    });
    const near = skyline(canvas, random, {
      base: horizon + 50,
      height: random.between(60, 110),
      jagged: false,
    });
    drawRange(canvas, near, {
      color: litColor(light, '#71803f'),
      light,
      distance: 0.1,
      texture: { color: litColor(light, '#6d6a55'), frequency: '0.02 0.03', strength: 0.4, seed: seed + 2 },
    });
    drawTrees(canvas, random, {
      y: (x) => horizon + 75 + Math.sin(x / 90) * 10,
      from: canvas.width * random.between(0, 0.4),
      to: canvas.width * random.between(0.6, 1),
      size: 14,
      color: litColor(light, '#3e5a2e', 0.25),
    });
    drawGround(canvas, light, horizon + 95, litColor(light, '#93a35a'));
    canvas.focus();
    drawGrass(canvas, random, {
      horizon: horizon + 95,
      count: 380,
      size: 30,
      colors: colors(light, ['#a6a37c', '#778a44', '#c2b98a', '#8f8d60']),
    });
    return { horizon: horizon + 95, ground: horizon + 95 };
  },
  cordillera({ canvas, random, light, seed }) {
    const horizon = canvas.height * random.between(0.58, 0.64);
    openSky(canvas, random, light, horizon, 330, 2);
    const peaks = skyline(canvas, random, {
      base: horizon - 10,
      height: canvas.height * random.between(0.36, 0.46),
      jagged: true,
    });
    drawRange(canvas, peaks, {
      color: litColor(light, '#5f6680'),
      light,
      distance: 0.25,
      snow: random.between(0.3, 0.45),
      facets: true,
      texture: { color: litColor(light, '#343a52'), frequency: '0.035 0.006', strength: 0.45, seed },
    });
    const foothills = skyline(canvas, random, {
      base: horizon + 10,
      height: random.between(60, 110),
      jagged: true,
    });
    drawRange(canvas, foothills, {
      color: litColor(light, '#8a6f55'),
      light,
      distance: 0.1,
      texture: { color: litColor(light, '#4a3c32'), frequency: '0.03 0.01', strength: 0.4, seed: seed + 2 },
      facets: true,
    });
    drawHaze(canvas, light, horizon + 10, 40);
    drawGround(canvas, light, horizon + 15, litColor(light, '#a99663'));
    // A stand of poplars around a puesto, somewhere along the valley floor.
    const stand = random.between(-0.1, 0.7);
    drawPoplars(canvas, random, {
      y: horizon + 30,
      from: canvas.width * stand,
      to: canvas.width * (stand + random.between(0.12, 0.4)),
      height: random.between(70, 100),
      color: litColor(light, random.chance(0.3) ? '#c9a23a' : '#3f5e2c', 0.1),
    });
    canvas.focus();
    drawGrass(canvas, random, {
      horizon: horizon + 30,
      count: 420,
      size: 30,
      colors: colors(light, ['#8b8a4e', '#a79c62', '#6b7040', '#c0ad72']),
    });
    return { horizon: horizon + 30, ground: horizon + 30 };
  },
  vinedo({ canvas, random, light, seed }) {
    const horizon = canvas.height * random.between(0.52, 0.57);
    openSky(canvas, random, light, horizon, 300, 2);
    const peaks = skyline(canvas, random, {
      base: horizon,
      height: canvas.height * random.between(0.28, 0.36),
      jagged: true,
    });
    drawRange(canvas, peaks, {
      color: litColor(light, '#656b88'),
      light,
      distance: 0.35,
      snow: random.between(0.3, 0.45),
      facets: true,
      texture: { color: litColor(light, '#383d58'), frequency: '0.035 0.006', strength: 0.4, seed },
    });
    drawHaze(canvas, light, horizon, 50);
    drawGround(canvas, light, horizon + 8, litColor(light, '#a0835c'));
    drawPoplars(canvas, random, {
      y: horizon + 8,
      from: -20,
      to: canvas.width + 20,
      height: random.between(50, 75),
      color: litColor(light, '#3e5b2b', 0.3),
    });
    canvas.focus();
    drawRows(canvas, {
      horizon: horizon + 8,
      vanishX: canvas.width * random.pick([0.2, 0.5, 0.8]),
      spacing: random.between(130, 170),
      color: litColor(light, '#3f6a26'),
      opacity: 1,
    });
    drawGrass(canvas, random, {
      horizon: horizon + 8,
      count: 200,
      size: 24,
      colors: colors(light, ['#5b8a34', '#8a9a4a']),
    });
    return { horizon: horizon + 8, ground: horizon + 8 };
  },
  valle({ canvas, random, light, seed }) {
    const horizon = canvas.height * random.between(0.52, 0.58);
    openSky(canvas, random, light, horizon, 160);
    const bardas = skyline(canvas, random, {
      base: horizon,
      height: random.between(90, 140),
      jagged: true,
    }).map(([x, y]): [number, number] => [x, Math.max(y, horizon - 80)]);
    drawRange(canvas, bardas, {
      color: litColor(light, '#b08a66'),
      light,
      distance: 0.3,
      texture: { color: litColor(light, '#7a5a40'), frequency: '0.01 0.06', strength: 0.4, seed },
    });
    drawGround(canvas, light, horizon + 4, litColor(light, '#7fa04c'));
    drawPoplars(canvas, random, {
      y: horizon + 22,
      from: canvas.width * random.between(-0.1, 0.2),
      to: canvas.width * random.between(0.7, 1.1),
      height: random.between(55, 85),
      color: litColor(light, random.chance(0.4) ? '#d0a53c' : '#3c5f2a', 0.15),
    });
    canvas.focus();
    drawRows(canvas, {
      horizon: horizon + 22,
      vanishX: canvas.width * random.between(0.3, 0.7),
      spacing: random.between(90, 120),
      color: litColor(light, '#4e7a30'),
    });
    drawGrass(canvas, random, {
      horizon: horizon + 22,
      count: 200,
      size: 26,
      colors: colors(light, ['#6e9a3e', '#93ad58']),
    });
    return { horizon: horizon + 22, ground: horizon + 22 };
  },
  estepa({ canvas, random, light }) {
    const horizon = canvas.height * random.between(0.58, 0.64);
    openSky(canvas, random, light, horizon, 90, 3);
    const meseta = skyline(canvas, random, {
      base: horizon,
      height: random.between(50, 90),
      jagged: true,
    }).map(([x, y]): [number, number] => [x, Math.max(y, horizon - 38)]);
    drawRange(canvas, meseta, { color: litColor(light, '#8d7c86'), light, distance: 0.55 });
    drawGround(canvas, light, horizon, litColor(light, '#b8a46c'));
    canvas.focus();
    drawGrass(canvas, random, {
      horizon,
      count: 700,
      size: 34,
      colors: colors(light, ['#a89048', '#8e8a4a', '#c4ae70', '#77764a']),
    });
    drawTrack(canvas, light, {
      horizon,
      vanishX: canvas.width * random.between(0.35, 0.65),
      left: canvas.width * random.between(0.18, 0.32),
      right: canvas.width * random.between(0.56, 0.7),
      color: litColor(light, '#a8946c'),
    });
    return { horizon, ground: horizon };
  },
} satisfies Record<string, Painter>;
