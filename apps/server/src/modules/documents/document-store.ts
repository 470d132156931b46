import type { Db } from '../../db/connect.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { detectFileType, FILE_CONTENT_TYPES, type FileType } from '../../lib/file-signature.ts';
import { isStoredName, removeStoredQuietly, type Storage } from '../../lib/storage.ts';
import { documentsRepository, type DocumentsRepository } from './documents-repository.ts';

/** An uploaded file as read from the request (the name is the client's and only ever used as a label). */
export interface UploadedFile {
  filename: string;
  data: Buffer;
}

/** Reads the request's file within `maxBytes` (413 beyond); `typeMessage` for a request without a usable file. */
export type ReadUpload = (opts: { maxBytes: number; typeMessage: string }) => Promise<UploadedFile>;

/** What a feature declares of one of its document inputs: the file types it takes and their size limit. */
export interface DocumentInputSpec {
  types: readonly FileType[];
  maxBytes: number;
  /** The refusal of another type (`Please upload pdf/doc/docx file`). */
  typeMessage: string;
}

/** The record a document belongs to (its kind and id) and that record's company (null: the provider's). */
export interface DocumentSubject {
  kind: string;
  id: number;
  companyId: number | null;
}

/** A stored document as an upload answers it. */
export interface StoredFile {
  filename: string;
  original_name: string;
  content_type: string;
  size: number;
}

/** A document ready to be sent: its bytes and the labels of the answer. */
export interface OpenedDocument {
  stream: NodeJS.ReadableStream;
  size: number;
  contentType: string;
  originalName: string;
}

/**
 * The client's file name as a label: no directories, no control characters, at most 200 characters (keeping the
 * extension); `document.<type>` when nothing is left.
 */
export function originalName(name: string, type: FileType): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').trim();
  if (!base) return `document.${type}`;
  if (base.length <= 200) return base;
  const ext = /\.[a-z0-9]{1,10}$/i.exec(base)?.[0] ?? '';
  return base.slice(0, 200 - ext.length) + ext;
}

export const typeRefused = (message: string, field: string) => new AppError(415, 'upload.type_refused', message, [{ field, message }]);

export const DOCUMENT_NOT_FOUND = 'We couldnt find this file';

/**
 * The document store every feature uses for the files that belong to its records: it reads an upload within the
 * input's size limit, checks its type by extension and content, stores it (disk or S3, under a generated name), and
 * in one transaction replaces the record's document for that input and runs the feature's own writes beside it
 * (`within`: a status, a timeline entry, an outbox event). The replaced file is removed after the commit, the new
 * one when anything fails. `open` serves a document only as the record's own: any other name answers 404. Who may
 * upload or read is the feature's route access and its own check of the record (a company's, staff's).
 */
export function documentStore(d: { db: Db; storage: Storage; log?: { error: (o: object, m: string) => void } }) {
  const repo: DocumentsRepository = documentsRepository(d.db);
  const removeQuietly = (names: string[]) => removeStoredQuietly(d.storage, names, d.log);

  return {
    async upload<T>(u: {
      subject: DocumentSubject;
      input: string;
      spec: DocumentInputSpec;
      uploadedBy: number;
      read: ReadUpload;
      within: (tx: Db, document: StoredFile) => Promise<T>;
    }): Promise<{ document: StoredFile; result: T }> {
      const file = await u.read({ maxBytes: u.spec.maxBytes, typeMessage: u.spec.typeMessage });
      const type = await detectFileType(file.filename, file.data, u.spec.types);
      if (!type) throw typeRefused(u.spec.typeMessage, u.input);
      const stored = await d.storage.put(file.data, type);
      const document: StoredFile = {
        filename: stored.name,
        original_name: originalName(file.filename, type),
        content_type: FILE_CONTENT_TYPES[type],
        size: stored.size,
      };
      let replaced: string[] = [];
      let result: T;
      try {
        result = await repo.transaction(async (tx, txDb) => {
          const done = await tx.replaceSubjectDocument(u.subject, u.input, { ...document, uploaded_by: u.uploadedBy });
          replaced = done.replaced;
          return u.within(txDb, document);
        });
      } catch (e) {
        await removeQuietly([stored.name]);
        throw e;
      }
      await removeQuietly(replaced);
      return { document, result };
    },

    async open(subject: { kind: string; id: number }, filename: string): Promise<OpenedDocument> {
      const doc = isStoredName(filename) ? await repo.findSubjectDocument(subject, filename) : undefined;
      const file = doc && (await d.storage.get(doc.filename));
      if (!doc || !file) throw notFound('document.not_found', DOCUMENT_NOT_FOUND);
      return { ...file, contentType: doc.content_type, originalName: doc.original_name };
    },
  };
}

export type DocumentStore = ReturnType<typeof documentStore>;
