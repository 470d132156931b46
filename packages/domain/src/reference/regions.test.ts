import { describe, expect, it } from 'vitest';
import { regionOf } from './regions.ts';

describe('regionOf', () => {
  it.each([
    ['GB', 'EU', 'Europe'],
    ['JP', 'AS', 'Asia'],
    ['AU', 'OC', 'Asia'],
    ['NG', 'AF', 'Africa'],
    ['US', 'NA', 'North America'],
    ['MX', 'NA', 'North America'],
    ['PA', 'NA', 'Central America'],
    ['JM', 'NA', 'Central America'],
    ['BR', 'SA', 'South America'],
    ['AQ', 'AN', null],
  ])('%s (%s) → %s', (code, continent, region) => {
    expect(regionOf(code, continent)).toBe(region);
  });
});
