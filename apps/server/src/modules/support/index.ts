import type { ModuleManifest } from '../../app-types.ts';
import { supportRoutes } from './support-routes.ts';

/** Support contacts (public), from the configuration entries. */
export const supportModule = { name: 'support', routes: supportRoutes } satisfies ModuleManifest;
