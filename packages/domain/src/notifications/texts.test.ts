import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../accounts/languages.ts';
import { NOTIFICATION_EVENTS, notificationLinkLine, renderNotification } from './texts.ts';

const order = { order_id: 18, reference: 'PO-7', service_type: 'ITFS', jurisdiction: 'Japan', from: 'ready', to: 'accepted' };

describe('renderNotification', () => {
  it('renders an order move in English with status names, not codes', () => {
    expect(renderNotification('en', 'order.moved', { ...order, remarks: ' Checked ' })).toEqual({
      title: 'Order 18 (PO-7) is now Accepted',
      message: 'Order 18 (PO-7) for ITFS in Japan moved from Ready to Accepted.\nRemarks: Checked',
    });
  });

  it('renders the same event in Russian and Japanese with their status names', () => {
    const ru = renderNotification('ru', 'order.moved', order);
    expect(ru?.title).toBe('Заказ 18 (PO-7): теперь «Принят»');
    expect(ru?.message).toContain('из статуса «Готов» в «Принят»');
    expect(renderNotification('ja', 'order.placed', { ...order, from: null, to: 'requested' })?.title).toBe(
      '注文 18 (PO-7) は「依頼済み」になりました',
    );
  });

  it('localizes the place through the given function', () => {
    const r = renderNotification('fr', 'order.moved', order, { place: (n, l) => (n === 'Japan' && l === 'fr' ? 'Japon' : n) });
    expect(r?.message).toContain('(ITFS, Japon)');
  });

  it('names the account type in the language and the company when there is one', () => {
    expect(renderNotification('es', 'account.created', { email: 'a@x.test', account_type_id: 210, company: 'Acme' })?.message).toBe(
      'Se creó la cuenta a@x.test (Subcuenta (ventas), Acme).',
    );
    expect(renderNotification('en', 'account.registered', { email: 'r@x.test', account_type_id: 400 })?.title).toBe(
      'Account r@x.test registered',
    );
  });

  it('every event renders in every language without a placeholder left', () => {
    for (const lng of LANGUAGES)
      for (const e of NOTIFICATION_EVENTS) {
        const r = renderNotification(lng, e, { ...order, email: 'a@x.test', account_type_id: 200, company: 'Acme' });
        expect(r?.title).not.toMatch(/[{}]/);
        expect(r?.message).not.toMatch(/[{}]/);
      }
  });

  it('falls back to English for an unknown language and answers nothing for an unknown event (old rows keep their text)', () => {
    expect(renderNotification('xx', 'order.moved', order)?.title).toBe('Order 18 (PO-7) is now Accepted');
    expect(renderNotification('en', null, order)).toBeUndefined();
    expect(renderNotification('en', 'order.exploded', order)).toBeUndefined();
  });

  it('survives missing parameters', () => {
    expect(renderNotification('zh', 'order.moved', {})?.title).toBe('订单  现为“”');
  });

  it('links the notification in the language', () => {
    expect(notificationLinkLine('de', 'http://x/1')).toBe('Open the notification: http://x/1');
    expect(notificationLinkLine('zh', 'http://x/1')).toBe('打开通知：http://x/1');
  });
});
