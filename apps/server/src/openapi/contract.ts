import type { FastifyDynamicSwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Access } from '../plugins/access.ts';
import { HEADERS, PARAMETERS, RESPONSES, TAGS } from './components.ts';
import { deriveOperationId, summaryOf } from './operation-names.ts';
import { documentOperations, type Operation, pruneSchemas, type Json, mergeIdenticalPaths } from './document.ts';
// the route options read here (idempotency, stepUp) are declared beside their hooks
import type {} from '../plugins/idempotency.ts';

/** The API's version (semantic; docs/integrating.md, Versions and deprecation). */
export const API_VERSION = '1.0.0';

/** What the document transform needs to know of a route, carried on its operation until then (removed after). */
const ROUTE = 'x-gsn-route';
interface RouteFacts {
  method: string;
  access: 'public' | 'session' | 'gated';
  stepUp: boolean;
  idempotent: boolean;
  upload: boolean;
  params: boolean;
  input: boolean;
}

const zodRoute = createJsonSchemaTransform({});
const zodDocument = createJsonSchemaTransformObject({});

const multipartBody = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary', description: 'The file (its name is kept as sent).' } },
};
const csvBody = { type: 'string', description: 'CSV text whose first line names the columns.' };

const isPage = (answer: unknown) => {
  const props = (answer as Json | undefined)?.properties as Json | undefined;
  return !!props && (props.data as Json | undefined)?.type === 'array' && 'count' in props;
};

/**
 * Per route: zod schemas to JSON schemas (named ones as references), then the operation's name, summary, security,
 * an upload's request body, and the facts the document transform turns into error answers and headers.
 */
const routeTransform: SwaggerTransform = (input) => {
  const out = zodRoute(input as never);
  const schema = out.schema as Json;
  const route = input.route;
  if (!schema || schema.hide || !route.url.startsWith('/api/')) return out;
  const method = [route.method].flat()[0]!.toUpperCase();
  const config = (route.config ?? {}) as { access?: Access; stepUp?: boolean; idempotency?: false };
  const consumes = (schema.consumes as string[] | undefined) ?? [];
  const upload = consumes.includes('multipart/form-data');
  if (upload && !schema.body) schema.body = multipartBody;
  if (consumes.includes('text/csv') && !schema.body) schema.body = csvBody;
  // the spec writes some paths with a trailing slash (the router takes either): the document names them without
  const url = out.url.length > 1 ? out.url.replace(/\/$/, '') : out.url;
  schema.operationId ??= deriveOperationId(method, url.replace(/^\/api/, ''), isPage((schema.response as Json | undefined)?.['200']));
  schema.summary ??= summaryOf(schema.operationId as string);
  const access = config.access;
  if (access === 'public') schema.security = [];
  const facts: RouteFacts = {
    method,
    access: access === 'public' ? 'public' : access === 'session' ? 'session' : 'gated',
    stepUp: !!config.stepUp,
    // the Idempotency-Key hook (plugins/idempotency.ts): POSTs of a signed-in caller with a JSON body
    idempotent: method === 'POST' && access !== 'public' && config.idempotency !== false && !!schema.body && !consumes.length,
    upload: upload || consumes.includes('text/csv'),
    params: !!schema.params,
    input: !!(schema.body || schema.querystring || schema.params),
  };
  schema[ROUTE] = facts;
  return { schema, url };
};

const SUCCESS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted: the work goes on in the background',
  '204': 'Done, nothing to answer',
};

const responseRef = (name: keyof typeof RESPONSES, description?: string) => ({
  $ref: `#/components/responses/${name}`,
  ...(description ? { description } : {}),
});

