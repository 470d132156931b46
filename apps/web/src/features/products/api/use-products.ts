import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Answer, bulkAnswer, messageAnswer, Page, ProductInput, productAnswer, productWriteAnswer } from '@gsn/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api';
import { uploadFile } from '../../../lib/transfer';
import { type ListView, viewQuery } from '../../../lib/list-view';
import { PAGE_SIZE, queryString } from '../../../lib/query';

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

/** GET /servicenumbers/type by jurisdiction then service type, 10 a page (spec 2 §2 Service number type list). */
/** The order of the product list when the address names none: by jurisdiction. */
export const PRODUCT_LIST_DEFAULT = { sort: 'jurisdiction', asc: true };

export function useProductsList(
  filters: ProductFilters,
  page: number,
  view: ListView = { page: 1, size: PAGE_SIZE, ...PRODUCT_LIST_DEFAULT },
) {
  const { limit, orderby, asc } = viewQuery(view, PRODUCT_LIST_DEFAULT, { always: true });
  return useQuery({
    queryKey: [...PRODUCTS_KEY, 'list', filters, page, limit, orderby, asc],
    queryFn: ({ signal }) =>
      apiGet<Page<ProductListRow>>(
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
}

/** Up to 100 products (the tariff form's product choice), optionally of one jurisdiction. */
export function useProductOptions(jurisdiction: string | null) {
  return useQuery({
    queryKey: [...PRODUCTS_KEY, 'options', jurisdiction],
    queryFn: ({ signal }) =>
      apiGet<Page<ProductListRow>>(
        `/servicenumbers/type${queryString({ limit: 100, page: 0, jurisdiction, orderby: 'jurisdiction', asc: true })}`,
        { signal },
      ),
  });
}

export function useProduct(id: number | null) {
  return useQuery({
    queryKey: [...PRODUCTS_KEY, 'detail', id],
    queryFn: ({ signal }) => apiGet<ProductListRow>(`/servicenumbers/type/${id}`, { signal }),
    enabled: id !== null && Number.isInteger(id) && id > 0,
  });
}

type ProductAnswer = Answer<typeof productWriteAnswer>;

function useInvalidate() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: PRODUCTS_KEY }), client.invalidateQueries({ queryKey: ['tariffs'] })]);
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
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiDelete<Answer<typeof messageAnswer>>(`/servicenumbers/type/${id}`, undefined, { silent: true }),
    onSuccess: () => invalidate(),
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

export interface VendorOption {
  id: number;
  name: string;
  provider_insight_company_code: string | null;
}

/** GET /vendors/?limit=100&search=…: vendors for the product form's choice, by name (value: the vendor id). */
export function useVendorOptions(search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: ['vendors', 'options', q],
    queryFn: ({ signal }) =>
      apiGet<Page<VendorOption>>(`/vendors/${queryString({ limit: 100, search: q, orderby: 'name', asc: true })}`, { signal }),
    select: (page) => (page?.data ?? []).map((v) => ({ value: String(v.id), label: v.name })),
    placeholderData: keepPreviousData,
  });
}
