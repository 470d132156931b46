import { describe, expect, it } from 'vitest';
import { perm } from '../test/utils';
import { isNavItemVisible, NAV_ITEMS, visibleNavGroups, type NavItem } from './navigation';

const items: NavItem[] = [
  { group: 'accounts', labelKey: 'a', path: '/portal/account/accounts', functionalityId: 110, audience: 'always', order: 1 },
  { group: 'accounts', labelKey: 'c', path: '/portal/account/customers', functionalityId: 120, audience: 'staff', order: 2 },
  { group: 'management', labelKey: 'o', path: '/portal/management/orders', functionalityId: 200, audience: 'customer', order: 3 },
  { group: 'management', labelKey: 'v', path: '/portal/management/vendors', functionalityId: 240, audience: 'staff', order: 4 },
  { group: 'support', labelKey: 's', path: '/portal/support/contacts', audience: 'always', order: 5 },
  { group: 'reports', labelKey: 'r', path: '/portal/reports', functionalityId: 900, audience: 'always', order: 6 },
];

describe('navigation registry filter', () => {
  it('shows staff items only below 200 and customer items only from 200', () => {
    const everything = [110, 120, 200, 240, 900].map((f) => perm(f, { read: true, list: true }));
    const staffPaths = visibleNavGroups(items, 110, everything).flatMap((g) => g.items.map((i) => i.path));
    expect(staffPaths).toEqual([
      '/portal/account/accounts',
      '/portal/account/customers',
      '/portal/management/vendors',
      '/portal/support/contacts',
      '/portal/reports',
    ]);
    const customerPaths = visibleNavGroups(items, 210, everything).flatMap((g) => g.items.map((i) => i.path));
    expect(customerPaths).toEqual(['/portal/account/accounts', '/portal/management/orders', '/portal/support/contacts', '/portal/reports']);
    // a registered user (400) is no customer: no customer item, even with the permission
    const registeredPaths = visibleNavGroups(items, 400, everything).flatMap((g) => g.items.map((i) => i.path));
    expect(registeredPaths).not.toContain('/portal/management/orders');
  });

  it('offers a registered user no "Service coverage" item that would lead to Access denied', () => {
    const all = [perm(210, { read: true, list: true }), perm(200, { read: true, list: true })];
    const coverage = '/portal/management/service_number_coverage';
    const paths = (type: number) => visibleNavGroups(NAV_ITEMS, type, all).flatMap((g) => g.items.map((i) => i.path));
    expect(paths(400)).not.toContain(coverage);
    expect(paths(200)).toContain(coverage);
  });

  it('needs list=true on the functionality, not just read', () => {
    const item = items[0] as NavItem;
    expect(isNavItemVisible(item, 100, [])).toBe(false);
    expect(isNavItemVisible(item, 100, [perm(110, { read: true, list: false, edit: true })])).toBe(false);
    expect(isNavItemVisible(item, 100, [perm(110, { read: true, list: true })])).toBe(true);
    // another functionality's permission does not count
    expect(isNavItemVisible(item, 100, [perm(120, { list: true })])).toBe(false);
  });

  it('keeps the group order and hides groups without a visible item', () => {
    const groups = visibleNavGroups(items, 200, [perm(900, { list: true })]);
    expect(groups.map((g) => g.group)).toEqual(['support', 'reports']);
    expect(visibleNavGroups(items, 200, []).map((g) => g.group)).toEqual(['support']);
  });
});

describe('the menu collected from the features', () => {
  it("holds every feature's entries once, in the spec's order", () => {
    expect(NAV_ITEMS.map((i) => i.path)).toEqual([
      '/portal/account/accounts',
      '/portal/account/customers',
      '/portal/account/customer-requests',
      '/portal/management/orders',
      '/portal/management/compliance',
      '/portal/management/verifications',
      '/portal/management/ports',
      '/portal/management/carriers',
      '/portal/management/vendor',
      '/portal/management/service_number_types',
      '/portal/management/tariff',
      '/portal/management/billing/simulate',
      '/portal/management/billing/statements',
      '/portal/management/invnumbers',
      '/portal/management/dnis',
      '/portal/management/service_number_coverage',
      '/portal/support/contacts',
      '/portal/notification/notifications',
      '/portal/support/tickets',
      '/portal/support/tickets/add',
      '/portal/report/summary_overview',
      '/portal/report/call_statistics/daily',
      '/portal/report/call_statistics/hourly',
      '/portal/report/call_records',
      '/portal/report/traffic/alerts',
      '/portal/reporting/reports',
      '/portal/administration/permissions',
      '/portal/administration/account_types',
      '/portal/administration/notification_types',
      '/portal/administration/functionalities',
      '/portal/administration/webhooks',
      '/portal/administration/audit',
    ]);
  });
});
