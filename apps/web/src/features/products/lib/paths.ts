/** Spec 2 §2 Service number types (staff). */
export const PRODUCTS_PATH = '/portal/management/service_number_types';

/** The product detail page (features/coverage): the staff "Show" target too. */
export const productShowPath = (id: number) => `/portal/management/service_number_coverage/show/${id}`;
