import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import { permissionRepository } from './permissions-repository.ts';
import { permissionRoutes } from './permissions-routes.ts';
import { permissionService } from './permissions-service.ts';

export type { PermissionService } from './permissions-service.ts';

/** Permissions (functionality 1010): the effective permissions of an account and their administration. */
export const permissionsModule = {
  name: 'permissions',
  services: ({ db }: Pick<Infrastructure, 'db'>) => ({ permissions: permissionService(permissionRepository(db)) }),
  routes: permissionRoutes,
} satisfies ModuleManifest;