/** The error answers an operation can give, by its route's facts; the route's own declarations win. */
function completeOperation(op: Operation, facts: RouteFacts): void {
  const responses = op.responses as Json;
  const add = (status: string, name: keyof typeof RESPONSES, description?: string) => {
    if (!responses[status]) responses[status] = responseRef(name, description);
  };
  const write = facts.method !== 'GET';
  for (const [status, answer] of Object.entries(responses)) {
    const a = answer as Json;
    if (a.description === 'Default Response') a.description = SUCCESS[status] ?? 'The answer';
  }
  if (facts.input || facts.upload) add('400', 'BadRequest');
  if (facts.access !== 'public') {
    add(
      '401',
      'Unauthorized',
      facts.stepUp
        ? 'No valid token (`auth.session_expired`), or the last password or factor proof is older than 5 minutes (`auth.step_up_required`; POST /account/reauth).'
        : undefined,
    );
    add(
      '403',
      'Forbidden',
      facts.stepUp
        ? 'An API key (`auth.session_only`: this call needs a signed-in session), a second factor to add first (`auth.mfa_enrolment_required`), or no permission (`forbidden`).'
        : facts.access === 'session'
          ? 'The session must add a second factor first (`auth.mfa_enrolment_required`).'
          : undefined,
    );
  }
  if (facts.params) add('404', 'NotFound');
  if (facts.idempotent) {
    add('409', 'Conflict');
    op.parameters = [...((op.parameters as unknown[]) ?? []), { $ref: '#/components/parameters/IdempotencyKey' }];
    for (const [status, answer] of Object.entries(responses)) {
      if (!/^2/.test(status) || '$ref' in (answer as Json)) continue;
      const a = answer as Json;
      a.headers = { ...(a.headers as Json | undefined), 'Idempotent-Replayed': { $ref: '#/components/headers/IdempotentReplayed' } };
    }
  }
  if (write && (facts.input || facts.upload)) add('422', 'UnprocessableEntity');
  if (facts.upload) {
    add('413', 'PayloadTooLarge');
    add('415', 'UnsupportedMediaType');
  }
  if (facts.access !== 'public' || write) add('429', 'TooManyRequests');
  responses['4XX'] = responseRef('ClientError');
  responses['5XX'] = responseRef('ServerError');
}

/**
 * The whole document: the named zod schemas as components, the shared error answers, headers and parameters, each
 * operation completed from its route's facts, tags declared, paths the router treats as one merged, unused schemas
 * dropped. Fails on an undeclared tag or a repeated operationId: /api/docs/json answers 500, and `npm run lint:api` and
 * the response-schemas test fail.
 */
const documentTransform: SwaggerTransformObject = (input) => {
  const doc = zodDocument(input as never) as Json;
  const components = doc.components as Json;
  Object.assign(components, { responses: RESPONSES, headers: HEADERS, parameters: PARAMETERS });
  mergeIdenticalPaths(doc);
  const ids = new Map<string, string>();
  const used = new Set<string>();
  for (const { path, method, op } of documentOperations(doc)) {
    const facts = op[ROUTE] as RouteFacts | undefined;
    delete op[ROUTE];
    if (facts) completeOperation(op, facts);
    const id = op.operationId as string;
    const where = `${method.toUpperCase()} ${path}`;
    const clash = ids.get(id);
    if (clash) throw new Error(`operationId ${id} of ${where} is also ${clash}'s: give one of the routes schema.operationId`);
    ids.set(id, where);
    for (const tag of (op.tags as string[] | undefined) ?? []) {
      if (!TAGS[tag]) throw new Error(`${where}: tag '${tag}' is not declared (openapi/components.ts, TAGS)`);
      used.add(tag);
    }
  }
  doc.tags = Object.entries(TAGS)
    .filter(([name]) => used.has(name))
    .map(([name, description]) => ({ name, description }));
  pruneSchemas(doc);
  return doc;
};

/** The options of @fastify/swagger: the API's OpenAPI 3.1 document, served at /api/docs/json. */
export function openApiOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'GSN Portal API',
        version: API_VERSION,
        description:
          'The API behind the GSN Portal. Authenticate with a session token or an API key (`Authorization: Bearer gsn_…`); POSTs take an `Idempotency-Key` header. Errors carry a stable `code` (see the error answers). Versioning: additive changes in minor versions; a removal is announced with `Deprecation` and `Sunset` headers at least 6 months ahead.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // the paths below are relative to it: the API is served under /api of the portal's address
      servers: [{ url: '/api', description: 'This portal' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'A session token or an API key (gsn_…)' } },
      },
      security: [{ bearer: [] }],
    },
    transform: routeTransform,
    transformObject: documentTransform,
  };
}
