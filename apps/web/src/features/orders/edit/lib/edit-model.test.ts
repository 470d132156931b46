import { describe, expect, it } from 'vitest';
import { orderDetail, snapshotProduct } from '../test/fixtures';
import {
  acceptOf,
  actionState,
  fileProblem,
  initialTextValues,
  pricingPayload,
  stepFields,
  textFieldsOf,
  textIssues,
  textPayload,
} from './edit-model';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('edit-order model', () => {
  it('lists the details fields the product flags, without the porting ones', () => {
    const p = snapshotProduct({ end_user_contact_req: true, declaration_letter_req: true, prt_hstcarriers_req: true, portability: true });
    expect(stepFields('details', p)).toEqual([
      { name: 'end_user_contact_phone', kind: 'text' },
      { name: 'end_user_contact_email', kind: 'email' },
      { name: 'declaration_letter', kind: 'document' },
    ]);
    expect(stepFields('porting', p).map((f) => f.name)).toEqual([
      'porting_number_to',
      'porting_number_to_file',
      'portability_name_existing_hosting_carriers',
    ]);
    expect(stepFields('features', p)).toEqual([]);
  });

  it('sends the typed fields of the shown steps, blanks as null', () => {
    const p = snapshotProduct({ end_user_name_req: true, itu_assignment_notification_req: true });
    const names = textFieldsOf(['features', 'details', 'translation', 'confirmation'], p);
    expect(names).toEqual(['end_user_name', 'translation_number_to']);
    const values = initialTextValues(orderDetail('customer', { product: p, end_user_name: 'ACME' }), names);
    expect(values).toEqual({ end_user_name: 'ACME', translation_number_to: '' });
    expect(textPayload({ end_user_name: ' ACME ', translation_number_to: '  ' }, names)).toEqual({
      end_user_name: 'ACME',
      translation_number_to: null,
    });
    expect(textIssues({ translation_number_to: '+33123456789\nabc' }, names)).toEqual([
      { field: 'translation_number_to', message: 'translationFormat' },
    ]);
    expect(textIssues({ translation_number_to: '+33123456789\n+33987654321' }, names)).toEqual([]);
  });

  it('checks a file by its extension and size before uploading', () => {
    expect(acceptOf('authorised_person_passport_id')).toBe('.pdf,.jpeg,.jpg,.png');
    expect(fileProblem('declaration_letter', file('letter.DOCX'))).toBeNull();
    expect(fileProblem('declaration_letter', file('letter.png'))).toEqual({ kind: 'type', message: 'Please upload pdf/doc/docx file' });
    expect(fileProblem('translation_number_to_file', file('numbers.xls'))).toEqual({ kind: 'type', message: 'Please upload xlsx file' });
    expect(fileProblem('authorised_person_passport_id', file('id.jpg'))).toBeNull();
    expect(fileProblem('declaration_letter', file('letter.pdf', 10 * 1024 * 1024 + 1))).toEqual({ kind: 'size' });
  });

  it('gives the reason an action is disabled, and lets Process follow the custom-pricing checkbox', () => {
    const incomplete = orderDetail('staff', { status: 'ready', product: snapshotProduct({ end_user_name_req: true }) });
    const accept = incomplete.actions.find((a) => a.action === 'accept');
    expect(accept?.possible).toBe(false);
    expect(actionState('staff', accept ?? { action: 'accept', possible: false }, incomplete, false)).toEqual({
      enabled: false,
      reason: 'requirementsMissing',
    });
    const requested = orderDetail('staff', { status: 'requested' });
    const process = requested.actions.find((a) => a.action === 'process') ?? { action: 'process' as const, possible: false };
    expect(actionState('staff', process, requested, false)).toEqual({ enabled: false, reason: 'customPricingMissing' });
    expect(actionState('staff', process, requested, true)).toEqual({ enabled: true });
    expect(actionState('staff', { action: 'process', possible: true }, requested, false)).toEqual({
      enabled: false,
      reason: 'customPricingMissing',
    });
  });

  it('builds the custom tariff from the charges of the service type, refusing malformed amounts', () => {
    const order = orderDetail('staff', { status: 'requested' });
    expect(pricingPayload(order, { currency: 'EUR', nrc: '10', mrc: '2.5', inbound_charges: '' })).toEqual({
      ok: true,
      tariff: { currency: 'EUR', nrc: '10.00', mrc: '2.50', inbound_charges: null },
    });
    expect(pricingPayload(order, { currency: 'EUR', nrc: '-1', mrc: 'abc', inbound_charges: '' })).toEqual({
      ok: false,
      fields: ['nrc', 'mrc'],
    });
  });
});
