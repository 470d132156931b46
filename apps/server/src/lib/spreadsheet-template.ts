import * as XLSX from '@e965/xlsx';

/** The spreadsheet templates of the bulk uploads (GET /templates/{name}), written with SheetJS. */

/** A template: the header row and an example row, as an xlsx file. */
export function buildTemplate(opts: {
  columns: readonly string[];
  example?: Readonly<Record<string, string>>;
  sheetName?: string;
}): Buffer {
  const example = opts.columns.map((c) => opts.example?.[c] ?? '');
  const ws = XLSX.utils.aoa_to_sheet(opts.example ? [[...opts.columns], example] : [[...opts.columns]]);
  ws['!cols'] = opts.columns.map((c, i) => ({ wch: Math.min(60, Math.max(c.length, example[i]?.length ?? 0) + 2) }));
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, opts.sheetName ?? 'Template');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
