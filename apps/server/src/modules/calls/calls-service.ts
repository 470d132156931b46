import {
  type CallFilters,
  type CallRecordRow,
  type CallSearch,
  type CallsListQuery,
  type DateRange,
  pageOffset,
  resolveRange,
  todayUtc,
} from '@gsn/domain';
import { inventoryScope } from '../inventory/index.ts';
import type { Principal } from '../../security/principal.ts';
import type { CallFilter, CallScope, CallsRepository } from './calls-repository.ts';

/** Who sees which calls: staff every call, customers only their own company's (as for inventory numbers). */
export const callScope: (viewer: { accountTypeId: number; customerId: number | null }) => CallScope = inventoryScope;

/**
 * The report filters as the repository takes them. `customer_id` and `customer_code` are staff filters: a
 * customer's are ignored (the scope already is the caller's company).
 */
export function callFilter(scope: CallScope, q: Partial<CallFilters> & Partial<CallSearch>): CallFilter {
  const staff = 'all' in scope;
  return {
    customerId: staff ? q.customer_id : undefined,
    customerCode: staff ? q.customer_code : undefined,
    serviceType: q.service_type,
    jurisdiction: q.jurisdiction,
    city: q.city,
    direction: q.direction,
    search: {
      callingPrefix: q.calling_prefix,
      calledPrefix: q.called_prefix,
      causes: q.cause,
      minDuration: q.min_duration,
      maxDuration: q.max_duration,
    },
  };
}

/** A page of call records over `from`..`to`; `count_capped` says whether more calls match than `count` (CALLS_COUNT_CAP). */
export interface CallsPage {
  data: CallRecordRow[];
  count: number;
  count_capped: boolean;
  from: string;
  to: string;
}

/**
 * Call records (functionality 900; spec 2 §2 Reports "Call records", §7 /calls). Staff see every call and may pick
 * a company; customers see their own company's calls by every path (list, jurisdictions, cities, exports).
 * `now` is the clock of the default date range.
 */
export function callsService(repo: CallsRepository, now: () => Date = () => new Date()) {
  return {
    /** Newest first over the range (by default the last 30 days); the count is capped. */
    async list(p: Principal, q: CallsListQuery): Promise<CallsPage> {
      const scope = callScope(p);
      const range: DateRange = resolveRange(q, todayUtc(now()));
      const filter = { ...callFilter(scope, q), loadedSince: q.updated_since ? new Date(q.updated_since) : undefined };
      const { data, count, capped } = await repo.list(scope, filter, range, { limit: q.limit, offset: pageOffset(q) });
      return { data, count, count_capped: capped, ...range };
    },

    async jurisdictions(p: Principal) {
      return { data: await repo.jurisdictions(callScope(p)) };
    },

    async cities(p: Principal, jurisdiction: string | null | undefined) {
      return { data: await repo.cities(callScope(p), jurisdiction) };
    },
  };
}

export type CallsService = ReturnType<typeof callsService>;
