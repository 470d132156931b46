/** Spec 2 §2 Orders. */
export const ORDERS_PATH = '/portal/management/orders';
export const ORDER_ADD_PATH = `${ORDERS_PATH}/add`;
/** The add wizard's last step (summary, terms, confirmation) has its own address. */
export const ORDER_SUBMIT_PATH = `${ORDERS_PATH}/add/submit-order`;

export const orderShowPath = (id: number) => `${ORDERS_PATH}/show/${id}`;
export const orderEditPath = (id: number) => `${ORDERS_PATH}/edit/${id}`;

/** The router state that starts the add-order wizard with a product (a product page's "Order this product"). */
export interface OrderThisProduct {
  orderProduct: import('../../coverage').ProductView;
}
