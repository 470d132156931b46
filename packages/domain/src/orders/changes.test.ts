import { describe, expect, it } from 'vitest';
import { decideMoveTo, ORDER_DATA_FIELDS, orderDataChange, orderDataRefusal, sameTariff, sameValue } from './changes.ts';
import { decideMove, ORDER_MOVES, ORDER_STATUSES, type OrderActor } from './statuses.ts';

const stored = Object.fromEntries(ORDER_DATA_FIELDS.map((f) => [f, null])) as Record<(typeof ORDER_DATA_FIELDS)[number], unknown>;
const order = { ...stored, reference: 'PO-1', number_quantity: 5, channel_quantity: 0, translation_number_required: false, porting: false };

describe('sameValue', () => {
  it('counts absent and null as one, and nothing else', () => {
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue('', null)).toBe(false);
    expect(sameValue(0, null)).toBe(false);
    expect(sameValue('a', 'a')).toBe(true);
  });
});

describe('orderDataChange', () => {
  it('finds nothing when the same data is sent again or nothing is sent', () => {
    expect(orderDataChange(order, {}).changed).toEqual([]);
    expect(orderDataChange(order, { reference: 'PO-1', number_quantity: 5 }).changed).toEqual([]);
  });

  it('lists the sent fields that differ, over the stored ones', () => {
    const { next, changed } = orderDataChange(order, { reference: 'PO-2', number_quantity: 5, end_user_name: 'Ada' });
    expect(changed).toEqual(['reference', 'end_user_name']);
    expect(next.reference).toBe('PO-2');
    expect(next.number_quantity).toBe(5);
  });

  it('normalises before comparing: data the choices hide is cleared, not changed', () => {
    const translated = { ...order, translation_number_required: true, translation_number_format: 'e.164', translation_number_to: '+1 555' };
    const { next, changed } = orderDataChange(translated, { translation_number_required: false });
    expect(changed).toEqual(['translation_number_required', 'translation_number_format', 'translation_number_to']);
    expect(next.translation_number_format).toBeNull();
    // a prefix sent with translation off is dropped, so it is no change
    expect(orderDataChange(order, { translation_number_prefix: '44' }).changed).toEqual([]);
  });
});

describe('orderDataRefusal', () => {
  it('never lets staff change the customer data', () => {
    for (const s of ORDER_STATUSES) expect(orderDataRefusal('staff', s)).toBe('customer_data_only');
  });

  it('lets customers change it only while the order is editable', () => {
    expect(orderDataRefusal('customer', 'requested')).toBeNull();
    expect(orderDataRefusal('customer', 'incomplete')).toBeNull();
    expect(orderDataRefusal('customer', 'ready')).toBe('not_editable');
    expect(orderDataRefusal('customer', 'completed')).toBe('not_editable');
  });
});

describe('sameTariff', () => {
  const tariff = { currency: 'USD', billing_incremental: '60/60', mrc: '10.00', nrc: null };
  it('compares currency, billing and charges, absent as null', () => {
    expect(sameTariff(tariff, { ...tariff, nrc: undefined })).toBe(true);
    expect(sameTariff(tariff, { ...tariff, mrc: '11.00' })).toBe(false);
    expect(sameTariff(tariff, { ...tariff, currency: 'EUR' })).toBe(false);
  });
  it('treats no tariff as equal only to no tariff', () => {
    expect(sameTariff(null, null)).toBe(true);
    expect(sameTariff(tariff, null)).toBe(false);
    expect(sameTariff(null, tariff)).toBe(false);
  });
});

describe('decideMoveTo (target status → move)', () => {
  const facts = { requirementsComplete: true, customPricing: true };

  it('agrees with decideMove for every move of the table, from every status it starts from', () => {
    for (const m of ORDER_MOVES) {
      for (const status of m.from) {
        expect(decideMoveTo(m.actor, m.to, { status, ...facts })).toEqual(decideMove(m.actor, m.action, { status, ...facts }));
      }
    }
  });

  it('refuses a target no move of the actor reaches from the status', () => {
    for (const actor of ['customer', 'staff'] as OrderActor[]) {
      for (const status of ORDER_STATUSES) {
        for (const target of ORDER_STATUSES) {
          const reachable = ORDER_MOVES.some((m) => m.actor === actor && m.from.includes(status) && m.to === target);
          if (!reachable) expect(decideMoveTo(actor, target, { status, ...facts })).toEqual({ ok: false, reason: 'not_allowed' });
        }
      }
    }
  });

  it('says what is missing: requirements to submit or accept, custom pricing to process', () => {
    expect(decideMoveTo('customer', 'ready', { status: 'saved', requirementsComplete: false, customPricing: false })).toEqual({
      ok: false,
      reason: 'requirements_missing',
    });
    expect(decideMoveTo('staff', 'processed', { status: 'requested', requirementsComplete: true, customPricing: false })).toEqual({
      ok: false,
      reason: 'custom_pricing_missing',
    });
    expect(decideMoveTo('staff', 'accepted', { status: 'ready', ...facts })).toEqual({ ok: true, to: 'accepted' });
  });
});
