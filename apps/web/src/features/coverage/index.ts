/** The coverage feature's public surface: the product reader the order wizard and the visitor pages share. */
export { COVERAGE_KEY, type ProductView, useProduct } from './api/use-coverage-products';
export { CoverageList } from './components/coverage-list';
export { ProductDetails } from './components/product-details';
export { ProductNotFound } from './components/product-not-found';
export { ProductTitle } from './components/product-title';
export { formatCharge } from './lib/product-format';
export { coverageShowPath, fromState, VISITOR_COVERAGE_PATH, visitorCoverageShowPath } from './pages/paths';
