import { describe, expect, it } from 'vitest';
import {
  defaultReference,
  normalizeOrderData,
  ORDER_MESSAGES,
  orderCreateSchema,
  orderDataIssues,
  orderUpdateSchema,
  parseNumberList,
  uploadTypesMessage,
} from './schemas.ts';

const base = { service_number_type_id: 3, reference: 'Ref 1', terms_accepted: true } as const;

describe('order create', () => {
  it('needs the product, a reference and accepted terms', () => {
    const r = orderCreateSchema.safeParse({});
    const messages = r.success ? [] : r.error.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining([ORDER_MESSAGES.noProduct, ORDER_MESSAGES.noReference, ORDER_MESSAGES.terms]));
  });

  it('sends empty quantities as 0 and defaults to requested', () => {
    const v = orderCreateSchema.parse({ ...base, number_quantity: '', channel_quantity: null });
    expect(v).toMatchObject({ number_quantity: 0, channel_quantity: 0, status: 'requested' });
  });

  it('limits notes to 250 words', () => {
    expect(orderCreateSchema.safeParse({ ...base, additional_remarks: 'word '.repeat(251) }).success).toBe(false);
    expect(orderCreateSchema.safeParse({ ...base, additional_remarks: 'word '.repeat(250) }).success).toBe(true);
  });
});

describe('orderDataIssues (spec 2 §5 step 4)', () => {
  it('SIP Trunking: a number or channel quantity, channels in fives from 10', () => {
    expect(orderDataIssues('SIP Trunking', { number_quantity: 0, channel_quantity: 0 })).toEqual([
      { field: 'number_quantity', message: ORDER_MESSAGES.noNumberOrChannelQuantity },
    ]);
    expect(orderDataIssues('SIP Trunking', { number_quantity: 0, channel_quantity: 12 })[0]?.message).toBe(
      ORDER_MESSAGES.channelsMultipleOfFive,
    );
    expect(orderDataIssues('SIP Trunking', { number_quantity: 0, channel_quantity: 5 })[0]?.message).toBe(
      ORDER_MESSAGES.channelsMultipleOfFive,
    );
    expect(orderDataIssues('SIP Trunking', { number_quantity: 0, channel_quantity: 5 }, false)).toEqual([]);
    expect(orderDataIssues('SIP Trunking', { number_quantity: 0, channel_quantity: 10 })).toEqual([]);
  });

  it('other types need a number quantity', () => {
    expect(orderDataIssues('DID', { number_quantity: 0, channel_quantity: 10 })[0]?.message).toBe(ORDER_MESSAGES.noNumberQuantity);
    expect(orderDataIssues('ITFS', { number_quantity: 20, channel_quantity: 0 })).toEqual([]);
  });

  it('checks the translation prefix and numbers', () => {
    const t = { number_quantity: 1, channel_quantity: 0, translation_number_required: true };
    expect(orderDataIssues('DID', { ...t, translation_number_format: null })[0]?.field).toBe('translation_number_format');
    expect(orderDataIssues('DID', { ...t, translation_number_format: 'e.164prefix', translation_number_prefix: 'x' })[0]?.field).toBe(
      'translation_number_prefix',
    );
    expect(
      orderDataIssues('DID', { ...t, translation_number_format: 'individual', translation_number_to: '+44 20 7946 0000, 12' })[0]?.field,
    ).toBe('translation_number_to');
    expect(
      orderDataIssues('DID', { ...t, translation_number_format: 'individual', translation_number_to: '+44 20 7946 0000\n+81 3 1234 5678' }),
    ).toEqual([]);
  });

  it('checks the porting numbers and refuses porting on a product without portability', () => {
    const o = { number_quantity: 1, channel_quantity: 0, porting: true };
    expect(orderDataIssues('ITFS', { ...o, porting_number_to: 'garbage-number' }, true, { portability: true })).toEqual([
      { field: 'porting_number_to', message: ORDER_MESSAGES.portingFormat },
    ]);
    expect(orderDataIssues('ITFS', { ...o, porting_number_to: '+44 20 7946 0000\n+81 3 1234 5678' }, true, { portability: true })).toEqual(
      [],
    );
    expect(orderDataIssues('ITFS', { ...o, porting_number_to: '+44 20 7946 0000' }, true, { portability: false })).toEqual([
      { field: 'porting', message: ORDER_MESSAGES.portingNotOffered },
    ]);
    expect(orderDataIssues('ITFS', { ...o, porting: false, porting_number_to: 'zzz' }, true, { portability: false })).toEqual([]);
  });
});

describe('helpers', () => {
  it('keeps the prefix only for the prefix formats', () => {
    expect(
      normalizeOrderData({ translation_number_required: true, translation_number_format: 'e.164', translation_number_prefix: '99' }),
    ).toMatchObject({
      translation_number_prefix: null,
    });
    expect(
      normalizeOrderData({ translation_number_required: true, translation_number_format: 'e.164prefix+', translation_number_prefix: '99' }),
    ).toMatchObject({
      translation_number_prefix: '99',
    });
    expect(
      normalizeOrderData({
        translation_number_required: false,
        translation_number_format: 'individual',
        porting: false,
        porting_number_to: 'x',
      }),
    ).toMatchObject({ translation_number_format: null, porting_number_to: null });
  });

  it('parses number lists, refusing any bad number', () => {
    expect(parseNumberList('+44 20 7946 0000; +81312345678')).toEqual(['+442079460000', '+81312345678']);
    expect(parseNumberList('+44 20 7946 0000, 123')).toBeNull();
    expect(parseNumberList('  ')).toBeNull();
  });

  it('builds the default reference and the upload message', () => {
    expect(defaultReference('Northwind Telecom', () => 0.123456)).toBe('Northwind Telecom 123456');
    expect(uploadTypesMessage('authorised_person_passport_id')).toBe('Please upload pdf/jpeg/png file');
  });
});

describe('orderUpdateSchema', () => {
  it('leaves absent fields absent (no create defaults), so a PUT keeps the stored values', () => {
    const v = orderUpdateSchema.parse({ status: 'saved', updatedAt: '2024-01-01T00:00:00.000Z' });
    expect(v).toEqual({ status: 'saved', updatedAt: '2024-01-01T00:00:00.000Z' });
    const w = orderUpdateSchema.parse({ status: 'saved', updatedAt: 'x', porting: '', city_specific: 'true', number_quantity: '' });
    expect(w).toMatchObject({ porting: false, city_specific: true, number_quantity: 0 });
  });
});
