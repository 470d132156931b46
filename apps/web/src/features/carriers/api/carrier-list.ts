import { CARRIER_ORDER_FIELDS } from '@gsn/domain';
import { defineListParams, type ListValuesOf, parseAsFilled } from '../../../lib/list-view';
import { CARRIER_LIST_DEFAULT, carrierQueries } from './use-carriers';

/** The carriers list's address (/portal/management/carriers): the search `q`, then page, size and sort. */
export const carrierListParams = defineListParams({
  filters: { search: parseAsFilled },
  urlKeys: { search: 'q' },
  sorts: CARRIER_ORDER_FIELDS,
  defaults: CARRIER_LIST_DEFAULT,
});

/** The carriers page's query for what its address says (the page and the route's prefetch ask the same). */
export const carrierListQuery = ({ filters, view }: ListValuesOf<typeof carrierListParams>) =>
  carrierQueries.list(filters.search, view.page - 1, view);
