import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { auditFilterErrors, NO_AUDIT_FILTERS } from './filters';
import { actionLabel, actionOptions, subjectKindLabel, valueText } from './labels';

describe('audit labels', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  const t = i18n.t.bind(i18n);

  it('names known actions and kinds in the reader’s words, others by their key as recorded', async () => {
    expect(actionLabel(t, 'permissions.update')).toBe('Permission changed');
    expect(actionLabel(t, 'auth.sign_in_failed')).toBe('Sign-in failed');
    expect(actionLabel(t, 'porting.confirm')).toBe('porting.confirm');
    // a resource alone is a section of the texts, not a label
    expect(actionLabel(t, 'permissions')).toBe('permissions');
    expect(subjectKindLabel(t, 'api_key')).toBe('API key');
    expect(subjectKindLabel(t, 'mfa_factor')).toBe('mfa_factor');
    await i18n.changeLanguage('ja');
    expect(actionLabel(t, 'documents.download')).toBe('書類をダウンロード');
  });

  it('offers each resource’s whole set before its actions', () => {
    const options = actionOptions(t);
    const at = options.findIndex((o) => o.value === 'permissions.');
    expect(options[at]!.label).toBe('All permissions actions');
    expect(options[at + 1]).toEqual({ value: 'permissions.create', label: 'permissions.create · Permission added' });
  });

  it('shows recorded values as text: empty, yes/no, a secret’s mark, lists as JSON', () => {
    expect([null, '', undefined].map((v) => valueText(t, v))).toEqual(['(empty)', '(empty)', '(empty)']);
    expect(valueText(t, true)).toBe('Yes');
    expect(valueText(t, '[secret]')).toBe('(secret, changed)');
    expect(valueText(t, ['order.created'])).toBe('["order.created"]');
    expect(valueText(t, 0)).toBe('0');
  });

  it('refuses a malformed action and a range that ends before it starts', () => {
    expect(auditFilterErrors({ ...NO_AUDIT_FILTERS, action: 'permissions.' })).toEqual({});
    expect(auditFilterErrors({ ...NO_AUDIT_FILTERS, action: 'Permissions!' })).toEqual({ action: 'badAction' });
    expect(auditFilterErrors({ ...NO_AUDIT_FILTERS, from: '2026-11-02', to: '2026-11-01' })).toEqual({ to: 'toBeforeFrom' });
    expect(auditFilterErrors({ ...NO_AUDIT_FILTERS, from: '2026-11-01', to: '2026-11-01T10:00:00Z' })).toEqual({});
  });
});
