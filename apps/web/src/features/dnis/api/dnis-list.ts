import { parseAsBoolean } from 'nuqs';
import { defineListParams, type ListValuesOf, parseAsFilled } from '../../../lib/list-view';
import { dnisQueries } from './use-dnis';

/** The DNIS list's address (/portal/management/dnis): `number`, `customer`, `jurisdiction`, `unrouted=true`, page, size. */
export const dnisListParams = defineListParams({
  filters: {
    service_number: parseAsFilled,
    customer_code: parseAsFilled,
    jurisdiction: parseAsFilled,
    unrouted: parseAsBoolean.withDefault(false),
  },
  urlKeys: { service_number: 'number', customer_code: 'customer' },
});

/** The DNIS page's query for what its address says. */
export const dnisListQuery = ({ filters, view }: ListValuesOf<typeof dnisListParams>) =>
  dnisQueries.list(filters, view.page - 1, view.size);
