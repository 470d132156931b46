import { describe, expect, it } from 'vitest';
import { EXPORT_FILENAME_RE, exportFileLabel } from './schemas.ts';

describe('an export file’s filter label', () => {
  it('names each filter set with its value, dates as digits, lists joined, flags by name', () => {
    expect(exportFileLabel({ fromDate: '2026-11-01', toDate: '2026-11-27T00:00:00Z', customer_id: 7, service_type: 'SIP Trunking' })).toBe(
      'from_20261101-to_20261127-customer_7-service_type_sip_trunking',
    );
    expect(exportFileLabel({ causes: [16, 17], expired: true, city: '', state: null, includeAll: false })).toBe('causes_16_17-expired');
    expect(exportFileLabel({})).toBe('');
  });

  it('stays within 80 characters and the storage’s characters, whatever the values', () => {
    const label = exportFileLabel({ a: 'x'.repeat(50), b: 'y'.repeat(50), c: 'São Paulo / ../ :*?' });
    expect(label.length).toBeLessThanOrEqual(80);
    expect(label).toBe(`a_${'x'.repeat(50)}`);
    expect(exportFileLabel({ c: 'São Paulo / ../ :*?' })).toBe('c_sao_paulo');
    expect(EXPORT_FILENAME_RE.test(`callsummary-${exportFileLabel({ c: 'São Paulo / ../' })}-20261127003722-0123abcd.csv`)).toBe(true);
  });
});
