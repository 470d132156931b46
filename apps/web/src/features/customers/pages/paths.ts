export const CUSTOMERS_PATH = '/portal/account/customers';
