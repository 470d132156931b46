import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import type { Events } from '../../lib/events.ts';
import { documentStore } from './document-store.ts';
import { documentsRepository } from './documents-repository.ts';
import { documentsRoutes } from './documents-routes.ts';
import { documentsService } from './documents-service.ts';

export type { DocumentInputSpec, DocumentStore, DocumentSubject, OpenedDocument, ReadUpload, StoredFile } from './document-store.ts';
export type { DocumentsService } from './documents-service.ts';
export { sendDocument } from './documents-routes.ts';

/**
 * The document store (any feature's record keeps its files through `documentStore`), order documents and document
 * templates, in the files storage.
 */
export const documentsModule = {
  name: 'documents',
  services: (d: Pick<Infrastructure, 'db' | 'storage' | 'log' | 'outbox'> & { events: Events }) => {
    const store = documentStore({ db: d.db, storage: d.storage, log: d.log });
    return {
      documentStore: store,
      documents: documentsService({
        repo: documentsRepository(d.db),
        storage: d.storage,
        store,
        events: d.events,
        outbox: d.outbox,
        log: d.log,
      }),
    };
  },
  routes: documentsRoutes,
} satisfies ModuleManifest;
