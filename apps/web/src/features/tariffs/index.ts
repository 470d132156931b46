/** The tariffs feature's public surface (the products list links to a product's tariff). */
export { TARIFFS_KEY } from './api/keys';
export { tariffAddPath, tariffEditPath } from './lib/paths';
