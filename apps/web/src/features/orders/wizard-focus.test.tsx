import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALL_FLAGS } from '../../test/fixtures/accounts';
import { JURISDICTIONS, product } from '../../test/fixtures/coverage';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../test/utils';
import { orderDetail as editOrder, snapshotProduct } from './edit/test/fixtures';
import { customerUser, ORDERS, orderPerm } from './test/fixtures';

const announced = () => screen.getByTestId('live-announcer').textContent;
const focusedHeading = async (name: string) => {
  const heading = await screen.findByRole('heading', { level: 2, name });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  expect(announced()).toBe(name);
};

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('wizard steps take focus and are announced', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    await resetAppState();
  });

  it('add order: each step moves focus to its heading and announces "Step N of 5"', async () => {
    seedSession(customerUser, [orderPerm(ALL_FLAGS)]);
    mockApi({
      'GET /jurisdictions': JURISDICTIONS,
      'GET /servicenumbers/type/coverage/cities': { body: { data: [], count: 0 } },
      'GET /servicenumbers/type': { body: { data: [product({ id: 5, portability: false })], count: 1 } },
    });
    const user = userEvent.setup();
    renderApp(`${ORDERS}/add`);
    // the first step shows its heading without taking focus (the page has just loaded)
    const first = await screen.findByRole('heading', { level: 2, name: 'Step 1 of 5: Number type search' });
    expect(document.activeElement).not.toBe(first);

    await choose(user, 'Service', 'DID');
    await choose(user, 'Country/region', 'France');
    await user.click(screen.getByRole('button', { name: 'Search products' }));
    await focusedHeading('Step 2 of 5: Select product');

    await user.click(await screen.findByRole('button', { name: 'Select France DID #5' }));
    await focusedHeading('Step 3 of 5: Product features');
    // the next Tab goes into the step, not back to the top of the page
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    await focusedHeading('Step 2 of 5: Select product');

    // Next with the quantity missing: focus goes to the first field in error, its message with it
    await user.click(await screen.findByRole('button', { name: 'Select France DID #5' }));
    await user.click(await screen.findByRole('button', { name: 'Add to order' }));
    await focusedHeading('Step 4 of 5: Order details');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const quantity = screen.getByRole('textbox', { name: 'Number quantity' });
    await waitFor(() => expect(document.activeElement).toBe(quantity));
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
  });

  it('edit order: Next and Previous move focus to the step heading', async () => {
    const customer = makeAccount({ id: 50, account_type_id: 200, accounttype: { id: 200, account_type: 'master' }, customer_id: 3 });
    seedSession(customer, [perm(200, { read: true, list: true, write: true, edit: true })]);
    mockApi({
      'GET /orders/42': { body: editOrder('customer', { product: snapshotProduct({ end_user_name_req: true }) }) },
      'GET /orders': { body: { data: [], count: 0 } },
    });
    const user = userEvent.setup();
    renderApp('/portal/management/orders/edit/42');
    const first = await screen.findByRole('heading', { level: 2, name: /^Step 1 of \d: Product features$/ });
    expect(document.activeElement).not.toBe(first);
    const total = /of (\d)/.exec(first.textContent ?? '')?.[1];

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await focusedHeading(`Step 2 of ${total}: Details required`);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await focusedHeading(`Step 1 of ${total}: Product features`);
  });
});
