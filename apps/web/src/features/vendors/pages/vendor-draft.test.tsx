import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { lastAnnouncement } from '../../../lib/announcer';
import { draftKey, readDraft } from '../../../lib/drafts';
import { updateExpiry } from '../../../lib/session';
import { ALL_FLAGS, accountRow } from '../../../test/fixtures/accounts';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../../test/utils';

const staff = makeAccount({ id: 1, account_type_id: 120, accounttype: { id: 120, account_type: 'product' } });
const ADD = '/portal/management/vendor/add';
const countries = {
  body: { data: [{ id: 2, code: 'SG', iso3: 'SGP', name: 'Singapore', dial_code: '+65', region: 'Asia' }], count: 1 },
};

const nameField = () => screen.getByRole('textbox', { name: /Company name/ }) as HTMLInputElement;

describe('a vendor typed while the session ends', { timeout: 60_000 }, () => {
  beforeEach(resetAppState);

  it('comes back after signing in again, says so, and is gone once saved', async () => {
    seedSession(staff, [perm(240, ALL_FLAGS)]);
    const api = mockApi({
      'GET /countries/': countries,
      'GET /accounts/': { body: { data: [accountRow({ id: 2, account_type_id: 110 })], count: 1 } },
      'GET /vendors/': { body: { data: [], count: 0 } },
      'POST /vendors/': { status: 201, body: { message: 'Vendor added successfully', data: null } },
      'POST /account/login': { body: { token: 'tok-2', expires_at: '2030-01-01T00:00:00.000Z', account: staff, device: 'dev-1' } },
      'GET /permissions/my_permissions': { body: { data: [perm(240, ALL_FLAGS)], count: 1 } },
    });
    const user = userEvent.setup();
    const { router } = renderApp(ADD);
    await user.type(await screen.findByRole('textbox', { name: /Company name/ }), 'Blue Harbour Carrier');
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Singapore' }));
    const noc = screen.getByRole('group', { name: 'Fault reporting contact' });
    await user.type(within(noc).getByRole('textbox', { name: 'E-mail' }), 'noc@blueharbour.example');

    // the stored expiry passes without a renewal: the client ends the session and sign-in takes over
    act(() => updateExpiry(new Date(Date.now() - 1000).toISOString()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(readDraft(draftKey(1, ADD))?.values).toMatchObject({ name: 'Blue Harbour Carrier', address_country: 'Singapore' });

    await user.type(await screen.findByLabelText(/E-mail/), 'product@example.com');
    await user.type(screen.getByLabelText(/Password/), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    // sign-in returns to the form, which shows what was typed and says so
    await waitFor(() => expect(router.state.location.pathname).toBe(ADD));
    await waitFor(() => expect(nameField().value).toBe('Blue Harbour Carrier'));
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement).value).toBe('Singapore');
    expect(screen.getByTestId('draft-notice').textContent).toContain('Your unsaved changes were restored.');
    // the page's title, then the news (neither silences the other)
    await waitFor(() => expect(lastAnnouncement()).toBe('Add vendor Your unsaved changes were restored.'));
    // the password typed to sign in is nowhere among the drafts
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('Secret#123');

    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Vendor added successfully')).toBeTruthy();
    expect(api.callsTo('POST', '/vendors/')[0]?.body).toMatchObject({
      name: 'Blue Harbour Carrier',
      address_country: 'Singapore',
      fault_reporting_contact: { email: 'noc@blueharbour.example' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/management/vendor'));
    expect(readDraft(draftKey(1, ADD))).toBeNull();

    // the form opens empty again
    await router.navigate(ADD);
    await screen.findByRole('textbox', { name: /Company name/ });
    expect(nameField().value).toBe('');
    expect(screen.queryByTestId('draft-notice')).toBeNull();
  });
});
