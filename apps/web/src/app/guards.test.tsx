import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../test/utils';
import { RequireAdministrator, RequireCustomer, RequirePermission, RequireStaff } from './guards';
import { AppProviders } from './providers';

function renderGuarded(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/guarded', element },
      { path: '/portal/unauthorised', element: <p>unauthorised page</p> },
      { path: '/account/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/guarded'] },
  );
  render(
    <AppProviders env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('route guards', () => {
  beforeEach(resetAppState);

  it('sends visitors without a session from the portal to the login screen', async () => {
    mockApi({});
    const { router } = renderApp('/portal/profile');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/login');
  });

  it('lets only type 100 through RequireAdministrator', async () => {
    seedSession(makeAccount({ account_type_id: 110 }));
    renderGuarded(<RequireAdministrator>secret</RequireAdministrator>);
    expect(await screen.findByText('unauthorised page')).toBeTruthy();
  });

  it('admits staff and customers to their own areas only', async () => {
    seedSession(makeAccount({ account_type_id: 140 }));
    const r1 = renderGuarded(<RequireStaff>staff area</RequireStaff>);
    expect(await screen.findByText('staff area')).toBeTruthy();
    r1.dispose();
    renderGuarded(<RequireCustomer>customer area</RequireCustomer>);
    expect(await screen.findByText('unauthorised page')).toBeTruthy();
  });

  it('checks the coded permission action in RequirePermission', async () => {
    seedSession(makeAccount({ account_type_id: 200 }), [perm(110, { read: true, list: true, write: false })]);
    renderGuarded(
      <RequirePermission functionalityId={110} action="list">
        account list
      </RequirePermission>,
    );
    expect(await screen.findByText('account list')).toBeTruthy();
  });

  it('refuses a missing action in RequirePermission', async () => {
    seedSession(makeAccount({ account_type_id: 200 }), [perm(110, { read: true, list: true, write: false })]);
    renderGuarded(
      <RequirePermission functionalityId={110} action="write">
        add account
      </RequirePermission>,
    );
    expect(await screen.findByText('unauthorised page')).toBeTruthy();
    expect(screen.queryByText('add account')).toBeNull();
  });

  it('renders the 404 page for unknown portal paths', async () => {
    seedSession(makeAccount({ account_type_id: 100 }));
    mockApi({});
    const { router } = renderApp('/portal/no/such/page');
    expect(await screen.findByText('The page you requested cannot be found; the link may be broken or the page removed.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/portal/no/such/page');
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/portal/dashboard/admin');
  });
});
