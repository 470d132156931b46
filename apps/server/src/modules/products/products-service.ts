import {
  type CoverageRegionEntry,
  FUNCTIONALITIES,
  hasPermission,
  isCustomer,
  isRegistered,
  isStaff,
  normalizeCharges,
  PRODUCT_MESSAGES as M,
  PRODUCT_ORDER_FIELDS,
  type ProductInput,
  type ProductListQuery,
  publicProductView,
  REGIONS,
  type Region,
  SERVICE_TYPES,
  rerateWindow,
} from '@gsn/domain';
import { pageRequest } from '../../db/paging.ts';
import { orderRefused, type Sorted } from '../../lib/route-schemas.ts';
import type { BulkFile } from '../../lib/bulk.ts';
import { codeOf, conflict, type FieldError, notFound, unprocessable } from '../../lib/errors.ts';
import type { PermissionService } from '../permissions/index.ts';
import type { Principal } from '../../security/principal.ts';
import { tariffValues } from '../tariffs/index.ts';
import { productsBulk } from './products-bulk.ts';
import { type ProductDetails, type ProductOrderField, type ProductsRepository, productValues } from './products-repository.ts';

export interface ProductsServiceDeps {
  repo: ProductsRepository;
  permissions: PermissionService;
}

type CoverageQuery = {
  page: number;
  limit: number;
  orderby?: string | undefined;
  asc?: boolean | undefined;
  service_type?: string | null;
  jurisdiction?: string | null;
};

/** Sort keys open to customers and visitors (no vendor fields). */
export const PUBLIC_ORDER_FIELDS = [
  'jurisdiction',
  'service_type',
  'number_type',
  'createdAt',
  'updatedAt',
  'id',
] as const satisfies readonly ProductOrderField[];

const cityRows = (input: ProductInput) => input.cities.map((c) => ({ city: c.city, city_dial_code: c.city_dial_code ?? null }));

/**
 * Who sees what of a product: staff everything; customers no vendor fields, with the standard tariff; registered users
 * (400) the same public view with the standard tariff — the list prices, never a company's own tariff; visitors
 * neither vendor fields nor prices.
 */
type Audience = 'staff' | 'customer' | 'registered' | 'public';

function view(d: ProductDetails, audience: Audience) {
  if (audience === 'staff') return d;
  const { tariff, ...product } = d;
  const pub = publicProductView(product);
  return audience === 'customer' || audience === 'registered' ? { ...pub, tariff: tariff ? publicProductView(tariff) : null } : pub;
}

const taken = () => conflict('product.taken', M.taken, [{ field: 'vendor_option', message: M.taken }]);

/**
 * Service number types — the products (functionality 210; spec 2 §2 coverage and product screens, §3, §4, §5).
 * Every write goes through productSchema (normalised by the §4/§5 rules); the vendor and the jurisdiction must exist.
 */
