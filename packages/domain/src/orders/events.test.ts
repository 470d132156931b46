import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../accounts/languages.ts';
import { eventCatalogue } from '../common/events.ts';
import { ORDER_EVENTS } from './events.ts';

const catalogue = eventCatalogue(ORDER_EVENTS);
const render = catalogue.render;
const order = { order_id: 18, reference: 'PO-7', service_type: 'ITFS', jurisdiction: 'Japan', from: 'ready', to: 'accepted' };

describe('order notifications', () => {
  it('renders an order move in English with status names, not codes', () => {
    expect(render('en', 'order.moved', { ...order, remarks: ' Checked ' })).toEqual({
      title: 'Order 18 (PO-7) is now Accepted',
      message: 'Order 18 (PO-7) for ITFS in Japan moved from Ready to Accepted.\nRemarks: Checked',
    });
  });

  it('renders the same event in Russian and Japanese with their status names', () => {
    const ru = render('ru', 'order.moved', order);
    expect(ru?.title).toBe('Заказ 18 (PO-7): теперь «Принят»');
    expect(ru?.message).toContain('из статуса «Готов» в «Принят»');
    expect(render('ja', 'order.placed', { ...order, from: null, to: 'requested' })?.title).toBe(
      '注文 18 (PO-7) は「依頼済み」になりました',
    );
  });

  it('localizes the place through the given function', () => {
    const r = render('fr', 'order.moved', order, { place: (n, l) => (n === 'Japan' && l === 'fr' ? 'Japon' : n) });
    expect(r?.message).toContain('(ITFS, Japon)');
  });

  it('every order event renders in every language without a placeholder left', () => {
    for (const lng of LANGUAGES)
      for (const key of ['order.placed', 'order.moved']) {
        const r = render(lng, key, { ...order, remarks: 'ok' });
        expect(r?.title).not.toMatch(/[{}]/);
        expect(r?.message).not.toMatch(/[{}]/);
      }
  });

  it('falls back to English for an unknown language', () => {
    expect(render('xx', 'order.moved', order)?.title).toBe('Order 18 (PO-7) is now Accepted');
  });

  it('survives missing parameters', () => {
    expect(render('zh', 'order.moved', {})?.title).toBe('订单  现为“”');
  });

  it('ends an order event with the next step of the side that reads it; the customer’s incomplete step names the reason once', () => {
    expect(render('en', 'order.moved', { ...order, reader: 'customer' })?.message).toBe(
      'Order 18 (PO-7) for ITFS in Japan moved from Ready to Accepted.\nNext step: Nothing to do for now: we are assigning numbers to your order.',
    );
    expect(render('en', 'order.moved', { ...order, reader: 'staff' })?.message).toBe(
      'Order 18 (PO-7) for ITFS in Japan moved from Ready to Accepted.\nNext step: Assign the numbers to the order.',
    );
    const incomplete = { ...order, to: 'incomplete', remarks: 'Passport unreadable' };
    expect(render('en', 'order.moved', { ...incomplete, reader: 'customer' })?.message).toBe(
      'Order 18 (PO-7) for ITFS in Japan moved from Ready to Incomplete.\nNext step: Complete the missing details: Passport unreadable',
    );
    expect(render('en', 'order.moved', { ...incomplete, reader: 'staff' })?.message).toBe(
      'Order 18 (PO-7) for ITFS in Japan moved from Ready to Incomplete.\nRemarks: Passport unreadable\n' +
        'Next step: Wait for the customer to complete the order and submit it again.',
    );
    expect(render('zh', 'order.placed', { ...order, from: null, to: 'requested', reader: 'staff' })?.message).toContain('下一步：');
    // rows stored before the reader was: no next step, the remarks as they were
    expect(render('en', 'order.moved', incomplete)?.message).toBe(
      'Order 18 (PO-7) for ITFS in Japan moved from Ready to Incomplete.\nRemarks: Passport unreadable',
    );
  });

  it('sends order.created, order.status_changed and order.document_uploaded as webhook events', () => {
    expect(catalogue.webhookNames).toEqual(['order.created', 'order.status_changed', 'order.document_uploaded']);
    expect(catalogue.notifies('order.document_uploaded')).toBe(false);
  });
});
