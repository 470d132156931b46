import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { makeAccount, perm, seedSession } from '../test/utils';
import { clearSession } from './session';
import { useViewer, viewerOf } from './viewer';

describe('the viewer', () => {
  it('is a visitor (type 500) when nobody is signed in', () => {
    const v = viewerOf(null, null);
    expect(v).toMatchObject({ user: null, accountType: 500, customerId: null, staff: false, home: '/visitor' });
    expect(v.can(30, 'read')).toBe(false);
  });

  it('gives a customer account its type, company and permissions', () => {
    const v = viewerOf(makeAccount({ account_type_id: 200, customer_id: 7 }), [perm(30, { read: true })]);
    expect(v).toMatchObject({ accountType: 200, customerId: 7, staff: false, home: '/portal/dashboard/master' });
    expect(v.can(30, 'read')).toBe(true);
    expect(v.can(30, 'edit')).toBe(false);
  });

  it('useViewer follows the session', () => {
    seedSession(makeAccount({ account_type_id: 110 }), [perm(5, { write: true })]);
    const { result } = renderHook(() => useViewer());
    expect(result.current).toMatchObject({ accountType: 110, staff: true, home: '/portal/dashboard/provider_sales' });
    expect(result.current.can(5, 'write')).toBe(true);
    clearSession();
  });
});
