import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { isNavItemVisible, NAV_ITEMS } from '../../app/navigation';
import { PORT_MESSAGES } from '@gsn/domain/ports/schemas';
import { ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../test/utils';
import { portErrors } from './lib/refusals';

const staff = makeAccount();
const all = { read: true, list: true, write: true, edit: true, delete: true };

const row = (id: number, state: string, requested: string | null) => ({
  id,
  order_id: 40 + id,
  order_reference: `NW-${id}`,
  customer_id: 4,
  customer: 'Northwind',
  service_type: 'DID',
  jurisdiction: 'United Kingdom',
  state,
  numbers: 2,
  losing_carriers: 'BT Wholesale',
  requested_foc_date: requested,
  confirmed_foc_date: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

describe('the ports list', () => {
  beforeEach(resetAppState);

  it('is in the Management menu of whoever lists orders', () => {
    const item = NAV_ITEMS.find((i) => i.path === '/portal/management/ports')!;
    expect(item.group).toBe('management');
    expect(isNavItemVisible(item, 130, [perm(200, all)])).toBe(true);
    expect(isNavItemVisible(item, 200, [perm(200, all)])).toBe(true);
    expect(isNavItemVisible(item, 210, [])).toBe(false);
  });

  it('asks the server for one state, soonest FOC first, and opens a port on its order', { timeout: 30_000 }, async () => {
    seedSession(staff, [perm(200, all)]);
    const asked: string[] = [];
    mockApi({
      'GET /ports': ({ url }) => {
        asked.push(url);
        const state = new URL(url, 'http://x').searchParams.get('state');
        const rows = [row(1, 'submitted', '2026-12-04'), row(2, 'draft', null)].filter((r) => !state || r.state === state);
        return { body: { data: rows, count: rows.length } };
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/management/ports');
    expect(await screen.findByRole('heading', { name: 'Number ports' }, { timeout: 5000 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Number ports' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(new URL(asked[0]!, 'http://x').searchParams.get('orderby')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Submitted' }));
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Number ports' })).getAllByRole('row')).toHaveLength(2));
    expect(new URL(asked.at(-1)!, 'http://x').searchParams.get('state')).toBe('submitted');
    const link = screen.getByRole('link', { name: 'Order 41: NW-1' });
    expect(link.getAttribute('href')).toBe('/portal/management/orders/show/41');
  });
});

describe('a refused port change', () => {
  beforeEach(resetAppState);

  const refused = (messages: string[]) =>
    new ApiError(
      422,
      messages[0]!,
      messages.map((message) => ({ field: 'numbers', message })),
      {},
      'port.numbers_invalid',
    );

  it('reads in English as the server wrote it, and in the reader’s language otherwise', async () => {
    const messages = [
      `+33 1 42 68 53 00: ${PORT_MESSAGES.numberWrongCountry}`,
      PORT_MESSAGES.focTooEarly.replace('{date}', '2026-12-04'),
      PORT_MESSAGES.loaRequired,
      'Something the port does not know',
    ];
    expect(portErrors(refused(messages))).toEqual(messages);
    await i18n.changeLanguage('ru');
    expect(portErrors(refused(messages))).toEqual([
      '+33 1 42 68 53 00: Этот номер не относится к юрисдикции заказа',
      'Дата FOC должна оставить прежнему оператору срок уведомления: выберите 2026-12-04 или позже',
      'Сначала загрузите подписанную доверенность',
      'Something the port does not know',
    ]);
  });
});
