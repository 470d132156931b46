import { PORT_ORDER_FIELDS } from '@gsn/domain/ports/schemas';
import { defineListParams, type ListValuesOf, parseAsFilled, parseAsOneOf } from '../../../lib/list-view';
import { PORT_STATES } from '@gsn/domain/ports/rules';
import { PORT_LIST_DEFAULT, portQueries } from './use-ports';

/** The ports list's address (/portal/management/ports): `state`, `q`, then page, size and sort. */
export const portListParams = defineListParams({
  filters: { state: parseAsOneOf(PORT_STATES), search: parseAsFilled },
  urlKeys: { search: 'q' },
  sorts: PORT_ORDER_FIELDS,
  defaults: PORT_LIST_DEFAULT,
});

/** The ports page's query for what its address says. */
export const portListQuery = ({ filters, view }: ListValuesOf<typeof portListParams>) => portQueries.list(filters, view);
