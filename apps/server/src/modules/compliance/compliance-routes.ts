import { FUNCTIONALITIES } from '@gsn/domain';
import {
  chooseProofAnswer,
  chooseProofSchema,
  endUserListAnswer,
  endUserSchema,
  endUserWriteAnswer,
  expirySweepAnswer,
  orderProofsAnswer,
  proofListAnswer,
  proofListQuery,
  proofUploadQuery,
  proofWriteAnswer,
  proofAnswer,
  verificationListQuery,
  verifySchema,
} from '@gsn/domain/compliance/schemas';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { answers, fileAnswer, idParams } from '../../lib/route-schemas.ts';
import { readUploadedFile } from '../../lib/uploads.ts';
import type { Access } from '../../plugins/access.ts';
import { recordDownload } from '../../plugins/audit.ts';
import { sendDocument } from '../documents/index.ts';
import { PROOF_SUBJECT } from './compliance-repository.ts';

const order = FUNCTIONALITIES.order;
/** A company's profile is order material: who may list orders reads it, who may place or edit orders keeps it. */
const read: Access = { functionality: order, action: 'read' };
const list: Access = { functionality: order, action: 'list' };
const write: Access = { functionality: order, action: 'write', audience: 'customer' };
const edit: Access = { functionality: order, action: 'edit', audience: 'customer' };
/** The provider's staff who edit orders verify proofs (operations, the administrator). */
const staffList: Access = { functionality: order, action: 'list', audience: 'staff' };
const verify: Access = { functionality: order, action: 'edit', audience: 'staff' };

const id = z.coerce.number().int().positive().max(2_147_483_647);
const endUsersQuery = z.object({ customer_id: id.optional() });
const orderParams = z.object({ order_id: id });
const orderInputParams = orderParams.extend({ input_id: z.string().max(100) });
const orderUploadQuery = proofUploadQuery.pick({ country: true, valid_until: true }).partial();

/** Compliance profiles (docs/api-compliance.md). Thin: the service holds the rules. */
export async function complianceRoutes(app: App) {
  const svc = () => app.services.compliance;
  const tags = ['compliance'];

  app.get(
    '/compliance/end-users',
    { config: { access: list }, schema: { tags, querystring: endUsersQuery, response: answers({ 200: endUserListAnswer }) } },
    async (req) => svc().listEndUsers(req.principal!, req.query.customer_id),
  );

  app.post(
    '/compliance/end-users',
    {
      config: { access: write, audit: 'compliance_end_users.create' },
      schema: { tags, body: endUserSchema, response: answers({ 201: endUserWriteAnswer }) },
    },
    async (req, reply) => reply.status(201).send(await svc().createEndUser(req.principal!, req.body)),
  );

  app.put(
    '/compliance/end-users/:id',
    {
      config: { access: edit, audit: 'compliance_end_users.update' },
      schema: { tags, params: idParams, body: endUserSchema, response: answers({ 200: endUserWriteAnswer }) },
    },
    async (req) => svc().updateEndUser(req.principal!, req.params.id, req.body),
  );

  app.get(
    '/compliance/documents',
    { config: { access: list }, schema: { tags, querystring: proofListQuery, response: answers({ 200: proofListAnswer }) } },
    async (req) => svc().listProofs(req.principal!, req.query),
  );

  app.post(
    '/compliance/documents',
    {
      config: { access: write, audit: 'compliance_documents.create' },
      schema: {
        tags,
        querystring: proofUploadQuery,
        response: answers({ 201: proofWriteAnswer }),
        consumes: ['multipart/form-data'],
        description:
          'Multipart field `file`: a proof of the caller’s company (pdf/doc/docx, or pdf/jpeg/png for a passport and its photo; ≤ 10 MB), pending until staff verify it. Its type, country, end user and valid-until date in the query.',
      },
    },
    async (req, reply) => reply.status(201).send(await svc().uploadProof(req.principal!, req.query, (o) => readUploadedFile(req, o))),
  );

  app.get(
    '/compliance/documents/:id',
    { config: { access: read }, schema: { tags, params: idParams, response: answers({ 200: proofAnswer }) } },
    async (req) => svc().getProof(req.principal!, req.params.id),
  );

  app.get(
    '/compliance/documents/:id/file',
    {
      config: { access: read },
      schema: { tags, params: idParams, response: answers({ 200: fileAnswer('application/octet-stream', 'The proof as uploaded') }) },
    },
    async (req, reply) => {
      const { proof, file } = await svc().openProof(req.principal!, req.params.id);
      // who read a company's passport or registration: in its company's audit trail
      const subject = { kind: PROOF_SUBJECT, id: proof.id, customer_id: proof.customer_id };
      await recordDownload(app, req, { action: 'compliance_documents.download', subject }, file.stream);
      return sendDocument(reply, file, 'private, no-store');
    },
  );

  app.get(
    '/compliance/verifications',
    {
      config: { access: staffList },
      schema: { tags, querystring: verificationListQuery, response: answers({ 200: proofListAnswer }) },
    },
    async (req) => svc().verifications(req.query),
  );

  app.put(
    '/compliance/documents/:id/verification',
    {
      config: { access: verify, audit: 'compliance_documents.verify' },
      schema: { tags, params: idParams, body: verifySchema, response: answers({ 200: proofWriteAnswer }) },
    },
    async (req) => svc().verify(req.principal!, req.params.id, req.body),
  );

  app.post(
    '/compliance/expiry-check',
    {
      config: { access: verify, audit: 'compliance_documents.expiry_check' },
      schema: {
        tags,
        response: answers({ 200: expirySweepAnswer }),
        description: 'Runs the daily expiry check now (it warns of each proof once per valid-until date).',
      },
    },
    async () => ({ message: 'Expiry check done', data: { warned: await svc().warnExpiring() } }),
  );

  app.get(
    '/compliance/orders/:order_id/proofs',
    { config: { access: read }, schema: { tags, params: orderParams, response: answers({ 200: orderProofsAnswer }) } },
    async (req) => svc().orderProofs(req.principal!, req.params.order_id),
  );

  app.put(
    '/compliance/orders/:order_id/proofs/:input_id',
    {
      config: { access: edit, audit: 'orders.proof_used' },
      schema: { tags, params: orderInputParams, body: chooseProofSchema, response: answers({ 200: chooseProofAnswer }) },
    },
    async (req) => svc().chooseProof(req.principal!, req.params.order_id, req.params.input_id, req.body.document_id),
  );

  app.post(
    '/compliance/orders/:order_id/proofs/:input_id',
    {
      config: { access: edit, audit: 'orders.proof_uploaded' },
      schema: {
        tags,
        params: orderInputParams,
        querystring: orderUploadQuery,
        response: answers({ 201: chooseProofAnswer }),
        consumes: ['multipart/form-data'],
        description:
          'Multipart field `file`: a new proof for the order’s requirement `input_id`; it joins the company’s proofs (pending; the order’s country unless `country` is given) and the order uses it.',
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await svc().uploadForOrder(req.principal!, req.params.order_id, req.params.input_id, req.query, (o) => readUploadedFile(req, o)),
        ),
  );
}
