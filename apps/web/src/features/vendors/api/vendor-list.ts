import { VENDOR_ORDER_FIELDS } from '@gsn/domain';
import { defineListParams, type ListValuesOf, parseAsFilled } from '../../../lib/list-view';
import { VENDOR_LIST_DEFAULT, vendorQueries } from './use-vendors';

/** The vendors list's address (/portal/management/vendor): the search `q`, then page, size and sort. */
export const vendorListParams = defineListParams({
  filters: { search: parseAsFilled },
  urlKeys: { search: 'q' },
  sorts: VENDOR_ORDER_FIELDS,
  defaults: VENDOR_LIST_DEFAULT,
});

/** The vendors page's query for what its address says (the page and the route's prefetch ask the same). */
export const vendorListQuery = ({ filters, view }: ListValuesOf<typeof vendorListParams>) =>
  vendorQueries.list(filters.search, view.page - 1, view);
