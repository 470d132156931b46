import { FUNCTIONALITIES, type PermissionAction } from '@gsn/domain';
import { portListAnswer, portNoteWriteAnswer, portOfOrderAnswer, portAnswer, portWriteAnswer } from '@gsn/domain/ports/answers';
import { PORT_ORDER_FIELDS, portDraftSchema, portListQuery, portLoaQuery, portMoveSchema, portNoteSchema } from '@gsn/domain/ports/schemas';
import type { App } from '../../app-types.ts';
import { answers, fileAnswer, idParams, listQuery } from '../../lib/route-schemas.ts';
import { readUploadedFile } from '../../lib/uploads.ts';
import type { Access } from '../../plugins/access.ts';
import { recordDownload } from '../../plugins/audit.ts';
import { sendDocument } from '../documents/index.ts';

/** Ports ride on their order: the orders' functionality (200) says who may read and change them. */
const access = (action: PermissionAction): Access => ({ functionality: FUNCTIONALITIES.order, action });

/**
 * Number ports (docs/api-ports.md): staff see every company's, a customer its own (another company's port is a
 * 404). Which side may take which step is the port's state machine's (@gsn/domain/ports/rules), checked by the
 * service. Thin: the service holds the rules.
 */
export async function portsRoutes(app: App) {
  const svc = () => app.services.ports;
  const tags = ['ports'];

  app.get(
    '/ports',
    {
      config: { access: access('list') },
      schema: {
        tags,
        querystring: listQuery(PORT_ORDER_FIELDS, 'requested_foc_date', portListQuery),
        response: answers({ 200: portListAnswer }),
      },
    },
    async (req) => svc().list(req.principal!, req.query),
  );

  app.get(
    '/ports/:id',
    { config: { access: access('read') }, schema: { tags, params: idParams, response: answers({ 200: portAnswer }) } },
    async (req) => svc().get(req.principal!, req.params.id),
  );

  app.get(
    '/orders/:id/port',
    {
      config: { access: access('read') },
      schema: {
        tags,
        params: idParams,
        response: answers({ 200: portOfOrderAnswer }),
        description: "The order's port; `data` is null while it has none.",
      },
    },
    async (req) => svc().ofOrder(req.principal!, req.params.id),
  );

  app.put(
    '/orders/:id/port',
    {
      config: { access: access('edit'), audit: 'ports.update' },
      schema: {
        tags,
        params: idParams,
        body: portDraftSchema,
        response: answers({ 200: portWriteAnswer }),
        description: "Creates the order's port as a draft, or changes it while it is a draft or in exception.",
      },
    },
    async (req) => svc().save(req.principal!, req.params.id, req.body),
  );

  app.post(
    '/ports/:id/moves',
    {
      config: { access: access('edit'), audit: 'ports.move' },
      schema: { tags, params: idParams, body: portMoveSchema, response: answers({ 200: portWriteAnswer }) },
    },
    async (req) => svc().move(req.principal!, req.params.id, req.body),
  );

  app.post(
    '/ports/:id/notes',
    {
      config: { access: access('edit'), audit: 'ports.note' },
      schema: { tags, params: idParams, body: portNoteSchema, response: answers({ 201: portNoteWriteAnswer }) },
    },
    async (req, reply) => reply.status(201).send(await svc().addNote(req.principal!, req.params.id, req.body.body)),
  );

  app.get(
    '/ports/:id/loa',
    {
      config: { access: access('read') },
      schema: {
        tags,
        params: idParams,
        querystring: portLoaQuery,
        response: answers({ 200: fileAnswer('application/pdf', 'The letter of authorisation to sign, prefilled') }),
      },
    },
    async (req, reply) => {
      const { pdf, filename } = await svc().letter(req.principal!, req.params.id, req.query.language);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/ports/:id/loa',
    {
      config: { access: access('edit'), audit: 'ports.loa_upload' },
      schema: {
        tags,
        params: idParams,
        response: answers({ 201: portWriteAnswer }),
        consumes: ['multipart/form-data'],
        description: 'Multipart field `file`: the signed letter of authorisation (pdf/jpeg/png; ≤ 10 MB). Replaces the previous one.',
      },
    },
    async (req, reply) => reply.status(201).send(await svc().uploadLoa(req.principal!, req.params.id, (o) => readUploadedFile(req, o))),
  );

  app.get(
    '/ports/:id/loa/signed',
    {
      config: { access: access('read') },
      schema: {
        tags,
        params: idParams,
        response: answers({ 200: fileAnswer('application/octet-stream', 'The signed letter as uploaded') }),
      },
    },
    async (req, reply) => {
      const file = await svc().openSignedLoa(req.principal!, req.params.id);
      await recordDownload(app, req, { action: 'documents.download', subject: { kind: 'port', id: req.params.id } }, file.stream);
      return sendDocument(reply, file, 'private, no-store');
    },
  );
}
