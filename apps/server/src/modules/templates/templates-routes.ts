import { answers, fileAnswer } from '../../lib/route-schemas.ts';
import type { App, Registries } from '../../app-types.ts';
import { buildTemplate, XLSX_CONTENT_TYPE } from '../../lib/spreadsheet-template.ts';

/** GET /templates/{name}: one route per contributed template, each with its own access policy; built once. */
export async function templatesRoutes(app: App, { templates }: Registries) {
  for (const t of templates) {
    let file: Buffer | undefined;
    app.get(
      `/templates/${t.name}`,
      {
        config: { access: t.access },
        schema: { tags: ['templates'], response: answers({ 200: fileAnswer(XLSX_CONTENT_TYPE, 'The spreadsheet template') }) },
      },
      async (_req, reply) => {
        file ??= buildTemplate({ columns: t.columns, example: t.example, sheetName: t.sheetName });
        return reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-disposition', `attachment; filename="${t.filename}"`)
          .header('cache-control', 'no-store')
          .send(file);
      },
    );
  }
}
