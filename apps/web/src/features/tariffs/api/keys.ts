/** Query key root of everything about tariffs (a product's change invalidates it too). */
export const TARIFFS_KEY = ['tariffs'] as const;