export function productsService(d: ProductsServiceDeps) {
  const { repo, permissions } = d;

  async function audienceOf(p: Principal | undefined): Promise<Audience> {
    if (p && isRegistered(p.accountTypeId)) return 'registered';
    if (!p || !(isStaff(p.accountTypeId) || isCustomer(p.accountTypeId))) return 'public';
    const perms = await permissions.effective(p.accountTypeId, p.customerId);
    if (!hasPermission(perms, FUNCTIONALITIES.service_number_type, 'read')) return 'public';
    return isStaff(p.accountTypeId) ? 'staff' : 'customer';
  }

  async function existing(id: number) {
    const current = await repo.find(id);
    if (!current) throw notFound();
    return current;
  }

  /** 422 when the vendor or the jurisdiction does not exist; the jurisdiction as stored, its dial code by default. */
  async function resolve(input: ProductInput): Promise<ProductInput> {
    const errors: FieldError[] = [];
    if (!(await repo.vendorExists(input.vendor_id))) errors.push({ field: 'vendor_id', message: M.vendorUnknown });
    const j = (await repo.jurisdictionsByName([input.jurisdiction])).get(input.jurisdiction.toLowerCase());
    if (!j) errors.push({ field: 'jurisdiction', message: M.jurisdictionUnknown });
    if (errors.length || !j)
      throw unprocessable(
        codeOf(errors[0]?.message ?? M.jurisdictionUnknown, 422, 'inventory.invalid'),
        errors[0]?.message ?? M.jurisdictionUnknown,
        errors,
      );
    return { ...input, jurisdiction: j.name, jurisdiction_dial_code: input.jurisdiction_dial_code ?? j.dial_code };
  }

  /** The page asked for; 400 when the caller may not sort by that field (only staff sort by vendor fields). */
  function page(q: Sorted<CoverageQuery, ProductOrderField>, fields: readonly ProductOrderField[]) {
    if (!fields.includes(q.orderby)) throw orderRefused(fields);
    return pageRequest(q);
  }

  return {
    /**
     * GET /servicenumbers/type: staff see every product (expired filter as asked); customers and registered
     * accounts only current ones, without vendor fields; customers with the tariff.
     */
    async list(p: Principal, q: Sorted<ProductListQuery, ProductOrderField>) {
      const staff = isStaff(p.accountTypeId);
      const audience: Audience = staff ? 'staff' : isCustomer(p.accountTypeId) ? 'customer' : 'public';
      const result = await repo.list(
        {
          service_type: q.service_type ?? undefined,
          jurisdiction: q.jurisdiction ?? undefined,
          city: q.city ?? undefined,
          vendor_id: staff ? q.vendor_id : undefined,
          expired: staff ? q.expired : false,
        },
        page(q, staff ? PRODUCT_ORDER_FIELDS : PUBLIC_ORDER_FIELDS),
      );
      return { data: result.data.map((r) => view(r, audience)), count: result.count };
    },

    /**
     * GET /servicenumbers/type/{id} (public): staff with 210 read see any; others only a current product (registered
     * users with its list prices).
     */
    async get(p: Principal | undefined, id: number) {
      const audience = await audienceOf(p);
      const row = await repo.find(id);
      if (!row || (audience !== 'staff' && row.expired)) throw notFound();
      return view(row, audience);
    },

    async create(_p: Principal, body: ProductInput) {
      const input = await resolve(body);
      const id = await repo.transaction(async (tx) => {
        const created = await tx.insert(productValues(input), cityRows(input));
        if (created === undefined) throw taken();
        return created;
      });
      return { message: M.added, data: await existing(id) };
    },

    /** PUT: the whole product, cities replaced; its standard tariff keeps only the charges the new service type uses. */
    async update(_p: Principal, id: number, body: ProductInput) {
      const current = await existing(id);
      const input = await resolve(body);
      await repo.transaction(async (tx) => {
        if (!(await tx.update(id, productValues(input), cityRows(input)))) throw taken();
        const t = current.tariff;
        if (t) {
          await tx.setTariffCharges(t.id, normalizeCharges(tariffValues(t), input.service_type, input.outbound_calling_enabled));
          await tx.rerateCalls({ tariffs: [t.id] }, rerateWindow(new Date()));
        }
      });
      return { message: M.updated, data: await existing(id) };
    },

    /** DELETE: the product, its cities and its standard tariff in one transaction. */
    async remove(_p: Principal, id: number) {
      await existing(id);
      const removed = await repo.transaction((tx) => tx.remove(id));
      if (!removed) throw notFound();
      return { message: M.deleted };
    },

    /** POST /servicenumbers/type/bulk: see products-bulk.ts. */
    bulk: (_p: Principal, file: BulkFile) => productsBulk(repo, file),

    /**
     * GET /servicenumbers/type/coverage (public): current products, public view; a signed-in registered user also gets
     * each one's standard tariff (its list prices), a visitor none.
     */
    async coverage(p: Principal | undefined, q: Sorted<CoverageQuery, ProductOrderField>) {
      const audience: Audience = p && isRegistered(p.accountTypeId) ? 'registered' : 'public';
      const result = await repo.list(
        { service_type: q.service_type ?? undefined, jurisdiction: q.jurisdiction ?? undefined, expired: false },
        page(q, PUBLIC_ORDER_FIELDS),
      );
      return { data: result.data.map((r) => view(r, audience)), count: result.count };
    },

    /** GET /servicenumbers/type/coverage/coordinates: per region, the jurisdictions with current products and their service types. */
    async coordinates(): Promise<{ data: Record<Region, CoverageRegionEntry[]> }> {
      const data = Object.fromEntries(REGIONS.map((r) => [r, [] as CoverageRegionEntry[]])) as Record<Region, CoverageRegionEntry[]>;
      const entries = new Map<string, CoverageRegionEntry>();
      for (const r of await repo.coverageByJurisdiction()) {
        const list = data[r.region as Region];
        if (!list) continue; // a jurisdiction outside the six regions is not shown
        let e = entries.get(r.jurisdiction);
        if (!e) {
          e = { jurisdiction: r.jurisdiction, country_code: r.country_code, service_types: [] };
          entries.set(r.jurisdiction, e);
          list.push(e);
        }
        e.service_types.push(r.service_type);
      }
      const rank = (t: string) => {
        const i = (SERVICE_TYPES as readonly string[]).indexOf(t);
        return i < 0 ? SERVICE_TYPES.length : i;
      };
      for (const e of entries.values()) e.service_types.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
      return { data };
    },

    /** GET /servicenumbers/type/coverage/cities: the distinct cities of current products in a jurisdiction. */
    async coverageCities(q: { jurisdiction: string; service_type?: string | null | undefined }) {
      const data = await repo.coverageCities(q.jurisdiction, q.service_type ?? undefined);
      return { data, count: data.length };
    },
  };
}

export type ProductsService = ReturnType<typeof productsService>;
