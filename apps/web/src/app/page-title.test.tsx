import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { ALL_FLAGS } from '../test/fixtures/accounts';
import { JURISDICTIONS } from '../test/fixtures/coverage';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../test/utils';
import { pageTitle } from './page-title';

const ORDERS = '/portal/management/orders';

describe('page titles (WCAG 2.4.2)', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await resetAppState();
    document.title = 'GSN Portal';
    mockApi({ 'GET /jurisdictions': JURISDICTIONS, 'GET /orders': { body: { data: [], count: 0 } } });
  });

  it('names the sign-in page by its heading', async () => {
    renderApp('/account/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await waitFor(() => expect(document.title).toBe('Sign in – GSN Portal'));
  });

  it('follows the navigation between portal pages, and the language', async () => {
    seedSession(makeAccount(), [perm(200, ALL_FLAGS)]);
    const { router } = renderApp(ORDERS);
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    await waitFor(() => expect(document.title).toBe('Orders – GSN Portal'));

    await router.navigate(`${ORDERS}/add`);
    await screen.findByRole('heading', { level: 1, name: 'Make an order' });
    await waitFor(() => expect(document.title).toBe('Make an order – GSN Portal'));

    await act(async () => {
      await setLanguage('fr');
    });
    await waitFor(() => expect(document.title).toBe('Passer une commande – GSN Portal'));
  });

  it('a page without a heading is the product alone; spaces in a heading collapse', () => {
    expect(pageTitle(null)).toBe('GSN Portal');
    expect(pageTitle('  Edit order\n 12 ')).toBe('Edit order 12 – GSN Portal');
  });
});
