import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALL_FLAGS } from '../test/fixtures/accounts';
import { JURISDICTIONS } from '../test/fixtures/coverage';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../test/utils';

// two pages of the portal a customer master may open: the orders list (filters in its address) and the add wizard
const ORDERS = '/portal/management/orders';
const customerUser = makeAccount({
  id: 30,
  account_type_id: 200,
  accounttype: { id: 200, account_type: 'master' },
  customer_id: 7,
  customer: { id: 7, name: 'Northwind' },
});

const announced = () => screen.getByTestId('live-announcer').textContent;

describe('focus on navigation', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await resetAppState();
    window.sessionStorage.clear();
    seedSession(customerUser, [perm(200, ALL_FLAGS)]);
    mockApi({ 'GET /jurisdictions': JURISDICTIONS, 'GET /orders': { body: { data: [], count: 0 } } });
  });

  it('leaves focus alone on the first load, then moves it to the new page’s h1 and announces its title', async () => {
    const { router } = renderApp(ORDERS);
    const list = await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(document.activeElement).not.toBe(list);
    expect(announced()).toBe('');

    await router.navigate(`${ORDERS}/add`);
    const add = await screen.findByRole('heading', { level: 1, name: 'Make an order' });
    await waitFor(() => expect(document.activeElement).toBe(add));
    expect(add.getAttribute('tabindex')).toBe('-1');
    expect(announced()).toBe('Make an order');
  });

  it('keeps focus in a filter when only the query string changes', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`${ORDERS}/add`);
    await screen.findByRole('heading', { level: 1, name: 'Make an order' });
    await router.navigate(ORDERS);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Orders' });
    await waitFor(() => expect(document.activeElement).toBe(heading));

    const filter = screen.getAllByRole('textbox')[0] as HTMLInputElement;
    await user.click(filter);
    await router.navigate(`${ORDERS}?page=1&pageSize=25`);
    expect(router.state.location.search).toContain('pageSize=25');
    // a later change of the page (its query) still leaves the filter focused
    await new Promise((r) => setTimeout(r, 50));
    expect(document.activeElement).toBe(filter);
  });
});
