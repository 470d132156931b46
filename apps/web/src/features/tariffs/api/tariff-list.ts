import { CURRENCY_CODES, SERVICE_TYPES, TARIFF_ORDER_FIELDS } from '@gsn/domain';
import { defineListParams, type ListValuesOf, parseAsFilled, parseAsOneOf } from '../../../lib/list-view';
import { TARIFF_LIST_DEFAULT, tariffQueries } from './use-tariffs';

/** The tariffs list's address (/portal/management/tariff): `service_type`, `jurisdiction`, `currency`, page, size, sort. */
export const tariffListParams = defineListParams({
  filters: { service_type: parseAsOneOf(SERVICE_TYPES), jurisdiction: parseAsFilled, currency: parseAsOneOf(CURRENCY_CODES) },
  sorts: TARIFF_ORDER_FIELDS,
  defaults: TARIFF_LIST_DEFAULT,
});

/** The tariffs page's query for what its address says. */
export const tariffListQuery = ({ filters, view }: ListValuesOf<typeof tariffListParams>) =>
  tariffQueries.list(filters, view.page - 1, view);
