import { litColor } from './daylight.ts';
import { drawCattle, drawFence, drawSilos, drawTank, drawWindmill } from './farm.ts';
import { drawGrass, drawReeds, drawTrees } from './plants.ts';
import { colors, farTrees, openSky, ridgeAt, type Painter } from './scene-kit.ts';
import { drawBirds, drawHaze } from './sky.ts';
import { drawGround, drawRange, drawRows, drawTrack, drawWater, skyline } from './terrain.ts';

const CROPS = [
  { ground: '#74a03c', rows: '#3f6c22', leaves: ['#5f8f2e', '#86b04a'] }, // soja
  { ground: '#d8b55e', rows: '#a98238', leaves: ['#c9a24c', '#e6c978'] }, // trigo
  { ground: '#5f8d38', rows: '#2b5520', leaves: ['#497a2a', '#74a04a'] }, // maíz
  { ground: '#a08160', rows: '#6d5236', leaves: ['#b59a6e', '#8a7350'] }, // rastrojo
] as const;

/** Scenes of the plains and lowlands: crops, pasture, lagunas, forest and grain plants. */
export const LOWLAND_PAINTERS = {
  cultivo({ canvas, random, light }) {
    const horizon = canvas.height * random.between(0.44, 0.52);
    openSky(canvas, random, light, horizon);
    const crop = random.pick(CROPS);
    drawGround(canvas, light, horizon, litColor(light, crop.ground));
    farTrees(canvas, random, light, horizon);
    if (random.chance(0.6)) {
      drawWindmill(canvas, {
        x: canvas.width * random.between(0.1, 0.9),
        base: horizon + 3,
        height: random.between(45, 70),
        color: litColor(light, '#3b3a38', 0.5),
      });
    }
    drawHaze(canvas, light, horizon, 40);
    canvas.focus();
    drawRows(canvas, {
      horizon,
      vanishX: canvas.width * random.pick([-0.6, -0.2, 0.5, 1.2, 1.6]),
      spacing: random.between(70, 120),
      color: litColor(light, crop.rows),
    });
    drawGrass(canvas, random, {
      horizon,
      count: 260,
      size: 30,
      colors: crop.leaves.map((c) => litColor(light, c)),
    });
    return { horizon, ground: horizon };
  },
  pastura({ canvas, random, light }) {
    const horizon = canvas.height * random.between(0.5, 0.56);
    openSky(canvas, random, light, horizon);
    const rise = skyline(canvas, random, {
      base: horizon + 10,
      height: random.between(15, 40),
      jagged: false,
    });
    drawRange(canvas, rise, { color: litColor(light, '#7d9a4c'), light, distance: 0.45 });
    drawGround(canvas, light, horizon + 12, litColor(light, '#80a24c'));
    farTrees(canvas, random, light, horizon + 12);
    canvas.focus();
    // Either the windmill with its tank, or the monte where the cattle find shade.
    if (random.chance(0.6)) {
      const millX = canvas.width * random.between(0.15, 0.8);
      const millBase = horizon + random.between(50, 80);
      drawTank(canvas, {
        x: millX + 75,
        base: millBase + 4,
        width: 120,
        color: litColor(light, '#8d9590', 0.2),
      });
      drawWindmill(canvas, {
        x: millX,
        base: millBase,
        height: random.between(150, 200),
        color: litColor(light, '#2f2f30', 0.15),
      });
    } else {
      const monte = canvas.width * random.between(-0.1, 0.6);
      drawTrees(canvas, random, {
        y: horizon + random.between(45, 70),
        from: monte,
        to: monte + canvas.width * random.between(0.25, 0.45),
        size: random.between(30, 42),
        color: litColor(light, '#34532c', 0.15),
        tall: 0.35,
      });
    }
    drawGrass(canvas, random, {
      horizon: horizon + 12,
      count: 420,
      size: 26,
      colors: colors(light, ['#9bb562', '#6d8c3c', '#b7b56c', '#5c7a34']),
    });
    drawCattle(canvas, random, {
      count: random.int(6, 12),
      top: horizon + 30,
      bottom: canvas.height * 0.8,
      from: 0,
      to: canvas.width,
      size: 26,
      shade: light.dusk * 0.5,
    });
    if (random.chance(0.75)) {
      drawFence(canvas, {
        nearX: canvas.width * random.pick([0.03, 0.97]),
        nearBase: canvas.height + 10,
        postHeight: 230,
        vanishX: canvas.width * random.between(0.3, 0.7),
        horizon: horizon + 12,
        color: litColor(light, '#4b3a2a', 0.1),
      });
    }
    return { horizon: horizon + 12, ground: horizon + 12 };
  },
  laguna({ canvas, random, light }) {
    const horizon = canvas.height * random.between(0.46, 0.52);
    openSky(canvas, random, light, horizon);
    drawGround(canvas, light, horizon, litColor(light, '#7fa24e'));
    drawTrees(canvas, random, {
      y: horizon + 2,
      from: -30,
      to: canvas.width + 30,
      size: random.between(16, 24),
      color: litColor(light, '#355a32', 0.45),
      tall: 0.25,
    });
    drawBirds(canvas, random, random.int(3, 7), litColor(light, '#2a2a2a'));
    canvas.focus();
    const shore = horizon + (canvas.height - horizon) * random.between(0.5, 0.62);
    drawWater(canvas, random, light, { top: horizon + 2, bottom: shore });
    drawGrass(canvas, random, {
      horizon: shore,
      count: 160,
      size: 40,
      colors: colors(light, ['#7f9e46', '#a3ad5c', '#5e7a34']),
    });
    const reedsLeft = random.chance(0.5);
    drawReeds(canvas, random, {
      from: reedsLeft ? -20 : canvas.width * 0.6,
      to: reedsLeft ? canvas.width * 0.4 : canvas.width + 20,
      height: random.between(180, 260),
      color: litColor(light, '#7c7f3c'),
    });
    return { horizon, ground: shore + 10 };
  },
  monte({ canvas, random, light }) {
    const horizon = canvas.height * random.between(0.5, 0.56);
    openSky(canvas, random, light, horizon, 140);
    drawGround(canvas, light, horizon, litColor(light, '#a59a5e'));
    drawTrees(canvas, random, {
      y: horizon + 2,
      from: -40,
      to: canvas.width + 40,
      size: random.between(34, 46),
      color: litColor(light, '#56683a', 0.2),
      tall: 0.3,
    });
    canvas.focus();
    drawGrass(canvas, random, {
      horizon,
      count: 420,
      size: 36,
      colors: colors(light, ['#6e7a3e', '#8c8a4c', '#56663a', '#a49a5a']),
    });
    drawTrack(canvas, light, {
      horizon: horizon + 2,
      vanishX: canvas.width * random.between(0.4, 0.6),
      left: canvas.width * random.between(0.15, 0.35),
      right: canvas.width * random.between(0.6, 0.8),
      color: litColor(light, '#bda27a'),
    });
    return { horizon, ground: horizon };
  },
  selva({ canvas, random, light, seed }) {
    const horizon = canvas.height * random.between(0.5, 0.56);
    openSky(canvas, random, light, horizon, 200);
    const hills = skyline(canvas, random, { base: horizon, height: random.between(100, 160), jagged: false });
    drawRange(canvas, hills, {
      color: litColor(light, '#3f6a3a'),
      light,
      distance: 0.4,
      texture: { color: litColor(light, '#1f3d22'), frequency: '0.03 0.04', strength: 0.45, seed },
    });
    const crest = (x: number) => ridgeAt(hills, x) + 6;
    drawTrees(canvas, random, {
      y: crest,
      from: -30,
      to: canvas.width + 30,
      size: 14,
      color: litColor(light, '#3b6634', 0.45),
    });
    drawGround(canvas, light, horizon + 40, litColor(light, '#6e9e3e'));
    drawTrees(canvas, random, {
      y: horizon + 40,
      from: -40,
      to: canvas.width + 40,
      size: random.between(34, 44),
      color: litColor(light, '#2f5a2a', 0.1),
      tall: 0.25,
    });
    canvas.focus();
    drawGrass(canvas, random, {
      horizon: horizon + 40,
      count: 300,
      size: 34,
      colors: colors(light, ['#5d9a34', '#84b44a', '#3f7a2a']),
    });
    drawTrack(canvas, light, {
      horizon: horizon + 42,
      vanishX: canvas.width * random.between(0.4, 0.6),
      left: canvas.width * random.between(0.2, 0.35),
      right: canvas.width * random.between(0.65, 0.8),
      color: litColor(light, '#a45a3c'),
    });
    return { horizon: horizon + 40, ground: horizon + 40 };
  },
  acopio({ canvas, random, light }) {
    const horizon = canvas.height * random.between(0.55, 0.6);
    openSky(canvas, random, light, horizon, 140);
    drawGround(canvas, light, horizon, litColor(light, '#8aa552'));
    farTrees(canvas, random, light, horizon);
    canvas.focus();
    drawGrass(canvas, random, {
      horizon: horizon + 40,
      count: 220,
      size: 30,
      colors: colors(light, ['#7d9a44', '#a4ad5e']),
    });
    const left = canvas.width * random.between(0.08, 0.3);
    drawSilos(canvas, {
      x: left,
      base: horizon + 40,
      height: random.between(190, 240),
      count: random.int(3, 4),
      metal: litColor(light, '#c3c8cc'),
      shed: litColor(light, '#d6d2c8'),
    });
    drawTrack(canvas, light, {
      horizon: horizon + 40,
      vanishX: left + 200,
      left: canvas.width * 0.25,
      right: canvas.width * 0.6,
      color: litColor(light, '#b7ab93'),
    });
    drawTrees(canvas, random, {
      y: horizon + 45,
      from: canvas.width * 0.8,
      to: canvas.width + 40,
      size: 50,
      color: litColor(light, '#33552c'),
      tall: 0.5,
    });
    return { horizon, ground: horizon };
  },
} satisfies Record<string, Painter>;
