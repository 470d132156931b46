import { parseAsStringLiteral } from 'nuqs';
import { ACCOUNT_ORDER_FIELDS } from '@gsn/domain';
import { defineListParams, type ListValuesOf, parseAsFilled } from '../../../lib/list-view';
import { ACCOUNT_LIST_DEFAULT, accountQueries } from './use-accounts';

/**
 * The accounts list's address (/portal/account/accounts): `status`, `disabled`, `type` and `customer` (staff only),
 * then page, size and sort, so that Back restores them.
 */
export const accountListParams = defineListParams({
  filters: {
    status: parseAsFilled,
    disabled: parseAsStringLiteral(['true', 'false'] as const),
    account_type_code: parseAsFilled,
    customer_id: parseAsFilled,
  },
  urlKeys: { account_type_code: 'type', customer_id: 'customer' },
  sorts: ACCOUNT_ORDER_FIELDS,
  defaults: ACCOUNT_LIST_DEFAULT,
  staffOnly: ['customer_id'],
});

/** The accounts page's query for what its address says (the page and the route's prefetch ask the same). */
export const accountListQuery = ({ filters, view }: ListValuesOf<typeof accountListParams>) =>
  accountQueries.list(filters, view.page - 1, view);
