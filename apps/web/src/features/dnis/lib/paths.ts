export const DNIS_PATH = '/portal/management/dnis';
