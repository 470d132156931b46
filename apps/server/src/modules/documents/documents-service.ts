import {
  CUSTOMER_EDITABLE,
  DOCUMENT_INPUTS,
  DOCUMENT_MAX_BYTES,
  type DocumentInput,
  isStaff,
  ORDER_MESSAGES,
  uploadTypesMessage,
} from '@gsn/domain';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Events } from '../../lib/events.ts';
import type { Outbox } from '../../lib/outbox.ts';
import { detectFileType, FILE_CONTENT_TYPES, type FileType } from '../../lib/file-signature.ts';
import { isStoredName, removeStoredQuietly, type Storage } from '../../lib/storage.ts';
import type { Principal } from '../../security/principal.ts';
import { type DocumentStore, originalName, type ReadUpload, typeRefused } from './document-store.ts';
import { type DocumentsRepository, documentsRepository, type StoredDocument } from './documents-repository.ts';

export const DOCUMENT_MESSAGES = {
  uploaded: 'File uploaded successfully',
  notFound: 'We couldnt find this file',
} as const;

/** Template files (e.g. a product's declaration letter) staff upload for customers to download. */
export const TEMPLATE_FILE_TYPES: readonly FileType[] = ['pdf', 'doc', 'docx', 'xlsx'];
export const templateTypesMessage = `Please upload ${TEMPLATE_FILE_TYPES.join('/')} file`;

export interface DocumentsServiceDeps {
  repo: DocumentsRepository;
  storage: Storage;
  /** Uploads and downloads of order documents go through the document store like any feature's. */
  store: DocumentStore;
  /** Webhook events (order.document_uploaded). */
  events?: Events;
  /** Delivers the event the upload's transaction wrote to the outbox, after the commit. */
  outbox?: Pick<Outbox, 'deliver'>;
  log?: { error: (o: object, m: string) => void };
}

/**
 * Documents (docs/api-orders.md, Documents; spec 2 §5, §7 /documents): an order's compliance documents, uploaded by
 * its customer while the order is still theirs to edit and read by them and by staff, and template files uploaded by
 * staff for anyone to download. Files go through the storage under generated names; the type is checked by extension
 * and content; another company's order, or a name that is not a stored one, answers 404.
 */
export function documentsService(d: DocumentsServiceDeps) {
  const { repo, storage } = d;

  /** The order when the caller may see it and the URL names its company; 404 otherwise (never 403). */
  async function visibleOrder(p: Principal, customerId: number, orderId: number) {
    const order = await repo.findOrder(orderId);
    if (!order || order.customer_id !== customerId) throw notFound();
    if (!isStaff(p.accountTypeId) && p.customerId !== order.customer_id) throw notFound();
    return order;
  }

  const removeQuietly = (name: string) => removeStoredQuietly(storage, [name], d.log);

  async function open(doc: StoredDocument | undefined) {
    const file = doc && (await storage.get(doc.filename));
    if (!doc || !file) throw notFound('document.not_found', DOCUMENT_MESSAGES.notFound);
    return { ...file, contentType: doc.content_type, originalName: doc.original_name };
  }

  return {
    /**
     * POST /documents/order/{customer_id}/{order_id}/{input_id} (customers): 404 for an unknown input or an
     * order not theirs, 409 when the order is no longer editable, 413 beyond DOCUMENT_MAX_BYTES, 415 for a type
     * the input does not take. Stores the file, then in one transaction replaces the input's document, sets the
     * order's column, status saved and the timeline event; the replaced file is removed afterwards.
     */
    async uploadOrderDocument(p: Principal, params: { customer_id: number; order_id: number; input_id: string }, read: ReadUpload) {
      if (!Object.hasOwn(DOCUMENT_INPUTS, params.input_id)) throw notFound();
      const input = params.input_id as DocumentInput;
      const order = await visibleOrder(p, params.customer_id, params.order_id);
      if (!CUSTOMER_EDITABLE.includes(order.status)) throw conflict('order.not_allowed', ORDER_MESSAGES.notAllowed);

      const message = uploadTypesMessage(input);
      let messages: number[] = [];
      const { document, result } = await d.store.upload({
        subject: { kind: 'order', id: order.id, companyId: order.customer_id },
        input,
        spec: { types: DOCUMENT_INPUTS[input], maxBytes: DOCUMENT_MAX_BYTES, typeMessage: message },
        uploadedBy: p.accountId,
        read,
        within: async (txDb, doc) => {
          const tx = documentsRepository(txDb);
          const locked = await tx.findOrder(order.id, { lock: true });
          if (!locked || locked.customer_id !== order.customer_id) throw notFound();
          if (!CUSTOMER_EDITABLE.includes(locked.status)) throw conflict('order.not_allowed', ORDER_MESSAGES.notAllowed);
          const moved = await tx.markOrderDocument(
            locked,
            input,
            doc.filename,
            p.accountId,
            `Document uploaded: ${input} (${doc.original_name})`,
          );
          // the event is written with the document: it exists exactly when the upload does
          if (d.events)
            messages = [
              await d.events.record(txDb, 'order.document_uploaded', order.customer_id, {
                order: { id: order.id, customer_id: order.customer_id, status: moved.status },
                document: { input_id: input, ...doc },
                uploaded_by: { account_id: p.accountId },
              }),
            ];
          return moved;
        },
      });
      await d.outbox?.deliver(messages);
      return {
        message: DOCUMENT_MESSAGES.uploaded,
        data: { input_id: input, filename: document.filename, original_name: document.original_name, size: document.size },
        order: { status: result.status, updatedAt: result.updatedAt.toISOString() },
      };
    },

    /** GET /documents/order/{customer_id}/{order_id}/{filename}: staff, or the order's customer; 404 otherwise. */
    async openOrderDocument(p: Principal, params: { customer_id: number; order_id: number; filename: string }) {
      if (!isStoredName(params.filename)) throw notFound('document.not_found', DOCUMENT_MESSAGES.notFound);
      const order = await visibleOrder(p, params.customer_id, params.order_id);
      // an input satisfied by one of the company's proofs names the proof's file
      const proof = await repo.findOrderProof(order.id, params.filename);
      return d.store.open(proof ?? { kind: 'order', id: order.id }, params.filename);
    },

    /** POST /documents (staff): a template file (pdf, doc, docx, xlsx); answers its public URL. */
    async uploadTemplate(p: Principal, read: ReadUpload) {
      const file = await read({ maxBytes: DOCUMENT_MAX_BYTES, typeMessage: templateTypesMessage });
      const type = await detectFileType(file.filename, file.data, TEMPLATE_FILE_TYPES);
      if (!type) throw typeRefused(templateTypesMessage, 'file');
      const name = originalName(file.filename, type);
      const stored = await storage.put(file.data, type);
      try {
        await repo.insertTemplate({
          filename: stored.name,
          original_name: name,
          content_type: FILE_CONTENT_TYPES[type],
          size: stored.size,
          uploaded_by: p.accountId,
        });
      } catch (e) {
        await removeQuietly(stored.name);
        throw e;
      }
      return {
        message: DOCUMENT_MESSAGES.uploaded,
        data: { filename: stored.name, original_name: name, size: stored.size, url: `/api/documents/${stored.name}` },
      };
    },

    /** GET /documents/{filename} (public): a template file; order documents are never served here. */
    async openTemplate(filename: string) {
      if (!isStoredName(filename)) throw notFound('document.not_found', DOCUMENT_MESSAGES.notFound);
      return open(await repo.findTemplate(filename));
    },
  };
}

export type DocumentsService = ReturnType<typeof documentsService>;
