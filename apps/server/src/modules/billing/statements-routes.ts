import {
  FUNCTIONALITIES,
  monthCloseAnswer,
  monthParams,
  statementAnswer,
  statementListAnswer,
  statementDownloadQuery,
  statementParams,
  statementsQuery,
  unratedCallsAnswer,
} from '@gsn/domain';
import type { App } from '../../app-types.ts';
import { Readable } from 'node:stream';
import { answers, fileAnswer } from '../../lib/route-schemas.ts';
import { recordDownload } from '../../plugins/audit.ts';

/**
 * Monthly statements (docs/billing.md, Statements): a customer's master and billing accounts read their company's,
 * provider billing staff every company's, and close months.
 */
export async function statementRoutes(app: App) {
  const tags = ['billing'];
  const svc = () => app.services.statements;
  app.get(
    '/billing/statements',
    {
      config: { access: { functionality: FUNCTIONALITIES.billing, action: 'list' } },
      schema: {
        operationId: 'listStatements',
        summary: 'List a month’s statements',
        tags,
        querystring: statementsQuery,
        response: answers({ 200: statementListAnswer }),
        description:
          'Every company’s statements of the month by currency, with their totals (staff; `customer_id` narrows to one), or the caller’s own company’s. An open month is computed now; a closed one is as it was kept.',
      },
    },
    async (req) => svc().list(req.principal!, req.query.month, req.query.customer_id),
  );
  app.get(
    '/billing/statements/:customer_id/:month',
    {
      config: { access: { functionality: FUNCTIONALITIES.billing, action: 'read' } },
      schema: {
        operationId: 'getStatement',
        summary: 'Get a company’s statement of a month, with its lines',
        tags,
        params: statementParams,
        response: answers({ 200: statementAnswer }),
        description: 'One statement per currency; every line carries how its amount was computed (`explain`).',
      },
    },
    async (req) => ({ data: await svc().show(req.principal!, req.params.customer_id, req.params.month) }),
  );
  app.get(
    '/billing/statements/:customer_id/:month/download',
    {
      config: { access: { functionality: FUNCTIONALITIES.billing, action: 'read' } },
      schema: {
        operationId: 'downloadStatement',
        summary: 'Download a company’s statement of a month (CSV, XLSX or PDF)',
        tags,
        params: statementParams,
        querystring: statementDownloadQuery,
        response: answers({
          200: fileAnswer('application/octet-stream', 'The statement: CSV (UTF-8), XLSX or PDF, in the language asked for'),
        }),
      },
    },
    async (req, reply) => {
      const { customer_id, month } = req.params;
      const { file, filename, contentType } = await svc().download(
        req.principal!,
        customer_id,
        month,
        req.query.format,
        req.query.language,
      );
      const stream = Readable.from([file]);
      await recordDownload(
        app,
        req,
        { action: 'billing.statement_download', subject: { kind: 'customer', id: customer_id, customer_id } },
        stream,
      );
      return reply
        .header('content-type', contentType)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
  app.get(
    '/billing/unrated',
    {
      config: { access: { functionality: FUNCTIONALITIES.billing, action: 'list', audience: 'staff' } },
      schema: {
        operationId: 'listUnratedCalls',
        summary: 'List the month’s calls that could not be rated',
        tags,
        querystring: statementsQuery,
        response: answers({ 200: unratedCallsAnswer }),
        description: 'Per company, service number and reason (no_tariff, no_rate): what to price before the month closes.',
      },
    },
    async (req) => ({ data: await svc().unrated(req.query.month, req.query.customer_id) }),
  );
  app.post(
    '/billing/months/:month/close',
    {
      config: { access: { functionality: FUNCTIONALITIES.billing, action: 'write', audience: 'staff' } },
      schema: {
        operationId: 'closeBillingMonth',
        summary: 'Close a month',
        tags,
        params: monthParams,
        response: answers({ 200: monthCloseAnswer }),
        description:
          'Keeps every company’s statement of the month as it stands; it never changes again (calls of the month loaded later go to the next month as adjustments). Months close in order, once ended (UTC).',
      },
    },
    async (req) => ({ data: await svc().close(req.principal!, req.params.month) }),
  );
}
