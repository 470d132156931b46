import { VENDOR_MESSAGES as M, type VendorInput, type VendorListQuery, type VendorOrderField } from '@gsn/domain';
import { pageRequest } from '../../db/paging.ts';
import type { Sorted } from '../../lib/route-schemas.ts';
import type { BulkFile } from '../../lib/bulk.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Principal } from '../../security/principal.ts';
import { vendorsBulk } from './vendors-bulk.ts';
import type { VendorsRepository } from './vendors-repository.ts';

export interface VendorsServiceDeps {
  repo: VendorsRepository;
}

const nameTaken = () => conflict('vendor.name_taken', M.nameTaken, [{ field: 'name', message: M.nameTaken }]);

/** Vendors (functionality 240; spec 2 §2 Vendor screens): staff only, enforced by the route access policy. */
export function vendorsService(d: VendorsServiceDeps) {
  const { repo } = d;

  async function existing(id: number) {
    const current = await repo.find(id);
    if (!current) throw notFound();
    return current;
  }

  return {
    list(_p: Principal, q: Sorted<VendorListQuery, VendorOrderField>) {
      return repo.list({ search: q.search || undefined }, pageRequest(q));
    },

    get: (_p: Principal, id: number) => existing(id),

    async create(_p: Principal, input: VendorInput) {
      if (await repo.nameTaken(input.name)) throw nameTaken();
      const [created] = await repo.insertMany([input]);
      if (!created) throw nameTaken();
      return { message: M.added, data: (await repo.find(created.id))! };
    },

    async update(_p: Principal, id: number, input: VendorInput) {
      await existing(id);
      if (await repo.nameTaken(input.name, id)) throw nameTaken();
      if (!(await repo.update(id, input))) throw nameTaken();
      return { message: M.updated, data: (await repo.find(id))! };
    },

    async remove(_p: Principal, id: number) {
      await existing(id);
      // checked first for a clear answer; the restricting foreign keys catch a reference added meanwhile
      if (await repo.inUse(id)) throw conflict('vendor.in_use', M.inUse);
      const result = await repo.remove(id);
      if (result === 'in-use') throw conflict('vendor.in_use', M.inUse);
      if (result === 'missing') throw notFound();
      return { message: M.deleted };
    },

    /** POST /vendors/bulk: see vendors-bulk.ts. */
    bulk: (_p: Principal, file: BulkFile) => vendorsBulk(d, file),
  };
}

export type VendorsService = ReturnType<typeof vendorsService>;
