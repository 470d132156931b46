import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, type coverageByRegionAnswer, type coverageRegionEntryAnswer, REGIONS, type Region } from '@gsn/domain';
import { apiGet, quietNotFound } from '../../../lib/api';
import { COVERAGE_KEY } from '../../coverage';

/** One line of a region's slide: a jurisdiction of GET /servicenumbers/type/coverage/coordinates (the domain's schema). */
export type CoverageEntry = Pick<Answer<typeof coverageRegionEntryAnswer>, 'jurisdiction' | 'service_types'>;

export type CoverageByRegion = Record<Region, CoverageEntry[]>;

function emptyCoverage(): CoverageByRegion {
  return Object.fromEntries(REGIONS.map((r) => [r, []])) as unknown as CoverageByRegion;
}

function isRegion(v: unknown): v is Region {
  return typeof v === 'string' && (REGIONS as readonly string[]).includes(v);
}

function toEntry(raw: unknown): CoverageEntry | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const name = r.jurisdiction ?? r.country ?? r.name;
  if (typeof name !== 'string' || !name) return null;
  const types = Array.isArray(r.service_types)
    ? r.service_types.filter((s): s is string => typeof s === 'string')
    : typeof r.service_type === 'string'
      ? [r.service_type]
      : [];
  return { jurisdiction: name, service_types: types };
}

/**
 * Accepts the coverage grouped by region in any of these shapes: `{ data: { Asia: [...] } }`,
 * `{ data: [{ region, entries|coverage: [...] }] }` or a flat `{ data: [{ region, jurisdiction, service_type }] }`.
 */
export function normalizeCoverage(body: unknown): CoverageByRegion {
  const out = emptyCoverage();
  const data = body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body;
  const add = (region: unknown, raw: unknown) => {
    if (!isRegion(region)) return;
    const e = toEntry(raw);
    if (!e) return;
    const existing = out[region].find((x) => x.jurisdiction === e.jurisdiction);
    if (existing) existing.service_types = [...new Set([...existing.service_types, ...e.service_types])];
    else out[region].push(e);
  };
  if (Array.isArray(data)) {
    for (const item of data) {
      if (!item || typeof item !== 'object') continue;
      const it = item as Record<string, unknown>;
      const nested = it.entries ?? it.coverage ?? it.countries;
      if (Array.isArray(nested)) for (const n of nested) add(it.region, n);
      else add(it.region, it);
    }
  } else if (data && typeof data === 'object') {
    for (const [region, list] of Object.entries(data as Record<string, unknown>)) {
      if (Array.isArray(list)) for (const n of list) add(region, n);
    }
  }
  for (const r of REGIONS) out[r].sort((a, b) => a.jurisdiction.localeCompare(b.jurisdiction));
  return out;
}

/** The GET queries of the visitor's pages. */
export const visitorQueries = {
  /** The carousel's coverage; until the catalogue serves it (404) every region is empty. */
  coverageByRegion: () =>
    queryOptions({
      queryKey: [...COVERAGE_KEY, 'coordinates'],
      queryFn: async () => {
        try {
          return normalizeCoverage(
            await apiGet<Answer<typeof coverageByRegionAnswer>>('/servicenumbers/type/coverage/coordinates', { silent: quietNotFound }),
          );
        } catch (e) {
          if (e && typeof e === 'object' && 'status' in e && (e as { status: number }).status === 404) return emptyCoverage();
          throw e;
        }
      },
      staleTime: 10 * 60 * 1000,
    }),
};

/** The carousel's coverage; until the catalogue serves it (404) every region is empty. */
export function useCoverageByRegion({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...visitorQueries.coverageByRegion(), enabled });
}
