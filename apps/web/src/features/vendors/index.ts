/** The vendors feature's public surface: its query key, under which other screens keep their vendor choices. */
export { VENDORS_KEY } from './api/use-vendors';
