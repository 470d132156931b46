import { CUSTOMER_REQUEST_STATUSES } from '@gsn/domain/customer-requests/rules';
import { defineListParams, type ListValuesOf, parseAsOneOf, parseAsTrimmed } from '../../../lib/list-view';
import { customerRequestQueries } from './use-customer-requests';

/** The queue's address (/portal/account/customer-requests): `status`, `search`, then page and size. */
export const requestListParams = defineListParams({
  filters: { status: parseAsOneOf(CUSTOMER_REQUEST_STATUSES), search: parseAsTrimmed },
});

export const requestListQuery = ({ filters, view }: ListValuesOf<typeof requestListParams>) => customerRequestQueries.list(filters, view);
