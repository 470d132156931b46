export const CARRIERS_PATH = '/portal/management/carriers';
