/** The tariffs feature's public surface (the products list links to a product's tariff). */
export { tariffAddPath, tariffEditPath } from './lib/paths';
