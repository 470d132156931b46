import { CARRIER_ORDER_FIELDS } from '@gsn/domain';
import { defineSearchList } from '../../../lib/list-view';
import { CARRIER_LIST_DEFAULT, carrierQueries } from './use-carriers';

/**
 * The carriers list's address (/portal/management/carriers): the search `q`, then page, size and sort; and the
 * page's query for what it says (the page and the route's prefetch ask the same).
 */
export const { params: carrierListParams, query: carrierListQuery } = defineSearchList({
  sorts: CARRIER_ORDER_FIELDS,
  defaults: CARRIER_LIST_DEFAULT,
  query: carrierQueries.list,
});
