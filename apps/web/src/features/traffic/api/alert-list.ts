import { TRAFFIC_ALERT_SCOPES, TRAFFIC_ALERT_STATES } from '@gsn/domain/traffic/alerts';
import { TRAFFIC_ALERT_KINDS } from '@gsn/domain/traffic/rules';
import { defineListParams, type ListValuesOf, parseAsId, parseAsOneOf, parseAsTrimmed } from '../../../lib/list-view';
import { trafficQueries } from './use-traffic-alerts';

/** The alerts list's address (/portal/report/traffic/alerts): `state`, `kind`, `scope`, `number`, `customer`, then page and size. */
export const alertListParams = defineListParams({
  filters: {
    state: parseAsOneOf(TRAFFIC_ALERT_STATES),
    kind: parseAsOneOf(TRAFFIC_ALERT_KINDS),
    scope: parseAsOneOf(TRAFFIC_ALERT_SCOPES),
    service_number: parseAsTrimmed,
    customer_id: parseAsId,
  },
  urlKeys: { service_number: 'number', customer_id: 'customer' },
  staffOnly: ['customer_id'],
});

export const alertListQuery = ({ filters, view }: ListValuesOf<typeof alertListParams>) => trafficQueries.list(filters, view);
