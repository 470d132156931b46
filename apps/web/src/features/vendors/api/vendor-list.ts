import { VENDOR_ORDER_FIELDS } from '@gsn/domain';
import { defineSearchList } from '../../../lib/list-view';
import { VENDOR_LIST_DEFAULT, vendorQueries } from './use-vendors';

/**
 * The vendors list's address (/portal/management/vendor): the search `q`, then page, size and sort; and the page's
 * query for what it says (the page and the route's prefetch ask the same).
 */
export const { params: vendorListParams, query: vendorListQuery } = defineSearchList({
  sorts: VENDOR_ORDER_FIELDS,
  defaults: VENDOR_LIST_DEFAULT,
  query: vendorQueries.list,
});
