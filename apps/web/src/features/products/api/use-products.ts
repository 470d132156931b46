import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Answer,
  bulkAnswer,
  messageAnswer,
  ProductInput,
  pageAnswer,
  productAnswer,
  productWriteAnswer,
  vendorAnswer,
  vendorListAnswer,
} from '@gsn/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api';
import { uploadFile } from '../../../lib/transfer';
import { type ListView, viewQuery } from '../../../lib/list-view';
import { exceptDeleted, PAGE_SIZE, queryString } from '../../../lib/query';
import { TARIFFS_KEY } from '../../tariffs';
import { VENDORS_KEY } from '../../vendors';

export const PRODUCTS_KEY = ['service-number-types'] as const;

/**
 * A product as GET /servicenumbers/type and GET /servicenumbers/type/{id} answer staff (the domain's schema): every
 * field, the vendor's name, its cities and its standard tariff (null without one).
 */
export type ProductListRow = Answer<typeof productAnswer>;

export interface ProductFilters {
  service_type: string | null;
  jurisdiction: string | null;
  /** Staff see expired products too unless they leave them out. */
  includeExpired: boolean;
}

/** The order of the product list when the address names none: by jurisdiction. */
export const PRODUCT_LIST_DEFAULT = { sort: 'jurisdiction', asc: true };

/** GET /servicenumbers/type as staff receive it: a page of whole products (the domain's `productAnswer`). */
type ProductPage = Answer<ReturnType<typeof pageAnswer<typeof productAnswer>>>;

/** The GET queries of products (under PRODUCTS_KEY, which the writes invalidate) and of the product form's vendors. */
export const productQueries = {
  /** GET /servicenumbers/type with the filters, the page and the list view's order and size. */
  list: (filters: ProductFilters, page: number, view: ListView = { page: 1, size: PAGE_SIZE, ...PRODUCT_LIST_DEFAULT }) => {
    const { limit, orderby, asc } = viewQuery(view, PRODUCT_LIST_DEFAULT, { always: true });
    return queryOptions({
      queryKey: [...PRODUCTS_KEY, 'list', filters, page, limit, orderby, asc],
      queryFn: ({ signal }) =>
        apiGet<ProductPage>(
          `/servicenumbers/type${queryString({
            limit,
            page,
            service_type: filters.service_type,
            jurisdiction: filters.jurisdiction,
            expired: filters.includeExpired ? null : false,
            orderby,
            asc,
          })}`,
          { signal },
        ),
      placeholderData: keepPreviousData,
    });
  },
  /** Up to 100 products (the tariff form's product choice), optionally of one jurisdiction. */
  options: (jurisdiction: string | null) =>
    queryOptions({
      queryKey: [...PRODUCTS_KEY, 'options', jurisdiction],
      queryFn: ({ signal }) =>
        apiGet<ProductPage>(
          `/servicenumbers/type${queryString({ limit: 100, page: 0, jurisdiction, orderby: 'jurisdiction', asc: true })}`,
          { signal },
        ),
    }),
  /** GET /servicenumbers/type/{id}: the whole product (staff). */
  detail: (id: number | null) =>
    queryOptions({
      queryKey: [...PRODUCTS_KEY, 'detail', id],
      queryFn: ({ signal }) => apiGet<ProductListRow>(`/servicenumbers/type/${id}`, { signal }),
      enabled: id !== null && Number.isInteger(id) && id > 0,
    }),
  /** GET /vendors/?limit=100&search=… (search already trimmed), by name. */
  vendorOptions: (search: string) =>
    queryOptions({
      queryKey: [...VENDORS_KEY, 'options', search],
      queryFn: ({ signal }) =>
        apiGet<Answer<typeof vendorListAnswer>>(`/vendors/${queryString({ limit: 100, search, orderby: 'name', asc: true })}`, { signal }),
      placeholderData: keepPreviousData,
    }),
};

/** Up to 100 products (the tariff form's product choice), optionally of one jurisdiction. */
export function useProductOptions(jurisdiction: string | null) {
  return useQuery(productQueries.options(jurisdiction));
}

export function useProduct(id: number | null) {
  return useQuery(productQueries.detail(id));
}

type ProductAnswer = Answer<typeof productWriteAnswer>;

function useInvalidate() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: PRODUCTS_KEY }), client.invalidateQueries({ queryKey: TARIFFS_KEY })]);
}

/** Errors of these calls are shown by the pages (messages are translated there). */
export function useCreateProduct() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: ProductInput) => apiPost<ProductAnswer>('/servicenumbers/type', input, { silent: true }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateProduct(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: ProductInput) => apiPut<ProductAnswer>(`/servicenumbers/type/${id}`, input, { silent: true }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<Answer<typeof messageAnswer>>(`/servicenumbers/type/${id}`, undefined, { silent: true }),
    onSuccess: (_answer, id) =>
      Promise.all([
        client.invalidateQueries({ queryKey: PRODUCTS_KEY, predicate: exceptDeleted(PRODUCTS_KEY, id) }),
        client.invalidateQueries({ queryKey: TARIFFS_KEY }),
      ]),
  });
}

/** POST /servicenumbers/type/bulk (multipart field `file`): one result per spreadsheet row. */
export function useProductsBulkUpload() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (file: File) => uploadFile<Answer<typeof bulkAnswer>>('/servicenumbers/type/bulk', file),
    onSuccess: () => invalidate(),
  });
}

/** A vendor of the product form's choice (the domain's vendor answer). */
export type VendorOption = Pick<Answer<typeof vendorAnswer>, 'id' | 'name' | 'provider_insight_company_code'>;

/** GET /vendors/?limit=100&search=…: vendors for the product form's choice, by name (value: the vendor id). */
export function useVendorOptions(search: string) {
  return useQuery({
    ...productQueries.vendorOptions(search.trim()),
    select: (page) => (page?.data ?? []).map((v: VendorOption) => ({ value: String(v.id), label: v.name })),
  });
}
