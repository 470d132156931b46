import {
  disconnectConfirmSchema,
  disconnectRequestSchema,
  FUNCTIONALITIES,
  messageAnswer,
  NUMBER_MESSAGES,
  orderNumbersAddSchema,
  orderNumbersAnswer,
  orderNumbersDownloadQuery,
  orderNumbersQuery,
  orderNumberAnswer,
  parseStockList,
  type PermissionAction,
} from '@gsn/domain';
import * as XLSX from '@e965/xlsx';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { readUploadedFile } from '../../lib/uploads.ts';
import { badRequest, unprocessable } from '../../lib/errors.ts';
import { answers, fileAnswer, idParams } from '../../lib/route-schemas.ts';
import { readSpreadsheet, XLSX_CONTENT_TYPE } from '../../lib/spreadsheet.ts';
import type { Access } from '../../plugins/access.ts';
import { csvLine, UTF8_BOM } from '../exports/index.ts';

const access = (action: PermissionAction): Access => ({ functionality: FUNCTIONALITIES.order, action });
const tags = ['orders'];

const DOWNLOAD_COLUMNS = [
  'service_number',
  'state',
  'city',
  'translated_routing',
  'translation_termination_number',
  'assigned_at',
  'activated_at',
  'disconnect_date',
] as const;

const addAnswer = z.object({
  message: z.string(),
  data: z.object({ added: z.number().int(), requested: z.number().int(), numbers: z.array(orderNumberAnswer) }),
});
const countAnswer = (key: string) => z.object({ message: z.string(), data: z.record(z.string(), z.number().int()) }).describe(key);
const numberParams = idParams.extend({ numberId: z.coerce.number().int().positive().max(2_147_483_647) });

/** The service numbers in an uploaded list: text (csv, txt) or a spreadsheet's first visible sheet, every cell. */
async function numbersInFile(file: { filename: string; data: Buffer }): Promise<string[]> {
  const lower = file.filename.toLowerCase();
  let cells: string[];
  if (lower.endsWith('.csv') || lower.endsWith('.txt')) {
    if (file.data.includes(0)) throw badRequest('upload.type_refused', 'Please upload a csv, txt, xlsx or xls file');
    cells = file.data
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split(/[\r\n,;\t]+/);
  } else {
    const sheet = await readSpreadsheet(file, { maxRows: 10_000 });
    cells = [...sheet.headers, ...sheet.rows.flatMap((r) => Object.values(r.values))];
  }
  // headings and labels are not numbers: only what reads as a number or a range is taken
  return cells.map((c) => c.trim()).filter((c) => c && /^[+\d\s().–-]+$/.test(c));
}

/**
 * An order's numbers (docs/api-numbers.md): the list and its download, staff adding and removing numbers, the
 * customer giving numbers back and staff confirming it. The service checks who may (staff-only calls answer 403).
 */
export async function orderNumbersRoutes(app: App) {
  const svc = () => app.services.orders.numbers;

  app.get(
    '/orders/:id/numbers',
    {
      config: { access: access('read') },
      schema: { tags, params: idParams, querystring: orderNumbersQuery, response: answers({ 200: orderNumbersAnswer }) },
    },
    async (req) => svc().page(req.principal!, req.params.id, req.query),
  );

  app.get(
    '/orders/:id/numbers/download',
    {
      config: { access: access('read') },
      schema: {
        tags,
        params: idParams,
        querystring: orderNumbersDownloadQuery,
        response: answers({ 200: fileAnswer('text/csv', 'The order’s numbers as CSV or xlsx') }),
      },
    },
    async (req, reply) => {
      const rows = await svc().all(req.principal!, req.params.id);
      const values = rows.map((r) =>
        DOWNLOAD_COLUMNS.map((c) => {
          const v = r[c];
          return v instanceof Date ? v.toISOString() : (v ?? '');
        }),
      );
      const name = `order-${req.params.id}-numbers.${req.query.format}`;
      reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store');
      if (req.query.format === 'xlsx') {
        const wb = XLSX.utils.book_new();
        XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([[...DOWNLOAD_COLUMNS], ...values]), 'Numbers');
        return reply.header('content-type', XLSX_CONTENT_TYPE).send(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
      }
      const csv = UTF8_BOM + csvLine(DOWNLOAD_COLUMNS) + values.map((v) => csvLine(v)).join('');
      return reply.header('content-type', 'text/csv; charset=utf-8').send(csv);
    },
  );

  app.post(
    '/orders/:id/numbers',
    {
      config: { access: access('edit') },
      schema: { tags, params: idParams, body: orderNumbersAddSchema, response: answers({ 200: addAnswer }) },
    },
    async (req) => svc().add(req.principal!, req.params.id, req.body),
  );

  app.post(
    '/orders/:id/numbers/file',
    {
      config: { access: access('edit') },
      schema: { tags, params: idParams, consumes: ['multipart/form-data'], response: answers({ 200: addAnswer }) },
    },
    async (req) => {
      const file = await readUploadedFile(req, { typeMessage: 'Please upload a csv, txt, xlsx or xls file' });
      const list = await numbersInFile(file);
      if (!list.length)
        throw unprocessable('number.none', NUMBER_MESSAGES.noneGiven, [{ field: 'file', message: NUMBER_MESSAGES.noneGiven }]);
      const parsed = parseStockList(list.join('\n'));
      if (parsed.error) throw unprocessable('number.too_many', parsed.error, [{ field: 'file', message: parsed.error }]);
      return svc().add(req.principal!, req.params.id, { service_numbers: list });
    },
  );

  app.delete(
    '/orders/:id/numbers/:numberId',
    { config: { access: access('edit') }, schema: { tags, params: numberParams, response: answers({ 200: messageAnswer }) } },
    async (req) => svc().remove(req.principal!, req.params.id, req.params.numberId),
  );

  app.post(
    '/orders/:id/disconnects',
    {
      config: { access: access('edit') },
      schema: { tags, params: idParams, body: disconnectRequestSchema, response: answers({ 200: countAnswer('requested') }) },
    },
    async (req) => svc().requestDisconnect(req.principal!, req.params.id, req.body),
  );

  app.post(
    '/orders/:id/disconnects/confirm',
    {
      config: { access: access('edit') },
      schema: { tags, params: idParams, body: disconnectConfirmSchema, response: answers({ 200: countAnswer('confirmed') }) },
    },
    async (req) => svc().confirmDisconnect(req.principal!, req.params.id, req.body),
  );
}
