import type { ModuleManifest } from '../../app-types.ts';
import { templatesRoutes } from './templates-routes.ts';

/** GET /templates/{name}: the spreadsheet templates the modules contribute (their manifests' `templates`). */
export const templatesModule = { name: 'templates', routes: templatesRoutes } satisfies ModuleManifest;
