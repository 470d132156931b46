import { INVENTORY_ORDER_FIELDS, NUMBER_STATES } from '@gsn/domain';
import { defineListParams, type ListValuesOf, parseAsDigits, parseAsFilled, parseAsOneOf } from '../../../lib/list-view';
import { INVENTORY_LIST_DEFAULT, inventoryQueries } from './use-inventory';

/**
 * The inventory list's address (/portal/management/invnumbers), so that Back and a shared link restore the search:
 * `customer` (staff only), `type`, `jurisdiction`, `city`, `number`, `order` and `state` (one of the number states; any
 * other value reads as no filter), then page, size and sort.
 */
export const inventoryListParams = defineListParams({
  filters: {
    customer_code: parseAsFilled,
    service_type: parseAsFilled,
    jurisdiction: parseAsFilled,
    city: parseAsFilled,
    routing_vendor: parseAsFilled,
    order_id: parseAsDigits,
    state: parseAsOneOf(NUMBER_STATES),
  },
  urlKeys: { customer_code: 'customer', service_type: 'type', routing_vendor: 'number', order_id: 'order' },
  sorts: INVENTORY_ORDER_FIELDS,
  defaults: INVENTORY_LIST_DEFAULT,
  staffOnly: ['customer_code'],
});

/** The inventory page's query for what its address says (the page and the route's prefetch ask the same). */
export const inventoryListQuery = ({ filters, view }: ListValuesOf<typeof inventoryListParams>) =>
  inventoryQueries.list(filters, view.page - 1, view);
