import { describe, expect, it } from 'vitest';
import { countryCodeOfEnglishName, countryName } from './country-names.ts';

describe('country names', () => {
  it('names a country in each interface language', () => {
    expect(countryName('JP', 'en')).toBe('Japan');
    expect(countryName('JP', 'fr')).toBe('Japon');
    expect(countryName('de', 'ru')).toBe('Германия');
    expect(countryName('JP', 'ja')).toBe('日本');
    expect(countryName('CN', 'zh')).toBe('中国');
  });

  it('keeps the fallback (or the code) for what Intl does not know', () => {
    expect(countryName('Q1', 'en', 'Somewhere')).toBe('Somewhere');
    expect(countryName('', 'es')).toBe('');
  });

  it('finds the code of an English name', () => {
    expect(countryCodeOfEnglishName('United Kingdom')).toBe('GB');
    expect(countryCodeOfEnglishName('japan')).toBe('JP');
    // not the deprecated codes named like their successors (DD: East Germany, shown as Germany)
    expect(countryCodeOfEnglishName('Germany')).toBe('DE');
    expect(countryCodeOfEnglishName('Myanmar (Burma)')).toBe('MM');
    expect(countryCodeOfEnglishName('Atlantis')).toBeUndefined();
  });
});
