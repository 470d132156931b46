import {
  type CappedPage,
  DNIS_MESSAGES as M,
  type DnisListQuery,
  type DnisRow,
  type DnisUpdateInput,
  pageOffset,
  serviceNumberPrefix,
} from '@gsn/domain';
import { notFound } from '../../lib/errors.ts';
import type { Sorted } from '../../lib/route-schemas.ts';
import { cappedPage, inventoryScope } from '../inventory/index.ts';
import type { Principal } from '../../security/principal.ts';
import type { DnisRepository } from './dnis-repository.ts';

/**
 * DNIS (spec 2 §2 Tariff, dnis; §7 /dnis): the routing of each inventory number — termination number,
 * translated routing, routing vendor, OCN. A DNIS record is the inventory number itself (`dnis_id` = its id),
 * so the list follows the inventory's visibility: staff every number, customers their own company's.
 */
export function dnisService(repo: DnisRepository) {
  return {
    /** Ordered by service number (`orderby` may only name it: the route's listQuery). */
    async list(p: Principal, q: Sorted<DnisListQuery, 'service_number'>): Promise<CappedPage<DnisRow>> {
      const scope = inventoryScope(p);
      let prefix: string | null | undefined;
      if (q.service_number) {
        // a number that cannot start any E.164 number matches nothing rather than everything
        prefix = serviceNumberPrefix(q.service_number) ?? '!';
      }
      const filter = {
        customerCode: 'all' in scope ? q.customer_code : undefined,
        jurisdiction: q.jurisdiction,
        serviceNumberPrefix: prefix,
        unrouted: q.unrouted,
      };
      const { data, ...counted } = await repo.list(scope, filter, { limit: q.limit, offset: pageOffset(q), asc: q.asc ?? true });
      return cappedPage(data, counted);
    },

    /** PUT /dnis/{id} (staff): 404 for an unknown number. */
    async update(_p: Principal, id: number, input: DnisUpdateInput) {
      if (!(await repo.update(id, input))) throw notFound();
      return { message: M.updated, data: (await repo.find(id, { all: true }))! };
    },
  };
}

export type DnisService = ReturnType<typeof dnisService>;
