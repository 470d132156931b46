import { beforeEach, describe, expect, it } from 'vitest';
import { product } from '../../../test/fixtures/coverage';
import { clearAccountDrafts, draftKey, writeDraft } from '../../../lib/drafts';
import { initialWizard, loadWizard, saveWizard, temporaryOrderKey, type WizardState, wizardReducer } from './wizard-state';

const search = { customer_id: '7', customer_name: 'Northwind', service_type: 'DID', jurisdiction: 'France', city: null };

function atDetails(): WizardState {
  let s = wizardReducer(initialWizard(), { type: 'search', search });
  s = wizardReducer(s, { type: 'select', product: product() });
  return wizardReducer(s, { type: 'addToOrder', random: () => 0.123456 });
}

describe('add-order wizard movement (spec 2 §2)', () => {
  beforeEach(() => window.localStorage.clear());

  it('searching goes to the results, selecting to the features, adding to the details with the default reference', () => {
    let s = wizardReducer(initialWizard(), { type: 'search', search });
    expect(s.step).toBe(1);
    expect(s.query).toEqual(search);
    s = wizardReducer(s, { type: 'select', product: product() });
    expect(s.step).toBe(2);
    expect(s.product?.id).toBe(5);
    s = wizardReducer(s, { type: 'addToOrder', random: () => 0.123456 });
    expect(s.step).toBe(3);
    expect(s.details.reference).toBe('Northwind 123456');
  });

  it('back from the results clears them; back from the features clears the product', () => {
    const results = wizardReducer(initialWizard(), { type: 'search', search });
    const back1 = wizardReducer(results, { type: 'back' });
    expect(back1.step).toBe(0);
    expect(back1.query).toBeNull();
    expect(back1.search).toEqual(search);
    const features = wizardReducer(results, { type: 'select', product: product() });
    const back2 = wizardReducer(features, { type: 'back' });
    expect(back2.step).toBe(1);
    expect(back2.product).toBeNull();
    expect(back2.query).toEqual(search);
  });

  it('back from the details resets the translation settings but keeps the rest', () => {
    const s = atDetails();
    const typed = wizardReducer(s, {
      type: 'details',
      details: {
        ...s.details,
        number_quantity: 12,
        translation_number_required: true,
        translation_number_format: 'e.164prefix',
        translation_number_prefix: '+331',
        translation_number_to: '+33123456789',
      },
    });
    const back = wizardReducer(typed, { type: 'back' });
    expect(back.step).toBe(2);
    expect(back.product?.id).toBe(5);
    expect(back.details).toMatchObject({
      number_quantity: 12,
      reference: 'Northwind 123456',
      translation_number_required: false,
      translation_number_format: 'e.164',
      translation_number_prefix: '',
      translation_number_to: '',
    });
  });

  it('keeps a typed reference when coming back to the details', () => {
    const s = atDetails();
    const typed = wizardReducer(s, { type: 'details', details: { ...s.details, reference: 'PO-42' } });
    const again = wizardReducer(wizardReducer(typed, { type: 'back' }), { type: 'addToOrder', random: () => 0.5 });
    expect(again.details.reference).toBe('PO-42');
  });

  it('restores the temporary order of the same account only, never past a missing product', () => {
    const s = wizardReducer(atDetails(), { type: 'toSubmit' });
    saveWizard(7, { ...s, terms: true });
    const restored = loadWizard(7);
    expect(restored.step).toBe(4);
    expect(restored.details.reference).toBe('Northwind 123456');
    expect(restored.terms).toBe(false);
    // another account on this browser starts empty; no session keeps nothing
    expect(loadWizard(8)).toEqual(initialWizard());
    expect(loadWizard(null)).toEqual(initialWizard());
    writeDraft(temporaryOrderKey(7), { ...s, product: null });
    expect(loadWizard(7).step).toBe(1);
    window.localStorage.setItem(temporaryOrderKey(7), '{not json');
    expect(loadWizard(7)).toEqual(initialWizard());
  });

  it('keeps nothing for an untouched wizard, and signing out on purpose drops the kept one', () => {
    saveWizard(7, initialWizard());
    expect(window.localStorage.getItem(temporaryOrderKey(7))).toBeNull();
    saveWizard(7, atDetails());
    expect(temporaryOrderKey(7)).toBe(draftKey(7, '/portal/management/orders/add'));
    clearAccountDrafts(7);
    expect(loadWizard(7)).toEqual(initialWizard());
  });
});
