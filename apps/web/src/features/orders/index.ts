/** The orders feature's public surface. */
export { OrderStatusBadge } from './components/order-status-badge';
export { ORDER_ADD_PATH, type OrderThisProduct, orderShowPath } from './lib/paths';
