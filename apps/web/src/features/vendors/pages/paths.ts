export const VENDORS_PATH = '/portal/management/vendor';
