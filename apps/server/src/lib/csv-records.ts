import { StringDecoder } from 'node:string_decoder';

/** One record of a CSV file: its fields and the number of the line it starts on (the header is line 1). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** The fields of one record that holds quotes (RFC 4180: `"a, b"`, `""` inside quotes is one `"`). */
function quotedFields(record: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < record.length; i++) {
    const ch = record[i];
    if (quoted) {
      if (ch === '"') {
        if (record[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(field);
      field = '';
    } else field += ch;
  }
  out.push(field);
  return out;
}

const quoteCount = (s: string) => {
  let n = 0;
  for (let i = s.indexOf('"'); i >= 0; i = s.indexOf('"', i + 1)) n++;
  return n;
};

/**
 * The records of a CSV stream (UTF-8, `,` separated, CRLF or LF, an optional BOM; RFC 4180 quotes, line breaks
 * inside quotes included), in batches of about `size`, read as the bytes arrive: only the current chunk and batch
 * are held, whatever the file's size. Blank lines are skipped. Lines without a quote — most CDR lines — are split
 * with `String.split`, the others by a small state machine.
 */
export async function* csvRecordBatches(source: AsyncIterable<Buffer | string>, size = 5000): AsyncGenerator<CsvRecord[]> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let lineNo = 0;
  let first = true;
  let batch: CsvRecord[] = [];
  let pending: string | null = null;
  let pendingStart = 0;
  let pendingQuotes = 0;

  const take = (raw: string) => {
    lineNo++;
    const ln = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (pending !== null) {
      pending += `\n${ln}`;
      pendingQuotes += quoteCount(ln);
      if (pendingQuotes % 2 === 0) {
        batch.push({ line: pendingStart, fields: quotedFields(pending) });
        pending = null;
      }
      return;
    }
    if (ln === '') return;
    if (ln.indexOf('"') < 0) {
      batch.push({ line: lineNo, fields: ln.split(',') });
      return;
    }
    const quotes = quoteCount(ln);
    if (quotes % 2 === 0) batch.push({ line: lineNo, fields: quotedFields(ln) });
    else {
      pending = ln;
      pendingStart = lineNo;
      pendingQuotes = quotes;
    }
  };

  for await (const chunk of source) {
    let text = rest + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
    if (first && text.length) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    let from = 0;
    for (let nl = text.indexOf('\n', from); nl >= 0; nl = text.indexOf('\n', from)) {
      take(text.slice(from, nl));
      from = nl + 1;
    }
    rest = text.slice(from);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  rest += decoder.end();
  if (first && rest.charCodeAt(0) === 0xfeff) rest = rest.slice(1);
  if (rest) take(rest);
  // a quote never closed: the rest of the file is that record
  if (pending !== null) batch.push({ line: pendingStart, fields: quotedFields(pending) });
  if (batch.length) yield batch;
}
