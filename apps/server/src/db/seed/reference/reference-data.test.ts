import { CURRENCY_CODES, REGIONS } from '@gsn/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildReferenceData } from './index.ts';
import type { CityRow, ReferenceData } from './index.ts';

let ref: ReferenceData;
let buildMs = 0;

beforeAll(async () => {
  const started = performance.now();
  ref = await buildReferenceData();
  buildMs = performance.now() - started;
}, 60_000);

const country = (code: string) => ref.countries.find((c) => c.code === code);
const city = (code: string, name: string): CityRow | undefined => ref.cities.find((c) => c.country_code === code && c.name === name);

describe('countries', () => {
  it('covers ISO 3166-1 with unique alpha-2 codes', () => {
    expect(ref.countries.length).toBeGreaterThanOrEqual(240);
    expect(new Set(ref.countries.map((c) => c.code)).size).toBe(ref.countries.length);
    for (const c of ref.countries) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.dial_code).toMatch(/^\+\d+$/);
      expect(['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA']).toContain(c.continent);
    }
  });

  it('has calling codes, ISO alpha-3 codes and regions', () => {
    expect(country('GB')).toEqual({
      code: 'GB',
      iso3: 'GBR',
      name: 'United Kingdom',
      dial_code: '+44',
      continent: 'EU',
      region: 'Europe',
    });
    expect(country('US')?.dial_code).toBe('+1');
    expect(country('MX')?.region).toBe('North America');
    expect(country('PA')?.region).toBe('Central America');
    expect(country('BR')?.region).toBe('South America');
    expect(country('CN')?.region).toBe('Asia');
    expect(country('AU')?.region).toBe('Asia');
    expect(country('NG')?.region).toBe('Africa');
    expect(country('AQ')?.region).toBeNull();
    expect(country('DO')?.dial_code).toBe('+1809');
  });
});

describe('currencies', () => {
  it('are exactly the six offered currencies with English ISO 4217 names', () => {
    expect(ref.currencies.map((c) => c.code)).toEqual([...CURRENCY_CODES]);
    for (const c of ref.currencies) expect(c.name.length).toBeGreaterThan(2);
    expect(ref.currencies.find((c) => c.code === 'USD')?.name).toContain('Dollar');
    expect(ref.currencies.find((c) => c.code === 'EUR')?.name).toBe('Euro');
  });
});

describe('cities', () => {
  it('are numerous, unique per country and carry digit-only area codes of known countries', () => {
    expect(ref.cities.length).toBeGreaterThan(20_000);
    const codes = new Set(ref.countries.map((c) => c.code));
    const keys = ref.cities.map((c) => `${c.country_code}|${c.name}`);
    const seen = new Set<string>();
    expect(keys.filter((k) => seen.has(k) || !seen.add(k))).toEqual([]);
    expect(ref.cities.filter((c) => !/^\d+$/.test(c.dial_code))).toEqual([]);
    expect(ref.cities.filter((c) => !codes.has(c.country_code))).toEqual([]);
    expect(ref.cities.filter((c) => c.name.trim() !== c.name || c.name.length < 2)).toEqual([]);
  });

  it('map well-known cities to their area codes', () => {
    expect(city('GB', 'London')?.dial_code).toBe('20');
    expect(city('GB', 'Sheffield')?.dial_code).toBe('114');
    expect(city('JP', 'Tokyo')?.dial_code).toBe('3');
    expect(city('DE', 'Berlin')?.dial_code).toBe('30');
    expect(city('ES', 'Madrid')?.dial_code).toBe('91');
    expect(city('IT', 'Milan')?.dial_code).toBe('02');
    expect(city('CN', 'Beijing')?.dial_code).toBe('10');
    expect(city('BR', 'São Paulo')?.dial_code).toBe('11');
    expect(city('AU', 'Sydney')?.dial_code).toBe('2');
    expect(['212', '332', '646', '718', '917', '929']).toContain(city('US', 'New York')?.dial_code);
    expect(city('US', 'Chicago')?.dial_code).toMatch(/^(312|773|872)$/);
  });

  it('split shared calling codes by country (NANP, +7)', () => {
    expect(city('CA', 'Toronto')?.dial_code).toBe('416');
    expect(city('CA', 'Montreal')?.dial_code).toBe('514');
    expect(city('US', 'Toronto')).toBeDefined(); // Toronto, Ohio
    expect(city('RU', 'Moscow')?.dial_code).toBe('495');
    expect(city('KZ', 'Almaty')).toBeDefined();
  });

  it('leave out states, mobile-only places and qualifiers', () => {
    expect(city('US', 'Texas')).toBeUndefined();
    expect(city('US', 'New Jersey')).toBeUndefined();
    expect(city('CA', 'Ontario')).toBeUndefined();
    expect(city('BR', 'Minas Gerais')).toBeUndefined();
    // Towns that share a state's name stay, with their own area code: California, MD; Ontario, CA.
    expect(city('US', 'California')?.dial_code).toBe('301');
    expect(city('US', 'Ontario')?.dial_code).toBe('909');
    expect(ref.cities.some((c) => /, |\/| - /.test(c.name))).toBe(false);
  });
});

describe('jurisdictions', () => {
  it('are one per country in a portal region', () => {
    const inRegion = ref.countries.filter((c) => c.region !== null);
    expect(ref.jurisdictions).toHaveLength(inRegion.length);
    expect(new Set(ref.jurisdictions.map((j) => j.name)).size).toBe(ref.jurisdictions.length);
    for (const j of ref.jurisdictions) expect(REGIONS).toContain(j.region);
    expect(ref.jurisdictions.find((j) => j.country_code === 'GB')).toEqual({
      name: 'United Kingdom',
      country_code: 'GB',
      dial_code: '+44',
      region: 'Europe',
    });
    expect(ref.jurisdictions.some((j) => j.country_code === 'AQ')).toBe(false);
  });
});

describe('build', () => {
  it('is fast enough to run at seed time without a cache', () => {
    expect(buildMs).toBeLessThan(15_000);
  });
});
