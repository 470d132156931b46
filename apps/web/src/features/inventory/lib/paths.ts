export const INVENTORY_PATH = '/portal/management/invnumbers';
