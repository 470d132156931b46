import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../api/use-orders';
import { editorReducer, initialEditorState } from './editor-state';

const order = {
  id: 1,
  reference: 'REF',
  provider_remarks: 'note',
  custom_tariff: null,
  servicenumbertypeorderhistory: { currency: 'EUR', tariff: { currency: 'EUR', nrc: '1.00' } },
} as unknown as OrderDetail;

describe('the order editor state', () => {
  it('starts from the order', () => {
    const s = initialEditorState(order, ['reference', 'additional_remarks']);
    expect(s.values).toEqual({ reference: 'REF', additional_remarks: '' });
    expect(s).toMatchObject({ errors: {}, remarks: 'note', customOn: false, pricingErrors: {} });
    expect(s.pricing.currency).toBe('EUR');
  });

  it('clears a field error when the field is typed in, and every error at once', () => {
    let s = initialEditorState(order, ['reference']);
    s = editorReducer(s, { type: 'errors', errors: { reference: 'Required' } });
    s = editorReducer(s, { type: 'pricingErrors', errors: { nrc: 'Bad' } });
    s = editorReducer(s, { type: 'value', name: 'reference', value: 'X' });
    expect(s.values.reference).toBe('X');
    expect(s.errors).toEqual({ reference: '' });
    s = editorReducer(s, { type: 'clearErrors' });
    expect(s.errors).toEqual({});
    expect(s.pricingErrors).toEqual({});
  });

  it('keeps the staff inputs', () => {
    let s = initialEditorState(order, []);
    s = editorReducer(s, { type: 'remarks', value: 'new' });
    s = editorReducer(s, { type: 'customOn', value: true });
    s = editorReducer(s, { type: 'pricing', field: 'mrc', value: '2.00' });
    expect(s).toMatchObject({ remarks: 'new', customOn: true });
    expect(s.pricing.mrc).toBe('2.00');
  });
});
