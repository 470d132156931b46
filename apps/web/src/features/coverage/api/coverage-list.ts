import { SERVICE_TYPES } from '@gsn/domain';
import { defineListParams, type ListValuesOf, parseAsOneOf, parseAsTrimmed } from '../../../lib/list-view';
import { type CoverageSource, coverageQueries } from './use-coverage-products';

/**
 * A coverage list's address (the customer portal's and the visitor's): `service_type`, `jurisdiction`, page and
 * size.
 */
export const coverageListParams = defineListParams({
  filters: { service_type: parseAsOneOf(SERVICE_TYPES), jurisdiction: parseAsTrimmed },
});

/** A coverage list's query for what its address says. */
export const coverageListQuery = (source: CoverageSource, { filters, view }: ListValuesOf<typeof coverageListParams>) =>
  coverageQueries.list(source, filters, view.page - 1, view.size);
