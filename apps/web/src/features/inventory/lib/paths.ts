export const INVENTORY_PATH = '/portal/management/invnumbers';
export const inventoryShowPath = (id: number) => `${INVENTORY_PATH}/show/${id}`;
export const inventoryEditPath = (id: number) => `${INVENTORY_PATH}/edit/${id}`;
