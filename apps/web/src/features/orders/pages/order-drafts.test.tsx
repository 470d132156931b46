import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { lastAnnouncement } from '../../../lib/announcer';
import { ALL_FLAGS } from '../../../test/fixtures/accounts';
import { JURISDICTIONS, product } from '../../../test/fixtures/coverage';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';
import { emptyDetails, type WizardState } from '../lib/wizard-state';
import { ORDERS, orderPerm, staffUser, storedTemporaryOrder, storeTemporaryOrder } from '../test/fixtures';

const ADD = `${ORDERS}/add`;
const step = () => screen.getByTestId('wizard-step').textContent;
const reference = () => screen.getByRole('textbox', { name: 'Customer reference' }) as HTMLInputElement;

const did = product({ id: 5, portability: false });
const search = { customer_id: '7', customer_name: 'Northwind', service_type: 'DID', jurisdiction: 'France', city: 'Paris' };
const atDetails: WizardState = {
  step: 3,
  search,
  query: search,
  page: 1,
  product: did,
  details: { ...emptyDetails(), reference: 'PO-9', number_quantity: 2 },
  terms: false,
  numbers: [],
};

describe('order drafts', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    await resetAppState();
    seedSession(staffUser, [orderPerm(ALL_FLAGS)]);
    mockApi({
      'GET /jurisdictions': JURISDICTIONS,
      'GET /orders': { body: { data: [], count: 0 } },
      'GET /customers': { body: { data: [], count: 0 } },
    });
  });

  it('the wizard comes back as left (after a re-login too), says so, and Discard starts it again', async () => {
    storeTemporaryOrder(atDetails);
    renderApp(ADD);
    await waitFor(() => expect(reference().value).toBe('PO-9'));
    expect(step()).toBe('details');
    expect(screen.getByTestId('draft-notice').textContent).toContain('Your unsaved changes were restored.');
    expect(lastAnnouncement()).toContain('Your unsaved changes were restored.');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Discard' }));
    expect(step()).toBe('search');
    expect(screen.queryByTestId('draft-notice')).toBeNull();
    expect(storedTemporaryOrder()).toEqual({});
  });

  it('Save draft puts the order under Drafts on the list; Resume brings it back, Discard drops it', async () => {
    storeTemporaryOrder(atDetails);
    const user = userEvent.setup();
    const { router } = renderApp(ADD);
    await waitFor(() => expect(reference().value).toBe('PO-9'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Draft saved. You find it under Drafts on the orders list.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(ORDERS));
    expect(storedTemporaryOrder()).toEqual({});
    const drafts = await screen.findByRole('table', { name: 'Drafts' });
    const row = within(drafts).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toContain('PO-9');
    expect(row.textContent).toContain('France');
    expect(row.textContent).toContain('Order details');

    // resume: the wizard on its step with what was typed; the draft leaves the list
    await user.click(within(row).getByRole('button', { name: /^Resume draft PO-9/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ADD));
    await waitFor(() => expect(reference().value).toBe('PO-9'));
    expect(step()).toBe('details');

    // saved again, then discarded from the list
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const again = await screen.findByRole('table', { name: 'Drafts' });
    await user.click(within(again).getByRole('button', { name: /^Discard draft PO-9/ }));
    expect(screen.queryByRole('table', { name: 'Drafts' })).toBeNull();
    expect(lastAnnouncement()).toBe('Draft discarded.');

    // nothing left to resume
    await router.navigate(ORDERS);
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(screen.queryByTestId('order-drafts')).toBeNull();
  });

  it('resuming a draft keeps the order the wizard held as a draft of its own', async () => {
    storeTemporaryOrder(atDetails);
    const user = userEvent.setup();
    const { router } = renderApp(ADD);
    await waitFor(() => expect(reference().value).toBe('PO-9'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByRole('table', { name: 'Drafts' });
    // another order started meanwhile
    storeTemporaryOrder({ ...atDetails, details: { ...atDetails.details, reference: 'PO-10' } });
    await router.navigate(ORDERS);
    await user.click(await screen.findByRole('button', { name: /^Resume draft PO-9/ }));
    await waitFor(() => expect(reference().value).toBe('PO-9'));
    await router.navigate(ORDERS);
    expect(await screen.findByRole('button', { name: /^Resume draft PO-10/ })).toBeTruthy();
  });

  it('"Order this product" puts the order the wizard held aside as a draft', async () => {
    storeTemporaryOrder(atDetails);
    seedSession(staffUser, [orderPerm(ALL_FLAGS), perm(210, { read: true, list: true })]);
    mockApi({
      'GET /servicenumbers/type/6': { body: product({ id: 6, jurisdiction: 'Germany' }) },
      'GET /jurisdictions': JURISDICTIONS,
      'GET /orders': { body: { data: [], count: 0 } },
      'GET /customers': { body: { data: [], count: 0 } },
      'GET /invnumbers/available': { body: { data: [] } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/portal/management/service_number_coverage/show/6');
    await user.click(await screen.findByRole('link', { name: 'Order this product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ADD));
    expect(await screen.findByText('Draft saved. You find it under Drafts on the orders list.')).toBeTruthy();
    expect(storedTemporaryOrder().search?.jurisdiction).toBe('Germany');
    await router.navigate(ORDERS);
    expect(await screen.findByRole('button', { name: /^Resume draft PO-9/ })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Resume draft/ })).toHaveLength(1);
  });

  it('another account on this browser sees none of them', async () => {
    storeTemporaryOrder(atDetails);
    const user = userEvent.setup();
    const first = renderApp(ADD);
    await waitFor(() => expect(reference().value).toBe('PO-9'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByRole('table', { name: 'Drafts' });
    first.unmount();

    seedSession(makeAccount({ id: 2, account_type_id: 110, accounttype: { id: 110, account_type: 'sales' } }), [orderPerm(ALL_FLAGS)]);
    renderApp(ORDERS);
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(screen.queryByTestId('order-drafts')).toBeNull();
    renderApp(ADD);
    expect(await screen.findAllByRole('heading', { level: 1, name: 'Make an order' })).toBeTruthy();
    expect(screen.queryByTestId('draft-notice')).toBeNull();
  });
});
