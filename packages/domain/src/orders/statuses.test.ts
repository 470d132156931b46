import { describe, expect, it } from 'vitest';
import {
  afterUpdate,
  availableActions,
  confirmationOnly,
  decideMove,
  mayCustomPrice,
  ORDER_MOVES,
  ORDER_STATUSES,
  type OrderAction,
  type OrderActor,
  type OrderStatus,
} from './statuses.ts';

const complete = { requirementsComplete: true, customPricing: false };
const move = (actor: OrderActor, action: OrderAction, status: OrderStatus, facts = complete) =>
  decideMove(actor, action, { status, ...facts });

describe('customer moves (spec 2 §4)', () => {
  it.each(['requested', 'saved', 'confirmed', 'incomplete'] as const)('submit from %s goes to ready when the requirements are met', (s) => {
    expect(move('customer', 'submit', s)).toEqual({ ok: true, to: 'ready' });
    expect(move('customer', 'submit', s, { requirementsComplete: false, customPricing: false })).toEqual({
      ok: false,
      reason: 'requirements_missing',
    });
  });

  it('offers only cancel when the requirements are not met', () => {
    const offered = availableActions('customer', { status: 'requested', requirementsComplete: false, customPricing: false });
    expect(offered.filter((a) => a.possible && a.action !== 'save').map((a) => a.action)).toEqual(['cancel']);
  });

  it('confirms or cancels a processed order', () => {
    expect(move('customer', 'confirm', 'processed')).toEqual({ ok: true, to: 'confirmed' });
    expect(move('customer', 'cancel', 'processed')).toEqual({ ok: true, to: 'cancellation' });
  });

  it.each(['ready', 'accepted', 'assigned', 'ordered', 'testing'] as const)('may only cancel in %s', (s) => {
    expect(availableActions('customer', { status: s, ...complete }).map((a) => a.action)).toEqual(['cancel']);
  });

  it.each(['completed', 'cancellation', 'cancelled', 'terminated'] as const)('has no action in %s', (s) => {
    expect(availableActions('customer', { status: s, ...complete })).toEqual([]);
  });

  it('can never move fulfilment statuses', () => {
    for (const action of ['accept', 'assign', 'order', 'test', 'complete', 'process', 'incomplete', 'cancel_confirm'] as const) {
      for (const s of ORDER_STATUSES) expect(move('customer', action, s).ok).toBe(false);
    }
  });
});

describe('staff moves (spec 2 §4)', () => {
  it('processes only with custom pricing', () => {
    expect(move('staff', 'process', 'requested', { requirementsComplete: false, customPricing: true })).toEqual({
      ok: true,
      to: 'processed',
    });
    expect(move('staff', 'process', 'saved')).toEqual({ ok: false, reason: 'custom_pricing_missing' });
  });

  it('moves ready to incomplete, or to accepted when the requirements are met', () => {
    expect(move('staff', 'incomplete', 'ready')).toEqual({ ok: true, to: 'incomplete' });
    expect(move('staff', 'accept', 'ready')).toEqual({ ok: true, to: 'accepted' });
    expect(move('staff', 'accept', 'ready', { requirementsComplete: false, customPricing: false })).toEqual({
      ok: false,
      reason: 'requirements_missing',
    });
  });

  it('walks fulfilment one step at a time', () => {
    const chain: [OrderAction, OrderStatus, OrderStatus][] = [
      ['assign', 'accepted', 'assigned'],
      ['order', 'assigned', 'ordered'],
      ['test', 'ordered', 'testing'],
      ['complete', 'testing', 'completed'],
      ['cancel_confirm', 'cancellation', 'cancelled'],
    ];
    for (const [action, from, to] of chain) expect(move('staff', action, from)).toEqual({ ok: true, to });
    expect(move('staff', 'complete', 'ordered').ok).toBe(false);
    expect(move('staff', 'assign', 'ready').ok).toBe(false);
  });

  it('has no move out of the final statuses', () => {
    for (const s of ['completed', 'cancelled', 'terminated'] as const) {
      expect(ORDER_MOVES.some((m) => m.from.includes(s))).toBe(false);
    }
  });
});

describe('wizard and pricing rules', () => {
  it('skips the wizard in the statuses of spec 2 §2', () => {
    expect(confirmationOnly('customer', 'ready')).toBe(true);
    expect(confirmationOnly('staff', 'ready')).toBe(false);
    expect(confirmationOnly('staff', 'processed')).toBe(true);
    expect(confirmationOnly('customer', 'incomplete')).toBe(false);
  });

  it('navigates after an update as §4 says', () => {
    expect(afterUpdate('confirmed')).toBe('reload');
    expect(afterUpdate('saved')).toBe('stay');
    expect(afterUpdate('ready')).toBe('list');
  });

  it('lets only 100, 110 and 120 price in requested, saved, ready, confirmed', () => {
    expect(mayCustomPrice(110, 'ready')).toBe(true);
    expect(mayCustomPrice(130, 'ready')).toBe(false);
    expect(mayCustomPrice(100, 'accepted')).toBe(false);
  });
});
