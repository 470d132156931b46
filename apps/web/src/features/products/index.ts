/** The products feature's public surface: product pickers and labels the tariffs and other filters use. */
export { PRODUCTS_KEY, type ProductListRow, useProduct, useProductOptions } from './api/use-products';
export { ReferenceJurisdictionSelect } from './components/jurisdiction-select';
export { ProductFilterFields } from './components/product-filter-fields';
export { productLabel } from './lib/product-label';
