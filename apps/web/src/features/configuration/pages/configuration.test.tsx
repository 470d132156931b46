import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_MASK } from '@gsn/domain';
import { i18n } from '../../../lib/i18n';
import { makeAccount, mockApi, renderApp, resetAppState, seedSession } from '../../../test/utils';

const entries = [
  { field: 'site_name', type: 'string', value: 'GSN Portal', description: 'Name shown in the portal and in e-mails' },
  { field: 'registration_enabled', type: 'boolean', value: 'true', description: 'Visitors may register an account' },
  { field: 'cdr_feed_password', type: 'password', value: PASSWORD_MASK, description: 'Password of the CDR feed account' },
  { field: 'custom_flag', type: 'boolean', value: false, description: 'A field the web app does not know' },
];

describe('configuration (administrator only)', () => {
  beforeEach(resetAppState);

  it('builds the form from the entries, masks passwords and sends the map of field to value', async () => {
    seedSession(makeAccount());
    const api = mockApi({
      'GET /configuration': { body: { data: entries } },
      'PUT /configuration': { body: { message: 'Configuration updated successfully' } },
    });
    const user = userEvent.setup();
    renderApp('/portal/administration/configuration/edit');

    const name = (await screen.findByRole('textbox', { name: 'Site name' })) as HTMLInputElement;
    expect(name.value).toBe('GSN Portal');
    expect(screen.getByText('Name shown in the portal and in e-mails')).toBeTruthy();
    const registration = screen.getByRole('switch', { name: /^Registration open to visitors/ }) as HTMLInputElement;
    expect(registration.checked).toBe(true);
    const custom = screen.getByRole('switch', { name: /^Custom flag/ }) as HTMLInputElement;
    expect(custom.checked).toBe(false);
    const password = screen.getByLabelText('CDR feed password') as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.value).toBe(PASSWORD_MASK);

    await user.clear(name);
    await user.type(name, 'GSN');
    await user.click(registration);
    await user.click(custom);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Configuration updated successfully')).toBeTruthy();
    expect(api.callsTo('PUT', '/configuration')[0]?.body).toEqual({
      site_name: 'GSN',
      registration_enabled: false,
      cdr_feed_password: PASSWORD_MASK,
      custom_flag: true,
    });
  });

  it('describes the known entries in the interface language and keeps the server’s text for others', async () => {
    seedSession(makeAccount());
    mockApi({ 'GET /configuration': { body: { data: entries } } });
    await i18n.changeLanguage('ru');
    renderApp('/portal/administration/configuration/edit');
    expect(await screen.findByText('Название в портале и в письмах')).toBeTruthy();
    expect(screen.getByText('Посетители могут зарегистрироваться')).toBeTruthy();
    expect(screen.queryByText('Name shown in the portal and in e-mails')).toBeNull();
    expect(screen.getByText('A field the web app does not know')).toBeTruthy();
  });

  it('sends a new password in clear, then shows it masked again', async () => {
    seedSession(makeAccount());
    const api = mockApi({
      'GET /configuration': { body: { data: entries } },
      'PUT /configuration': { body: { message: 'Configuration updated successfully' } },
    });
    const user = userEvent.setup();
    renderApp('/portal/administration/configuration/edit');
    const password = (await screen.findByLabelText('CDR feed password')) as HTMLInputElement;
    await user.clear(password);
    await user.type(password, 'n3w-Secret');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Configuration updated successfully');
    expect(api.callsTo('PUT', '/configuration')[0]?.body).toMatchObject({ cdr_feed_password: 'n3w-Secret' });
    await waitFor(() => expect(password.value).toBe(PASSWORD_MASK));
  });

  it('is refused to every account type but the administrator', async () => {
    seedSession(makeAccount({ account_type_id: 110, accounttype: { id: 110, account_type: 'provider_sales' } }));
    const api = mockApi({ 'GET /configuration': { body: { data: entries } } });
    const { router } = renderApp('/portal/administration/configuration/edit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/unauthorised'));
    expect(api.callsTo('GET', '/configuration')).toHaveLength(0);
  });
});
