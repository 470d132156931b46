import { createParser } from 'nuqs';
import { ORDER_ORDER_FIELDS, ORDER_STATUSES, SERVICE_TYPES } from '@gsn/domain';
import { defineListParams, type ListValuesOf, parseAsId, parseAsOneOf, parseAsTrimmed } from '../../../lib/list-view';
import { ORDER_LIST_DEFAULT, orderQueries } from './use-orders';

/** An order id typed in the filter: digits from 1, kept as text (the API takes it so). */
const parseAsOrderId = createParser({ parse: (v) => (/^\d+$/.test(v) && Number(v) > 0 ? v : null), serialize: (v: string) => v });

/**
 * The orders list's address (/portal/management/orders): its filters — the customer only for staff — then page,
 * size and sort (most recently updated first by default).
 */
export const orderListParams = defineListParams({
  filters: {
    customer_id: parseAsId,
    service_type: parseAsOneOf(SERVICE_TYPES),
    status: parseAsOneOf(ORDER_STATUSES),
    order_id: parseAsOrderId,
    reference: parseAsTrimmed,
    jurisdiction: parseAsTrimmed,
  },
  sorts: ORDER_ORDER_FIELDS,
  defaults: { sort: ORDER_LIST_DEFAULT.sort, asc: ORDER_LIST_DEFAULT.asc },
  staffOnly: ['customer_id'],
});

/** The orders page's query for what its address says (the page and the route's prefetch ask the same). */
export const orderListQuery = ({ filters, view }: ListValuesOf<typeof orderListParams>) => orderQueries.list(filters, view.page - 1, view);
