import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Answer, jurisdictionAnswer, jurisdictionListAnswer } from '@gsn/domain';
import { apiGet } from './api';

/** A jurisdiction of the reference data (GET /jurisdictions). */
export type Jurisdiction = Answer<typeof jurisdictionAnswer>;

const DAY = 24 * 60 * 60 * 1000;

/** GET /jurisdictions?limit=1000, kept a day under one cache key; `silent` shows no error toast (public pages). */
export const jurisdictionsQuery = (opts: { silent?: boolean } = {}) =>
  queryOptions({
    queryKey: ['reference', 'jurisdictions'],
    queryFn: ({ signal }) =>
      apiGet<Answer<typeof jurisdictionListAnswer>>('/jurisdictions?limit=1000', { signal, silent: opts.silent === true }),
    staleTime: DAY,
  });

/** The names, in alphabetical order (the choices of a jurisdiction field that sends the name). */
export const jurisdictionNames = (list: readonly Jurisdiction[]): string[] => list.map((j) => j.name).sort((a, b) => a.localeCompare(b));

/** The jurisdictions (reference data): the one hook for every form and filter that offers them. */
export function useJurisdictions(opts: { silent?: boolean } = {}) {
  return useQuery({ ...jurisdictionsQuery(opts), select: (page) => page?.data ?? [] });
}
