import { EXPORT_FILENAME_RE } from '@gsn/domain';
import { describe, expect, it } from 'vitest';
import { csvField, csvLine, exportFilename, progress } from './exports-files.ts';

describe('csv', () => {
  it('quotes fields with commas, quotes and line breaks, doubling quotes', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', 'two\nlines', 'cr\r', ''])).toBe('a,"b,c","say ""hi""","two\nlines","cr\r",\r\n');
    expect(csvLine([null, undefined, true, 12.5, 'Zürich 東京'])).toBe(',,true,12.5,Zürich 東京\r\n');
  });

  it('neutralises formulas but keeps numbers with a sign', () => {
    expect(csvField('=1+2')).toBe("'=1+2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('+cmd|x')).toBe("'+cmd|x");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('+442079460000')).toBe('+442079460000');
    expect(csvField('-1.5')).toBe('-1.5');
    expect(csvField('+44 (20) 7946 0000')).toBe('+44 (20) 7946 0000');
    expect(csvField('a=b')).toBe('a=b');
  });
});

describe('export names and progress', () => {
  it('makes names that EXPORT_FILENAME_RE accepts, unique', () => {
    const a = exportFilename('inventorynumbers', 'csv', new Date('2025-03-04T05:06:07Z'));
    expect(a).toMatch(/^inventorynumbers-20250304050607-[0-9a-f]{8}\.csv$/);
    expect(EXPORT_FILENAME_RE.test(a)).toBe(true);
    expect(EXPORT_FILENAME_RE.test(exportFilename('callstatistics', 'xlsx'))).toBe(true);
    expect(exportFilename('x', 'csv')).not.toBe(exportFilename('x', 'csv'));
  });

  it('name what the file holds: the report and its filters, in the characters the storage accepts', () => {
    const at = new Date('2026-11-27T00:37:22Z');
    const named = exportFilename('callsummary', 'csv', at, {
      fromDate: '2026-11-01',
      toDate: '2026-11-27',
      customer_id: 7,
      jurisdiction: 'Côte d’Ivoire',
      city: '',
      expired: false,
    });
    expect(named).toMatch(/^callsummary-from_20261101-to_20261127-customer_7-jurisdiction_cote_d_ivoire-20261127003722-[0-9a-f]{8}\.csv$/);
    expect(EXPORT_FILENAME_RE.test(named)).toBe(true);
    // a label never grows past 80 characters, and never lets a dot, a slash or a space through
    const long = exportFilename('callrecords', 'xlsx', at, { search: '../../etc/passwd '.repeat(20), calling: '+4420 7946' });
    expect(EXPORT_FILENAME_RE.test(long)).toBe(true);
    expect(long.length).toBeLessThan('callrecords'.length + 82 + 30);
    expect(EXPORT_FILENAME_RE.test('callsummary-../x-20261127003722-0123abcd.csv')).toBe(false);
  });

  it('never shows 100 before the end', () => {
    expect(progress(0, 0)).toBe(0);
    expect(progress(50, 200)).toBe(25);
    expect(progress(200, 200)).toBe(99);
  });
});
