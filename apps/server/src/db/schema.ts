/**
 * The database schema (Drizzle), one file per area: reference data and identity, catalogue, orders, calls. drizzle-kit
 * reads this file (drizzle.config.ts) and follows the re-exports.
 */
export * from './schema/identity.ts';
export * from './schema/catalogue.ts';
export * from './schema/orders.ts';
export * from './schema/calls.ts';
export * from './schema/reporting.ts';
export * from './schema/webhooks.ts';
export * from './schema/integration.ts';
export * from './schema/trust.ts';
export * from './schema/compliance.ts';
