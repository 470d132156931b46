import { describe, expect, it } from 'vitest';
import { CONFIGURATION_MESSAGES as M, planConfigurationUpdate, presentConfiguration } from './configuration-rules.ts';
import { PASSWORD_MASK } from './schemas.ts';

const entries = [
  { field: 'site_name', type: 'string', value: 'GSN', description: 'Name' },
  { field: 'registration_enabled', type: 'boolean', value: 'true', description: null },
  { field: 'site_user_limit', type: 'string', value: '10', description: 'Limit' },
  { field: 'contact_sales_email', type: 'string', value: 'a@b.example', description: '' },
  { field: 'feed_password', type: 'password', value: 's3cret', description: 'Feed' },
  { field: 'empty_password', type: 'password', value: '', description: 'Unset' },
  { field: '__session_secret', type: 'internal', value: 'topsecret', description: null },
];

describe('presentConfiguration', () => {
  const shown = presentConfiguration(entries);
  it('never shows internal entries', () => {
    expect(shown.map((e) => e.field)).not.toContain('__session_secret');
    expect(JSON.stringify(shown)).not.toContain('topsecret');
  });
  it('masks set passwords and shows unset ones empty', () => {
    expect(shown.find((e) => e.field === 'feed_password')?.value).toBe(PASSWORD_MASK);
    expect(shown.find((e) => e.field === 'empty_password')?.value).toBe('');
    expect(JSON.stringify(shown)).not.toContain('s3cret');
  });
  it('shows missing descriptions as empty text', () => {
    expect(shown.find((e) => e.field === 'registration_enabled')).toEqual({
      field: 'registration_enabled',
      type: 'boolean',
      value: 'true',
      description: '',
    });
  });
});

describe('planConfigurationUpdate', () => {
  it('stores booleans as true/false text, from booleans or their text', () => {
    expect(planConfigurationUpdate(entries, { registration_enabled: false }).updates).toEqual([
      { field: 'registration_enabled', value: 'false' },
    ]);
    expect(planConfigurationUpdate(entries, { registration_enabled: 'true' }).updates).toEqual([
      { field: 'registration_enabled', value: 'true' },
    ]);
  });
  it('keeps a password sent as the mask and replaces one sent in clear', () => {
    expect(planConfigurationUpdate(entries, { feed_password: PASSWORD_MASK })).toEqual({ updates: [], errors: [] });
    expect(planConfigurationUpdate(entries, { feed_password: 'n3w' }).updates).toEqual([{ field: 'feed_password', value: 'n3w' }]);
    expect(planConfigurationUpdate(entries, { feed_password: '' }).updates).toEqual([{ field: 'feed_password', value: '' }]);
  });
  it('trims text values', () => {
    expect(planConfigurationUpdate(entries, { site_name: '  Portal ' }).updates).toEqual([{ field: 'site_name', value: 'Portal' }]);
  });
  it('reports every bad field and then stores nothing', () => {
    const r = planConfigurationUpdate(entries, {
      site_name: 'ok',
      nope: 'x',
      __session_secret: 'x',
      registration_enabled: 'yes',
      site_user_limit: '-1',
      contact_sales_email: 'not-an-email',
      feed_password: true,
    });
    expect(r.updates).toEqual([]);
    expect(r.errors).toEqual([
      { field: 'nope', message: M.unknownField },
      { field: '__session_secret', message: M.unknownField },
      { field: 'registration_enabled', message: M.boolean },
      { field: 'site_user_limit', message: M.number },
      { field: 'contact_sales_email', message: M.email },
      { field: 'feed_password', message: M.string },
    ]);
  });
  it('refuses booleans for text fields, an empty site name and an empty update', () => {
    expect(planConfigurationUpdate(entries, { site_name: true }).errors).toEqual([{ field: 'site_name', message: M.string }]);
    expect(planConfigurationUpdate(entries, { site_name: ' ' }).errors).toEqual([{ field: 'site_name', message: M.required }]);
    expect(planConfigurationUpdate(entries, {}).errors).toEqual([{ field: 'body', message: M.nothing }]);
  });
  it('accepts an empty contact e-mail and a zero limit', () => {
    expect(planConfigurationUpdate(entries, { contact_sales_email: '', site_user_limit: '0' }).errors).toEqual([]);
  });
});
