import type { ModuleManifest } from '../../app-types.ts';
import { healthRoutes } from './health-routes.ts';

/** GET /health. */
export const healthModule = { name: 'health', routes: healthRoutes } satisfies ModuleManifest;
