/** The six regions of the visitor coverage carousel (spec 1 §2), in carousel order. */
export const REGIONS = ['Asia', 'Europe', 'Africa', 'North America', 'Central America', 'South America'] as const;
export type Region = (typeof REGIONS)[number];

/** Central America and the Caribbean, split from continent NA (ISO 3166 alpha-2). */
const CENTRAL_AMERICA = new Set([
  'BZ',
  'CR',
  'SV',
  'GT',
  'HN',
  'NI',
  'PA',
  'AG',
  'AI',
  'AW',
  'BB',
  'BL',
  'BQ',
  'BS',
  'CU',
  'CW',
  'DM',
  'DO',
  'GD',
  'GP',
  'HT',
  'JM',
  'KN',
  'KY',
  'LC',
  'MF',
  'MQ',
  'MS',
  'PR',
  'SX',
  'TC',
  'TT',
  'VC',
  'VG',
  'VI',
]);

/**
 * Region of a country from its ISO continent code (AF, AN, AS, EU, NA, OC, SA).
 * Oceania is shown with Asia (Asia-Pacific); Antarctica has no region.
 */
export function regionOf(countryCode: string, continent: string): Region | null {
  switch (continent) {
    case 'AS':
    case 'OC':
      return 'Asia';
    case 'EU':
      return 'Europe';
    case 'AF':
      return 'Africa';
    case 'SA':
      return 'South America';
    case 'NA':
      return CENTRAL_AMERICA.has(countryCode) ? 'Central America' : 'North America';
    default:
      return null;
  }
}
