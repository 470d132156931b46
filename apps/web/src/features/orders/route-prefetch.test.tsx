import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, resetAppState, seedSession } from '../../test/utils';
import { JURISDICTIONS } from '../../test/fixtures/coverage';
import { ORDERS, orderDetail, orderPerm, orderRow, staffUser } from './test/fixtures';

/** A page's chunk that arrives only when the test lets it (the lazy import of routes.tsx waits for it). */
const chunks = vi.hoisted(() => {
  const held = () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    return { arrived, arrive, loaded: false };
  };
  return { list: held(), show: held() };
});
vi.mock('./pages/orders-list-page', async (importOriginal) => {
  await chunks.list.arrived;
  chunks.list.loaded = true;
  return importOriginal();
});
vi.mock('./pages/order-show-page', async (importOriginal) => {
  await chunks.show.arrived;
  chunks.show.loaded = true;
  return importOriginal();
});

describe('route prefetch', { timeout: 30_000 }, () => {
  beforeEach(resetAppState);

  it('asks for the orders list of the address while the list page’s chunk is still loading, with the page’s own query', async () => {
    seedSession(staffUser, [orderPerm({ list: true, read: true })]);
    const requested: { url: string; pageLoaded: boolean }[] = [];
    mockApi({
      'GET /jurisdictions': JURISDICTIONS,
      'GET /customers': { body: { data: [], count: 0 } },
      'GET /orders': ({ url }) => {
        requested.push({ url, pageLoaded: chunks.list.loaded });
        return { body: { data: [orderRow()], count: 1 } };
      },
    });
    renderApp(`${ORDERS}?customer_id=7&status=requested&size=25&sort=status&dir=asc&page=2`);

    await waitFor(() => expect(requested).toHaveLength(1));
    // the request left before the page's module had even arrived, and nothing of the page shows yet
    expect(requested[0]?.pageLoaded).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Orders' })).toBeNull();
    const q = new URL(requested[0]?.url ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(q)).toEqual({
      limit: '25',
      page: '1',
      customer_id: '7',
      status: 'requested',
      orderby: 'status',
      asc: 'true',
    });

    chunks.list.arrive();
    expect(await screen.findByRole('rowheader', { name: '41' })).toBeTruthy();
    // the page's own query had the same key: it took the answer, it did not ask again
    expect(requested).toHaveLength(1);
  });

  it('asks for the order of /show/{id} while the order page’s chunk is still loading', async () => {
    seedSession(staffUser, [orderPerm({ list: true, read: true })]);
    const requested: boolean[] = [];
    mockApi({
      'GET /orders/41': () => {
        requested.push(chunks.show.loaded);
        return { body: orderDetail() };
      },
    });
    renderApp(`${ORDERS}/show/41`);

    await waitFor(() => expect(requested).toEqual([false]));
    chunks.show.arrive();
    expect(await screen.findByRole('heading', { name: 'Order 41' })).toBeTruthy();
    expect(requested).toEqual([false]);
  });
});
