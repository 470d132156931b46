import { pageOffset, type ListQuery } from '@gsn/domain';
import type { ReferenceRepository } from './reference-repository.ts';

const paging = (q: ListQuery) => ({ limit: q.limit, offset: pageOffset(q) });

export function referenceService(repo: ReferenceRepository) {
  return {
    countries: (q: ListQuery) => repo.countries(paging(q)),
    currencies: (q: ListQuery) => repo.currencies(paging(q)),
    jurisdictions: (q: ListQuery, region?: string) => repo.jurisdictions(paging(q), region),
    cities: (q: ListQuery, f: { country?: string | undefined; city?: string | undefined }) => repo.cities(paging(q), f),
    dialCodes: (q: ListQuery) => repo.dialCodes(paging(q)),
  };
}

export type ReferenceService = ReturnType<typeof referenceService>;
