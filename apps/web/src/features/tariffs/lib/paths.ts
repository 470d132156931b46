/** Spec 2 §2 Tariff (staff). */
export const TARIFFS_PATH = '/portal/management/tariff';

export const tariffEditPath = (id: number) => `${TARIFFS_PATH}/edit/${id}`;
/** The tariff add page with the product chosen. */
export const tariffAddPath = (productId?: number) => `${TARIFFS_PATH}/add${productId ? `?product=${productId}` : ''}`;
