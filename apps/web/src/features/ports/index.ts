/** The ports feature's public surface: the order page's Port panel. */
export { PortPanel } from './components/port-panel';
