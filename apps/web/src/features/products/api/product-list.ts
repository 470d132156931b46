import { createParser } from 'nuqs';
import { PRODUCT_ORDER_FIELDS, SERVICE_TYPES } from '@gsn/domain';
import { defineListParams, type ListValuesOf, parseAsFilled, parseAsOneOf } from '../../../lib/list-view';
import { PRODUCT_LIST_DEFAULT, productQueries } from './use-products';

/** `expired=exclude` leaves the expired products out; they are in by default. */
const parseAsIncludeExpired = createParser({
  parse: (v) => v !== 'exclude',
  serialize: (include: boolean) => (include ? 'include' : 'exclude'),
}).withDefault(true);

/**
 * The products list's address (/portal/management/service_number_types): `service_type`, `jurisdiction` and
 * `expired=exclude`, then page, size and sort.
 */
export const productListParams = defineListParams({
  filters: { service_type: parseAsOneOf(SERVICE_TYPES), jurisdiction: parseAsFilled, includeExpired: parseAsIncludeExpired },
  urlKeys: { includeExpired: 'expired' },
  sorts: PRODUCT_ORDER_FIELDS,
  defaults: PRODUCT_LIST_DEFAULT,
});

/** The products page's query for what its address says (the page and the route's prefetch ask the same). */
export const productListQuery = ({ filters, view }: ListValuesOf<typeof productListParams>) =>
  productQueries.list(filters, view.page - 1, view);
