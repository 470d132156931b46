import { seededRandom, toE164 } from '@gsn/domain';
import { type CountryCode, Metadata, getCountryCallingCode, getExampleNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';

/**
 * The numbers of the demo catalogue: a seeded generator of valid E.164 numbers and the demo customers' local
 * jurisdictions, termination numbers and remarks of the provider on inventory numbers.
 */

/** The same demo every time: a seeded generator (@gsn/domain). */
export { seededRandom };

const KINDS: Record<string, string[]> = {
  tollFree: ['TOLL_FREE'],
  Fixed: ['FIXED_LINE', 'FIXED_LINE_OR_MOBILE'],
  Mobile: ['MOBILE', 'FIXED_LINE_OR_MOBILE'],
  'Non-Geo': ['UAN', 'VOIP', 'PERSONAL_NUMBER', 'SHARED_COST'],
};

/**
 * Valid E.164 numbers in blocks of consecutive numbers, the way vendors hand out ranges: a block starts at a
 * random completion of a national prefix that libphonenumber-js ("max" metadata) accepts as a valid number of the
 * wanted type, and continues by increments while the numbers stay valid. Every number is unique in the factory.
 */
export function numberFactory(seed: number) {
  const rng = seededRandom(seed);
  const metadata = new Metadata();
  const used = new Set<string>();
  const int = (n: number) => Math.floor(rng() * n);

  function lengthsFor(region: CountryCode, prefix: string, preferred?: number): number[] {
    metadata.selectNumberingPlan(region);
    const all = (metadata.numberingPlan?.possibleLengths() ?? []).filter((l) => l > prefix.length);
    const usual = getExampleNumber(region, examples)?.nationalNumber.length ?? 9;
    const order = [...all].sort((a, b) => Math.abs(a - usual) - Math.abs(b - usual) || b - a);
    return preferred && all.includes(preferred) ? [preferred, ...order.filter((l) => l !== preferred)] : order;
  }

  function accept(callingCode: string, nsn: string, region: CountryCode | null, kinds: string[]): string | null {
    const parsed = parsePhoneNumberFromString(`+${callingCode}${nsn}`);
    if (!parsed?.isValid() || !kinds.includes(parsed.getType() ?? '')) return null;
    // shared calling codes (+1, +7): geographic numbers must belong to the jurisdiction's country
    if (region && !kinds.includes('TOLL_FREE') && parsed.country !== region) return null;
    const e164 = toE164(parsed.number);
    return e164 && !used.has(e164) ? e164 : null;
  }

  function randomStart(callingCode: string, region: CountryCode | null, prefix: string, lengths: number[], kinds: string[]): string {
    for (const length of lengths) {
      for (let attempt = 0; attempt < 400; attempt++) {
        let nsn = prefix;
        while (nsn.length < length) nsn += String(nsn.length === prefix.length && attempt < 200 ? 2 + int(8) : int(10));
        if (accept(callingCode, nsn, region, kinds)) return nsn;
      }
    }
    throw new Error(`demo: no valid ${kinds.join('/')} number for +${callingCode} ${prefix}`);
  }

  /** `count` numbers starting with a national prefix (a city's dial code, a toll-free range, ''). */
  function take(opts: {
    region: CountryCode | null;
    callingCode?: string;
    prefix: string;
    kind: keyof typeof KINDS;
    count: number;
    length?: number;
  }): string[] {
    const kinds = KINDS[opts.kind] ?? [];
    const callingCode = opts.callingCode ?? getCountryCallingCode(opts.region as CountryCode);
    const lengths = opts.region ? lengthsFor(opts.region, opts.prefix, opts.length) : [opts.length ?? 8];
    const out: string[] = [];
    let guard = 0;
    while (out.length < opts.count) {
      if (++guard > opts.count * 20) throw new Error(`demo: numbers exhausted for +${callingCode} ${opts.prefix}`);
      const start = randomStart(callingCode, opts.region, opts.prefix, lengths, kinds);
      const block = 3 + int(8);
      let nsn = start;
      let taken = 0;
      for (let i = 0; i < block * 2 && taken < block && out.length < opts.count && nsn.startsWith(opts.prefix); i++) {
        const e164 = accept(callingCode, nsn, opts.region, kinds);
        if (e164) {
          used.add(e164);
          out.push(e164);
          taken++;
        }
        nsn = (BigInt(nsn) + 1n).toString().padStart(nsn.length, '0');
      }
    }
    return out;
  }

  /** Mobile numbers near libphonenumber's example mobile number of a country. */
  function mobile(region: CountryCode, count: number): string[] {
    const example = getExampleNumber(region, examples)?.nationalNumber;
    if (!example) throw new Error(`demo: no example mobile number for ${region}`);
    return take({ region, prefix: example.slice(0, Math.max(2, example.length - 6)), kind: 'Mobile', count, length: example.length });
  }

  return { take, mobile, rng, int };
}

/** Demo customers by the country of their head office (local customers get numbers of their jurisdiction). */
export const LOCAL_CUSTOMERS: Record<string, string> = {
  'United Kingdom': 'NWT001',
  Singapore: 'BHC002',
  Chile: 'AVS003',
  Germany: 'RCG004',
  France: 'LTS005',
  Japan: 'SCS006',
  Canada: 'MLC007',
  Australia: 'SCV008',
  Spain: 'INS009',
  'South Africa': 'CDT010',
  India: 'LCC011',
  'Hong Kong': 'HBN012',
  Mexico: 'AVZ013',
  Norway: 'FNA014',
  Ireland: 'EIC015',
};
/** Where each customer terminates its calls: a fixed line of its head office. */
export const TERMINATIONS: Record<string, [CountryCode, string]> = {
  NWT001: ['GB', '20'],
  BHC002: ['SG', '6'],
  AVS003: ['CL', '2'],
  RCG004: ['DE', '69'],
  LTS005: ['FR', '1'],
  SCS006: ['JP', '3'],
  MLC007: ['CA', '416'],
  SCV008: ['AU', '2'],
  INS009: ['ES', '91'],
  CDT010: ['ZA', '21'],
  LCC011: ['IN', '22'],
  HBN012: ['HK', '2'],
  AVZ013: ['MX', '55'],
  FNA014: ['NO', '22'],
  EIC015: ['IE', '1'],
};
/** Remarks of the provider on a few inventory numbers. */
export const REMARKS = [
  'Ported in from the previous carrier',
  'Customer trial until further notice',
  'Vendor confirmed activation',
  'Routing changed on customer request',
];
