import { FUNCTIONALITIES, orderDocumentUploadAnswer, templateUploadAnswer } from '@gsn/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { answers, fileAnswer } from '../../lib/route-schemas.ts';
import type { App } from '../../app-types.ts';
import { readUploadedFile } from '../../lib/uploads.ts';
import type { Access } from '../../plugins/access.ts';
import { recordDownload } from '../../plugins/audit.ts';

const orderParams = z.object({
  customer_id: z.coerce.number().int().positive().max(2_147_483_647),
  order_id: z.coerce.number().int().positive().max(2_147_483_647),
});
const inputParams = orderParams.extend({ input_id: z.string().max(100) });
const fileParams = orderParams.extend({ filename: z.string().max(200) });
const templateParams = z.object({ filename: z.string().max(200) });

/** Customers upload their company's order documents while the order is editable (200 edit). */
const upload: Access = { functionality: FUNCTIONALITIES.order, action: 'edit', audience: 'customer' };
/** The order's customer and staff read them (200 read; the service keeps customers to their company). */
const read: Access = { functionality: FUNCTIONALITIES.order, action: 'read' };
/** Template files are product material: staff who may add products (210 write). */
const templateUpload: Access = { functionality: FUNCTIONALITIES.service_number_type, action: 'write', audience: 'staff' };

/** `attachment` with the original name: a quoted ASCII fallback and the exact UTF-8 name (RFC 6266, 5987). */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends a stored document as a download: its own type and length, `attachment` with its original name, and the safe
 * headers (nosniff, a sandboxing CSP) whatever the file holds. `cache`: `private, no-store` for a record's documents.
 */
export function sendDocument(
  reply: FastifyReply,
  file: { stream: NodeJS.ReadableStream; size: number; contentType: string; originalName: string },
  cache: string,
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', attachment(file.originalName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', cache)
    .send(file.stream);
}

/** Documents (docs/api-orders.md, Documents; spec 2 §7 /documents). Thin: the service holds the rules. */
export async function documentsRoutes(app: App) {
  const svc = () => app.services.documents;
  const tags = ['documents'];

  app.post(
    '/documents/order/:customer_id/:order_id/:input_id',
    {
      config: { access: upload },
      schema: {
        tags,
        params: inputParams,
        response: answers({ 201: orderDocumentUploadAnswer }),
        consumes: ['multipart/form-data'],
        description:
          "Multipart field `file`: the order's document for `input_id` (pdf/doc/docx, xlsx or pdf/jpeg/png by input; ≤ 10 MB). Replaces the previous file; the order becomes saved.",
      },
    },
    async (req, reply) =>
      reply.status(201).send(await svc().uploadOrderDocument(req.principal!, req.params, (o) => readUploadedFile(req, o))),
  );

  app.get(
    '/documents/order/:customer_id/:order_id/:filename',
    {
      config: { access: read },
      schema: { tags, params: fileParams, response: answers({ 200: fileAnswer('application/octet-stream', 'The document as uploaded') }) },
    },
    async (req, reply) => {
      const file = await svc().openOrderDocument(req.principal!, req.params);
      // who read a customer's passport or registration: in its company's audit trail
      const subject = { kind: 'document', id: req.params.filename, customer_id: req.params.customer_id };
      await recordDownload(app, req, { action: 'documents.download', subject }, file.stream);
      return sendDocument(reply, file, 'private, no-store');
    },
  );

  app.post(
    '/documents',
    {
      config: { access: templateUpload },
      schema: {
        tags,
        response: answers({ 201: templateUploadAnswer }),
        consumes: ['multipart/form-data'],
        description: 'Multipart field `file`: a template file (pdf/doc/docx/xlsx; ≤ 10 MB).',
      },
    },
    async (req, reply) => reply.status(201).send(await svc().uploadTemplate(req.principal!, (o) => readUploadedFile(req, o))),
  );

  app.get(
    '/documents/:filename',
    {
      config: { access: 'public' },
      schema: { tags, params: templateParams, response: answers({ 200: fileAnswer('application/octet-stream', 'The template file') }) },
    },
    async (req, reply) => sendDocument(reply, await svc().openTemplate(req.params.filename), 'public, max-age=3600'),
  );
}
