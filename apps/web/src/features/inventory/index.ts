/** The inventory feature's public surface (the DNIS screen filters by inventory). */
export { useInventoryJurisdictions } from './api/use-inventory';
export { CompanyCodeSelect } from './components/company-code-select';
