/** Where an inventory number is in its life (number-lifecycle.ts tells how it moves between them). */
export const NUMBER_STATES = ['available', 'reserved', 'assigned', 'active', 'aging'] as const;
export type NumberState = (typeof NUMBER_STATES)[number];
