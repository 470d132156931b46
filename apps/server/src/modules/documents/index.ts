import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import type { Events } from '../../lib/events.ts';
import { documentsRepository } from './documents-repository.ts';
import { documentsRoutes } from './documents-routes.ts';
import { documentsService } from './documents-service.ts';

export type { DocumentsService } from './documents-service.ts';

/** Order documents and document templates, in the files storage. */
export const documentsModule = {
  name: 'documents',
  services: (d: Pick<Infrastructure, 'db' | 'storage' | 'log' | 'outbox'> & { events: Events }) => ({
    documents: documentsService({
      repo: documentsRepository(d.db),
      storage: d.storage,
      events: d.events,
      outbox: d.outbox,
      log: d.log,
    }),
  }),
  routes: documentsRoutes,
} satisfies ModuleManifest;
