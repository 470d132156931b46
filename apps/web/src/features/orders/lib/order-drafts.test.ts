import { beforeEach, describe, expect, it } from 'vitest';
import { clearAccountDrafts, readDraft } from '../../../lib/drafts';
import { product } from '../../../test/fixtures/coverage';
import { discardOrderDraft, listOrderDrafts, resumeOrderDraft, saveOrderDraft } from './order-drafts';
import { emptyDetails, initialWizard, loadWizard, saveWizard, temporaryOrderKey, type WizardState } from './wizard-state';

const search = { customer_id: null, customer_name: 'Northwind', service_type: 'DID', jurisdiction: 'France', city: 'Paris' };
const order = (reference: string): WizardState => ({
  step: 3,
  search,
  query: search,
  page: 1,
  product: product({ id: 5 }),
  details: { ...emptyDetails(), reference },
  terms: true,
  numbers: [{ id: 101, service_number: '+33180000101', city: null, reserved_until: '2030-01-01T00:00:00.000Z' }],
});

describe('order drafts', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps nothing for an untouched wizard and the same order once', () => {
    expect(saveOrderDraft(7, initialWizard())).toBe(false);
    expect(saveOrderDraft(7, order('PO-1'))).toBe(true);
    expect(saveOrderDraft(7, order('PO-1'))).toBe(true);
    expect(listOrderDrafts(7).map((d) => d.state.details.reference)).toEqual(['PO-1']);
    // never with the terms accepted: they are accepted again before submitting
    expect(listOrderDrafts(7)[0]?.state.terms).toBe(false);
    expect(listOrderDrafts(8)).toEqual([]);
  });

  it('resume puts the draft in the wizard and keeps the order the wizard held', () => {
    saveOrderDraft(7, order('PO-1'));
    saveWizard(7, order('PO-2'));
    const key = listOrderDrafts(7)[0]?.key ?? '';
    expect(resumeOrderDraft(8, key)).toBeNull();
    expect(resumeOrderDraft(7, key)?.details.reference).toBe('PO-1');
    expect(loadWizard(7).details.reference).toBe('PO-1');
    expect(listOrderDrafts(7).map((d) => d.state.details.reference)).toEqual(['PO-2']);
  });

  it('discard answers the numbers the draft held (to give back) and removes it; sign-out removes them all', () => {
    saveOrderDraft(7, order('PO-1'));
    const key = listOrderDrafts(7)[0]?.key ?? '';
    expect(discardOrderDraft(key).numbers.map((n) => n.id)).toEqual([101]);
    expect(listOrderDrafts(7)).toEqual([]);
    saveOrderDraft(7, order('PO-3'));
    saveWizard(7, order('PO-4'));
    clearAccountDrafts(7);
    expect(listOrderDrafts(7)).toEqual([]);
    expect(readDraft(temporaryOrderKey(7))).toBeNull();
  });
});
