import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { unknownFields } from './unknown-fields.ts';

describe('unknown body fields', () => {
  const tariff = z.object({ nrc: z.string(), mrc: z.string().optional() });
  const schema = z.object({
    name: z.string(),
    custom_tariff: tariff.nullable().optional(),
    cities: z.array(z.object({ city: z.string() })).default([]),
    status: z.preprocess((v) => v, z.object({ code: z.string() })).optional(),
    meta: z.object({}).catchall(z.string()).optional(),
    loose: z.looseObject({ a: z.number() }).optional(),
  });

  it('finds none in a body of known fields', () => {
    expect(unknownFields(schema, { name: 'x', custom_tariff: { nrc: '1' }, cities: [{ city: 'London' }] })).toEqual([]);
    expect(unknownFields(schema, { name: 'x', custom_tariff: null })).toEqual([]);
  });

  it('names each unknown field with its path, in nested objects and arrays too', () => {
    expect(
      unknownFields(schema, {
        name: 'x',
        number_quantity: 5,
        custom_tariff: { nrc: '1', setup: '2' },
        cities: [{ city: 'London' }, { city: 'Paris', zip: '75001' }],
        status: { code: 'a', reason: 'b' },
      }),
    ).toEqual(['number_quantity', 'custom_tariff.setup', 'cities.1.zip', 'status.reason']);
  });

  it('leaves objects that take any key alone, and does not look into values of the wrong type', () => {
    expect(unknownFields(schema, { name: 'x', meta: { anything: 'y' }, loose: { a: 1, b: 2 } })).toEqual([]);
    expect(unknownFields(schema, { name: 'x', custom_tariff: 'free', cities: 'none' })).toEqual([]);
    expect(unknownFields(schema, 'not an object')).toEqual([]);
  });
});
