/** The customers feature's public surface: the customer picker and the shapes other screens read. */
export type { Contact, CustomerDetail, CustomerRow } from './api/types';
export { CUSTOMERS_KEY } from './api/use-customers';
export { BdmSelect } from './components/bdm-select';
export { CustomerSelect } from './components/customer-select';
