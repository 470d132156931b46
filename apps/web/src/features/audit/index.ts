/** The audit trail feature's public surface: its screen's route and path (app/administration.tsx mounts it). */
export { auditRoute } from './routes';
export { AUDIT_PATH } from './lib/labels';
