import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Answer, availableNumberAnswer, availableNumbersAnswer } from '@gsn/domain';
import { ApiError, apiDelete, apiGet, apiPost } from '../../../lib/api';
import { queryString } from '../../../lib/query';
import { INVENTORY_KEY } from './use-inventory';

/** A number the order wizard offers (`reserved_until` null) or holds for the customer (until then). */
export type StockNumber = Answer<typeof availableNumberAnswer>;
/** A number held for the customer: it has its end. */
export type HeldNumber = StockNumber & { reserved_until: string };

/** How many stock numbers one search shows (the API allows up to 100): digits find the others. */
export const STOCK_PAGE = 50;

interface StockSearch {
  /** The product (service number type). */
  productId: number;
  /** The city of a city-specific order; none: every city of the product. */
  city: string | null;
  /** Digits the number contains (a vanity search), done by the server. */
  contains: string | null;
}

/** The wizard's stock calls: GET /invnumbers/available and GET /invnumbers/reservations (docs/api-numbers.md). */
export const numberHoldQueries = {
  /** Available numbers of a product (and city) containing some digits, at most STOCK_PAGE. */
  available: ({ productId, city, contains }: StockSearch) =>
    queryOptions({
      queryKey: [...INVENTORY_KEY, 'available', productId, city, contains],
      queryFn: ({ signal }) =>
        apiGet<Answer<typeof availableNumbersAnswer>>(
          `/invnumbers/available${queryString({ service_number_type_id: productId, city, contains, limit: STOCK_PAGE })}`,
          // a server or account without the stock calls simply offers no choice
          { signal, silent: true },
        ),
      placeholderData: keepPreviousData,
      staleTime: 15_000,
    }),
  /** The numbers held for the caller's company from the wizard (not yet on an order). */
  holds: () =>
    queryOptions({
      queryKey: [...INVENTORY_KEY, 'reservations'],
      queryFn: ({ signal }) => apiGet<Answer<typeof availableNumbersAnswer>>('/invnumbers/reservations', { signal, silent: true }),
      staleTime: 0,
    }),
};

/**
 * POST /invnumbers/reservations: holds the chosen numbers for 30 minutes. Errors are the caller's to show (a 409
 * `number.not_available` names the numbers gone: see `goneNumbersOf`); the stock lists are read again either way.
 */
export function useHoldNumbers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { service_number_type_id: number; inventory_number_ids: number[] }) =>
      apiPost<{ message?: string; data: HeldNumber[] }>('/invnumbers/reservations', input, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: [...INVENTORY_KEY, 'available'] }),
  });
}

/** DELETE /invnumbers/reservations/{id}: gives one hold back (a 404: it was no longer held, which is what was wanted). */
export function useReleaseHold() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      try {
        await apiDelete<null>(`/invnumbers/reservations/${id}`, undefined, { silent: (e) => e.status === 404 });
      } catch (e) {
        if (!(e instanceof ApiError && e.status === 404)) throw e;
      }
      return id;
    },
    onSettled: () => client.invalidateQueries({ queryKey: [...INVENTORY_KEY, 'available'] }),
  });
}

/**
 * The numbers a 409 `number.not_available` of POST /invnumbers/reservations names (nothing was held): each error's
 * field is a service number (or an id, which `known` turns into its service number); a field naming no number (the
 * list as a whole) names none. Null for other errors.
 */
export function goneNumbersOf(error: unknown, known: readonly StockNumber[]): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  if (error.code && error.code !== 'number.not_available') return null;
  const byId = new Map(known.map((n) => [String(n.id), n.service_number]));
  const named = error.errors.map((e) => byId.get(String(e.field)) ?? String(e.field)).filter((f) => /^\+\d{4,15}$/.test(f));
  return [...new Set(named)];
}
