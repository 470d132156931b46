import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, mockApi, renderApp, resetAppState, seedSession } from '../../test/utils';

const CONTACTS = {
  data: [
    { department: 'sales', email: 'sales@gsn.example', phone: '+1 (212) 555-0100' },
    { department: 'product', email: 'product@gsn.example', phone: '+44 20 7946 0000' },
    { department: 'operations', email: 'noc@gsn.example', phone: '+852 2888 0000' },
  ],
};

const card = (name: string) => screen.getByRole('region', { name });

describe('support contacts', { timeout: 20_000 }, () => {
  beforeEach(resetAppState);

  it('shows the three departments with e-mail and phone from GET /support/contacts', async () => {
    const api = mockApi({ 'GET /support/contacts': { body: CONTACTS } });
    renderApp('/visitor/contacts');
    const sales = await screen.findByRole('link', { name: 'sales@gsn.example' });
    expect(sales.getAttribute('href')).toBe('mailto:sales@gsn.example');
    expect(within(card('Sales')).getByRole('link', { name: '+1 (212) 555-0100' }).getAttribute('href')).toBe('tel:+12125550100');
    expect(within(card('Product')).getByRole('link', { name: 'product@gsn.example' })).toBeTruthy();
    expect(within(card('Operations')).getByRole('link', { name: 'noc@gsn.example' })).toBeTruthy();
    expect(within(card('Operations')).getByRole('link', { name: '+852 2888 0000' }).getAttribute('href')).toBe('tel:+85228880000');
    expect(api.callsTo('GET', '/support/contacts')).toHaveLength(1);
    expect(api.callsTo('GET', '/configuration/public')).toHaveLength(0);
  });

  it('is the same page inside the portal, under Support', async () => {
    seedSession(makeAccount({ id: 50, account_type_id: 200, accounttype: { id: 200, account_type: 'master' }, customer_id: 3 }), []);
    mockApi({ 'GET /support/contacts': { body: { data: [CONTACTS.data[2]] } } });
    renderApp('/portal/support/contacts');
    expect(await screen.findByRole('link', { name: 'noc@gsn.example' })).toBeTruthy();
    // departments the answer leaves out say so
    expect(within(card('Sales')).getAllByText('Not available')).toHaveLength(2);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Contacts');
  });

  it('falls back to the public configuration, then to "not available", without an error toast', async () => {
    const api = mockApi({
      'GET /configuration/public': { body: { contacts: { sales: { email: 'old-sales@gsn.example', phone: '' } } } },
    });
    renderApp('/visitor/contacts');
    expect(await screen.findByRole('link', { name: 'old-sales@gsn.example' })).toBeTruthy();
    expect(api.callsTo('GET', '/support/contacts')).toHaveLength(1);
    expect(within(card('Product')).getAllByText('Not available')).toHaveLength(2);
    expect(screen.queryByText('We couldnt find what you are looking for')).toBeNull();
  });
});
