import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import { tariffsRepository } from './tariffs-repository.ts';
import { tariffsRoutes } from './tariffs-routes.ts';
import { tariffsService } from './tariffs-service.ts';

export { type TariffValues, tariffsRepository } from './tariffs-repository.ts';
export { type TariffsService, tariffValues } from './tariffs-service.ts';

/** Tariffs (functionality 230, staff only). */
export const tariffsModule = {
  name: 'tariffs',
  services: ({ db }: Pick<Infrastructure, 'db'>) => ({ tariffs: tariffsService(tariffsRepository(db)) }),
  routes: tariffsRoutes,
} satisfies ModuleManifest;
