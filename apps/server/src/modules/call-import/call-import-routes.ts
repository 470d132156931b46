import { Readable } from 'node:stream';
import { CALL_IMPORT_MAX_REJECTED, callImportAnswer } from '@gsn/domain';
import type { App } from '../../app-types.ts';
import { AppError } from '../../lib/errors.ts';
import { answers } from '../../lib/route-schemas.ts';
import { callLoadAccess } from '../calls/index.ts';

/** The largest CSV body POST /calls/import reads (compressed or not): far beyond a day of a busy switch. */
export const CALL_IMPORT_MAX_BYTES = 16 * 1024 ** 3;

/**
 * POST /calls/import (docs/api-reports.md): call records as a CSV body, streamed into the database. Its own
 * content-type parser hands the handler the raw request stream (this plugin only), so the body is never buffered and
 * the 1 MB limit of JSON bodies does not apply. Thin: the service holds the rules.
 */
export async function callImportRoutes(app: App) {
  app.addContentTypeParser(['text/csv', 'application/csv'], (_req, payload, done) => done(null, payload));

  app.post(
    '/calls/import',
    {
      bodyLimit: CALL_IMPORT_MAX_BYTES,
      config: { access: callLoadAccess },
      schema: {
        tags: ['reports'],
        consumes: ['text/csv'],
        response: answers({ 200: callImportAnswer }),
        description: `A CSV body (\`text/csv\`, optionally \`Content-Encoding: gzip\`) whose header names the columns of GET /templates/calls; streamed and loaded with COPY. The call records export's names of the template columns (\`answer_time\`, \`alerting_time\`, \`direction\`) are read too. Answers received, loaded, duplicates, rejected, the first ${CALL_IMPORT_MAX_REJECTED.toLocaleString('en')} rejected lines and \`ignored_columns\`, the header's columns no call was read from. Idempotent: a call already loaded (numbers in E.164) is not loaded again.`,
      },
    },
    async (req) => {
      // any other body (JSON, a multipart upload, none) is not a CSV stream: 415, not a fault
      if (!(req.body instanceof Readable))
        throw new AppError(415, 'upload.not_csv', 'Send the call records as a CSV body (Content-Type: text/csv)');
      return app.services.callImport.import(req.body, req.headers['content-encoding']);
    },
  );
}
