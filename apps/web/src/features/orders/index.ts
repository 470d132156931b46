/** The orders feature's public surface. */
export { OrderStatusBadge } from './components/order-status-badge';
export { orderShowPath } from './lib/paths';
