// Type tests of the check in modules/index.ts, compiled by `npm run typecheck` (not a Vitest file): each
// `@ts-expect-error` below fails the typecheck if the check stops refusing that mistake.
import type { Infrastructure, ModuleManifest } from '../app-types.ts';
import type { ServicesBuiltInOrder } from './index.ts';

type Invoices = { issue: (orderId: number) => Promise<void> };

const invoicesModule = {
  name: 'invoices',
  services: (d: Pick<Infrastructure, 'db'>) => ({ invoices: { issue: async (orderId: number) => void [d.db, orderId] } as Invoices }),
} satisfies ModuleManifest;

const billingModule = {
  name: 'billing',
  services: (d: Pick<Infrastructure, 'log'> & { invoices: Invoices }) => ({ billing: { invoices: d.invoices, log: d.log } }),
} satisfies ModuleManifest;

const billingWantsNumbers = {
  name: 'billing',
  services: (d: { invoices: number }) => ({ billing: d.invoices }),
} satisfies ModuleManifest;

const withoutServices = { name: 'support' } satisfies ModuleManifest;

export const inOrder: ServicesBuiltInOrder<[typeof invoicesModule, typeof withoutServices, typeof billingModule], Infrastructure> = true;

// @ts-expect-error billing is listed above the module that builds its invoices
export const outOfOrder: ServicesBuiltInOrder<[typeof billingModule, typeof invoicesModule], Infrastructure> = true;

// @ts-expect-error no module builds invoices
export const madeUp: ServicesBuiltInOrder<[typeof billingModule], Infrastructure> = true;

// @ts-expect-error invoices is built, but not as a number
export const mistyped: ServicesBuiltInOrder<[typeof invoicesModule, typeof billingWantsNumbers], Infrastructure> = true;

// the error names the module and the keys
export const namesMissing: Pick<ServicesBuiltInOrder<[typeof billingModule], Infrastructure>, 'module' | 'missing'> = {
  module: 'billing',
  missing: 'invoices',
};
export const namesMistyped: Pick<
  ServicesBuiltInOrder<[typeof invoicesModule, typeof billingWantsNumbers], Infrastructure>,
  'module' | 'mistyped'
> = {
  module: 'billing',
  mistyped: 'invoices',
};
