import {
  CHARGE_FIELDS,
  diffFields,
  normalizeCharges,
  PRODUCT_TARIFF_COLUMNS,
  type PricingUpdateInput,
  TARIFF_MESSAGES as M,
  type TariffCreateInput,
  type TariffListQuery,
  rerateWindow,
} from '@gsn/domain';
import { pageRequest } from '../../db/paging.ts';
import { noteAudit } from '../../db/write-context.ts';
import type { Sorted } from '../../lib/route-schemas.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import type { TariffOrderField, TariffsRepository, TariffValues } from './tariffs-repository.ts';

/** Every charge and term of a payload, absent ones as null (a PUT replaces the whole tariff). */
export function tariffValues(input: PricingUpdateInput): TariffValues {
  const out: TariffValues = {
    currency: input.currency,
    billing_incremental: input.billing_incremental ?? null,
    billing_start_date: input.billing_start_date ?? null,
    commencement_date: input.commencement_date ?? null,
  };
  for (const f of CHARGE_FIELDS) out[f] = input[f] ?? null;
  return out;
}

/** What a tariff's audit events show: its product, currency, charges and terms. */
const TARIFF_FIELDS = ['service_number_type_id', 'type', ...PRODUCT_TARIFF_COLUMNS] as const;
const tariffSubject = (id: number) => ({ kind: 'tariff', id });

const taken = () => conflict('tariff.taken', M.taken, [{ field: 'service_number_type_id', message: M.taken }]);

/**
 * Tariffs and pricing (functionality 230, staff only: the routes say who; spec 2 §3 Tariff/pricing). The
 * charges a product's service type does not use are stored as null (normalizeCharges).
 */
export function tariffsService(repo: TariffsRepository) {
  async function existing(id: number) {
    const t = await repo.find(id);
    if (!t) throw notFound();
    return t;
  }

  return {
    list(q: Sorted<TariffListQuery, TariffOrderField>) {
      return repo.list(
        {
          type: q.type,
          service_number_type_id: q.service_number_type_id,
          service_type: q.service_type ?? undefined,
          jurisdiction: q.jurisdiction ?? undefined,
          currency: q.currency ?? undefined,
        },
        pageRequest(q),
      );
    },

    get: (id: number) => existing(id),

    /** POST /tariff/: a product's standard tariff; 422 unknown product, 409 when it has one. */
    async create(input: TariffCreateInput) {
      const product = await repo.productOf(input.service_number_type_id);
      if (!product)
        throw unprocessable('tariff.product_unknown', M.productUnknown, [{ field: 'service_number_type_id', message: M.productUnknown }]);
      if (await repo.hasStandard(product.id)) throw taken();
      const values = normalizeCharges(tariffValues(input), product.service_type, product.outbound_calling_enabled);
      // the tariff, its audit event and the re-rating of the product's calls of the open months commit together
      const id = await repo.transaction(async (tx) => {
        const created = await tx.insertStandard(product.id, values);
        if (created === undefined) throw taken();
        noteAudit({
          action: 'tariffs.create',
          subject: tariffSubject(created),
          changes: diffFields(null, (await tx.find(created))!, TARIFF_FIELDS),
        });
        await tx.rerateCalls({ tariffs: [created] }, rerateWindow(new Date()));
        return created;
      });
      return { message: M.added, data: await existing(id) };
    },

    /** PUT /pricing/{id}: new charges and terms; the product of a tariff never changes. */
    async update(id: number, input: PricingUpdateInput) {
      const current = await existing(id);
      const values = tariffValues(input);
      // A customized tariff whose product was deleted keeps what it is given: there is no service type to go by.
      const normalized = current.service_type ? normalizeCharges(values, current.service_type, current.outbound_calling_enabled) : values;
      // the prices before and after, read in the change's transaction
      const data = await repo.transaction(async (tx) => {
        await tx.lock(id);
        const before = await tx.find(id);
        if (!before) throw notFound();
        await tx.update(id, normalized);
        await tx.rerateCalls({ tariffs: [id] }, rerateWindow(new Date()));
        const after = (await tx.find(id))!;
        noteAudit({ action: 'tariffs.update', subject: tariffSubject(id), changes: diffFields(before, after, TARIFF_FIELDS) });
        return after;
      });
      return { message: M.updated, data };
    },

    async remove(id: number) {
      const before = await existing(id);
      // the calls it priced, named before it goes, are rated by what is left (the next level, or unrated)
      const removed = await repo.transaction(async (tx) => {
        const scope = await tx.scopeOfTariff(id);
        if (!(await tx.remove(id))) return false;
        noteAudit({ action: 'tariffs.delete', subject: tariffSubject(id), changes: diffFields(before, null, TARIFF_FIELDS) });
        await tx.rerateCalls(scope, rerateWindow(new Date()));
        return true;
      });
      if (!removed) throw notFound();
      return { message: M.deleted };
    },
  };
}

export type TariffsService = ReturnType<typeof tariffsService>;
