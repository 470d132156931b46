import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../accounts/languages.ts';
import { eventCatalogue } from '../common/events.ts';
import { COMPLIANCE_EVENTS } from './events.ts';

const render = eventCatalogue(COMPLIANCE_EVENTS).render;
const expiring = {
  document_id: 7,
  type: 'passport',
  country: 'GB',
  valid_until: '2027-01-31',
  customer_id: 3,
  customer_name: 'Northwind',
  orders: [41, 42],
  numbers: ['+442079460000'],
};

describe('compliance notifications', () => {
  it('names the proof, its date, and the orders and numbers relying on it', () => {
    expect(render('en', 'compliance.document_expiring', expiring)).toEqual({
      title: 'Passport of Northwind expires on 2027-01-31',
      message:
        'Passport (GB, proof 7) of Northwind is valid until 2027-01-31. Orders relying on it: 41, 42. Numbers: +442079460000. Upload a current one under Management → Compliance profile: once expired it no longer satisfies new orders.',
    });
    expect(render('ja', 'compliance.document_expiring', { ...expiring, orders: [], numbers: [] })?.message).toContain(
      'これを使う注文: なし',
    );
  });

  it('tells a rejection with its reason, an approval without one, in every language', () => {
    const rejected = {
      document_id: 7,
      type: 'address_proof',
      country: 'DE',
      state: 'rejected',
      reason: 'Too old',
      customer_name: 'Northwind',
    };
    expect(render('en', 'compliance.document_verified', rejected)?.title).toBe('Address proof rejected');
    expect(render('en', 'compliance.document_verified', rejected)?.message).toContain('Reason: Too old.');
    for (const lng of LANGUAGES) {
      const approved = render(lng, 'compliance.document_verified', { ...rejected, state: 'approved', reason: null });
      expect(approved?.message).not.toMatch(/\{\w+\}|Too old/);
      expect(render(lng, 'compliance.document_verified', rejected)?.message).toContain('Too old');
    }
  });
});
