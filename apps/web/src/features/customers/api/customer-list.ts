import { CUSTOMER_ORDER_FIELDS } from '@gsn/domain';
import { defineListParams, type ListValuesOf, parseAsFilled } from '../../../lib/list-view';
import { CUSTOMER_LIST_DEFAULT, customerQueries } from './use-customers';

/** The customers list's address (/portal/account/customers): `bdm` (staff only) and `q`, then page, size and sort. */
export const customerListParams = defineListParams({
  filters: { provider_signed_bdm_id: parseAsFilled, search: parseAsFilled },
  urlKeys: { provider_signed_bdm_id: 'bdm', search: 'q' },
  sorts: CUSTOMER_ORDER_FIELDS,
  defaults: CUSTOMER_LIST_DEFAULT,
  staffOnly: ['provider_signed_bdm_id'],
});

/** The customers page's query for what its address says (the page and the route's prefetch ask the same). */
export const customerListQuery = ({ filters, view }: ListValuesOf<typeof customerListParams>) =>
  customerQueries.list(filters, view.page - 1, view);
