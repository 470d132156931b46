import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { eventCatalogue } from '../common/events.ts';
import { ACCOUNT_EVENTS, REGISTRATION_EVENTS } from './events.ts';

const catalogue = eventCatalogue([...ACCOUNT_EVENTS, ...REGISTRATION_EVENTS]);

describe('account notifications', () => {
  it('names the account type in the language and the company when there is one', () => {
    expect(catalogue.render('es', 'account.created', { email: 'a@x.test', account_type_id: 210, company: 'Acme' })?.message).toBe(
      'Se creó la cuenta a@x.test (Subcuenta (ventas), Acme).',
    );
    expect(catalogue.render('en', 'account.registered', { email: 'r@x.test', account_type_id: 400 })?.title).toBe(
      'Account r@x.test registered',
    );
  });

  it('every account event renders in every language without a placeholder left, and none is a webhook', () => {
    for (const lng of LANGUAGES)
      for (const e of catalogue.definitions) {
        const r = catalogue.render(lng, e.key, { email: 'a@x.test', account_type_id: 200, company: 'Acme' });
        expect(r?.title).not.toMatch(/[{}]/);
        expect(r?.message).not.toMatch(/[{}]/);
      }
    expect(catalogue.webhookNames).toEqual([]);
  });
});
