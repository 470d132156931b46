import { describe, expect, it } from 'vitest';
import {
  agingConfigField,
  agingDays,
  agingEnd,
  assignmentRefusal,
  disconnectDateRefusal,
  NUMBER_BATCH_LIMIT,
  NUMBER_MOVES,
  NUMBER_STATES,
  nextNumberState,
  orderNumberState,
  parseStockList,
} from './number-lifecycle.ts';

describe('number states', () => {
  it('moves only along the life: stock, held, assigned, active, aging, stock', () => {
    expect(nextNumberState('available', 'reserve')).toBe('reserved');
    expect(nextNumberState('reserved', 'assign')).toBe('assigned');
    expect(nextNumberState('assigned', 'activate')).toBe('active');
    expect(nextNumberState('active', 'disconnect')).toBe('aging');
    expect(nextNumberState('aging', 'restock')).toBe('available');
    // an active number never goes straight back to stock, nor an aging one to a customer
    expect(nextNumberState('active', 'release')).toBeNull();
    expect(nextNumberState('aging', 'reserve')).toBeNull();
    expect(nextNumberState('available', 'activate')).toBeNull();
  });

  it('reaches every state and leaves every state', () => {
    const targets = new Set(Object.values(NUMBER_MOVES).map((m) => m.to));
    const sources = new Set(Object.values(NUMBER_MOVES).flatMap((m) => m.from));
    for (const s of NUMBER_STATES) {
      expect(targets.has(s)).toBe(true);
      expect(sources.has(s)).toBe(true);
    }
  });
});

describe('parseStockList', () => {
  it('reads numbers one per line or separated, with spaces inside, dropping repeats', () => {
    expect(parseStockList('+44 20 7946 0000\n+442079460001, +442079460000;442079460002')).toEqual({
      numbers: ['+442079460000', '+442079460001', '+442079460002'],
      invalid: [],
    });
  });

  it('expands ranges, the last given whole or by its trailing digits', () => {
    expect(parseStockList('+442079460098-+442079460101').numbers).toEqual([
      '+442079460098',
      '+442079460099',
      '+442079460100',
      '+442079460101',
    ]);
    expect(parseStockList('+442079460000 - 02').numbers).toEqual(['+442079460000', '+442079460001', '+442079460002']);
  });

  it('reports what is not a number or a range, and refuses a list too long', () => {
    expect(parseStockList('hello\n+442079460005-+442079460001\n12').invalid).toEqual(['hello', '+442079460005-+442079460001', '12']);
    expect(parseStockList(`+442079400000-+4420794${NUMBER_BATCH_LIMIT}`).error).toMatch(/at most/);
  });
});

describe('assignment and disconnection rules', () => {
  it('assigns the ordered quantity, fewer only with a reason, never more', () => {
    expect(assignmentRefusal(10, 10, null)).toBeNull();
    expect(assignmentRefusal(10, 8, null)).toBe('short_without_reason');
    expect(assignmentRefusal(10, 8, '  ')).toBe('short_without_reason');
    expect(assignmentRefusal(10, 8, 'Stock ran out')).toBeNull();
    expect(assignmentRefusal(10, 11, 'x')).toBe('more_than_ordered');
    expect(assignmentRefusal(0, 0, null)).toBeNull();
  });

  it('takes disconnection dates from today up to a year ahead', () => {
    expect(disconnectDateRefusal('2026-11-27', '2026-11-27')).toBe(false);
    expect(disconnectDateRefusal('2026-11-26', '2026-11-27')).toBe(true);
    expect(disconnectDateRefusal('2027-11-27', '2026-11-27')).toBe(false);
    expect(disconnectDateRefusal('2027-12-01', '2026-11-27')).toBe(true);
    expect(disconnectDateRefusal('someday', '2026-11-27')).toBe(true);
  });

  it('tells where an order’s number stands', () => {
    const none = {
      assigned_at: null,
      activated_at: null,
      disconnect_requested_at: null,
      disconnect_confirmed_at: null,
      released_at: null,
      release_reason: null,
    };
    const t = '2026-11-27T00:00:00Z';
    expect(orderNumberState(none)).toBe('reserved');
    expect(orderNumberState({ ...none, assigned_at: t })).toBe('assigned');
    expect(orderNumberState({ ...none, assigned_at: t, activated_at: t })).toBe('active');
    expect(orderNumberState({ ...none, activated_at: t, disconnect_requested_at: t })).toBe('disconnect_requested');
    expect(orderNumberState({ ...none, activated_at: t, disconnect_requested_at: t, disconnect_confirmed_at: t })).toBe(
      'disconnect_scheduled',
    );
    expect(orderNumberState({ ...none, released_at: t, release_reason: 'disconnected' })).toBe('disconnected');
    expect(orderNumberState({ ...none, released_at: t, release_reason: 'cancelled' })).toBe('released');
  });
});

describe('quarantine', () => {
  it('takes the configured days of a service type, else its default', () => {
    expect(agingConfigField('SIP Trunking')).toBe('number_aging_days_sip_trunking');
    expect(agingDays('ITFS', null)).toBe(90);
    expect(agingDays('DID', undefined)).toBe(30);
    expect(agingDays('DID', ' 14 ')).toBe(14);
    expect(agingDays('DID', 'soon')).toBe(30);
    expect(agingEnd('2026-11-27', 30).toISOString()).toBe('2026-12-27T00:00:00.000Z');
  });
});
