import { hasPermission, type CodedPermission } from '@gsn/domain/permissions/rules';
import { isCustomer, isStaff } from '@gsn/domain/accounts/account-types';

/**
 * The data-driven top navigation (spec 1 §2 "Top navigation"). Features add their screens here; an item shows
 * when its audience matches the account type and, if it names a functionality, the user may list it.
 */
export const NAV_GROUPS = ['accounts', 'management', 'administration', 'support', 'reports'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/** staff: account type below 200; customer: 200–399 (not a registered user); always: everyone signed in. */
export type NavAudience = 'staff' | 'customer' | 'always';

export interface NavItem {
  group: NavGroup;
  /** i18n key of the label. */
  labelKey: string;
  path: string;
  /** Shown only when the coded permission for this functionality allows `action` (list unless said). */
  functionalityId?: number;
  /** The operation the screen needs (a queue of requests to approve needs write, not only list). */
  action?: 'list' | 'write';
  audience: NavAudience;
  /** Place in the menu (ascending; the spec's order). */
  order: number;
}

/**
 * Every feature's menu entries (`nav` in its routes.tsx), in menu order: a new feature adds its screens to the top
 * navigation from its own folder.
 */
const ROUTE_FILES = import.meta.glob<{ nav?: NavItem[] }>('../features/*/routes.tsx', { eager: true });
export const NAV_ITEMS: NavItem[] = Object.values(ROUTE_FILES)
  .flatMap((m) => m.nav ?? [])
  .sort((a, b) => a.order - b.order);

export function audienceMatches(audience: NavAudience, accountTypeId: number): boolean {
  if (audience === 'always') return true;
  if (audience === 'staff') return isStaff(accountTypeId);
  // customer companies' accounts (200–399), as RequireCustomer: a registered user (400) is no customer
  return isCustomer(accountTypeId);
}

export function isNavItemVisible(item: NavItem, accountTypeId: number, permissions: readonly CodedPermission[]): boolean {
  if (!audienceMatches(item.audience, accountTypeId)) return false;
  if (item.functionalityId === undefined) return true;
  return hasPermission(permissions, item.functionalityId, item.action ?? 'list');
}

export interface VisibleNavGroup {
  group: NavGroup;
  items: NavItem[];
}

/** The groups in their fixed order, each with its visible items; groups with none are left out. */
export function visibleNavGroups(
  items: readonly NavItem[],
  accountTypeId: number,
  permissions: readonly CodedPermission[],
): VisibleNavGroup[] {
  return NAV_GROUPS.map((group) => ({
    group,
    items: items.filter((i) => i.group === group && isNavItemVisible(i, accountTypeId, permissions)),
  })).filter((g) => g.items.length > 0);
}
