import { StringDecoder } from 'node:string_decoder';

/** One record of a CSV file: its fields and the number of the line it starts on (the header is line 1). */
export interface CsvRecord {
  line: number;
  fields: string[];
  /** The record is longer than the reader's cap: its text was not kept, and `fields` is empty. */
  tooLong?: true;
}

/**
 * The longest record read, in characters (a line, or the lines of a record whose quotes hold line breaks): a call
 * record is a few hundred. A longer one is given as `tooLong` without its text, and reading goes on at the next
 * record, so that one runaway line costs neither memory nor the lines after it.
 */
export const CSV_MAX_RECORD_CHARS = 65_536;

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
 * inside quotes included), in batches of about `size`, read as the bytes arrive: only the current chunk, the
 * current record (at most `maxChars`) and the batch are held, whatever the file's size. Each chunk is searched for
 * line ends once, and the pieces of a line that spans chunks are joined once, when it ends: linear time, however
 * long a line is. Blank lines are skipped. Lines without a quote — most CDR lines — are split with `String.split`,
 * the others by a small state machine.
 */
export async function* csvRecordBatches(
  source: AsyncIterable<Buffer | string>,
  size = 5000,
  maxChars = CSV_MAX_RECORD_CHARS,
): AsyncGenerator<CsvRecord[]> {
  const decoder = new StringDecoder('utf8');
  let lineNo = 0;
  let first = true;
  let batch: CsvRecord[] = [];
  // the line being read, in the pieces the chunks brought
  let pieces: string[] = [];
  let piecesLength = 0;
  // a record whose quotes hold a line break: its lines so far
  let pending: string | null = null;
  let pendingStart = 0;
  let pendingQuotes = 0;
  // a record over the cap, read to its end without its text: where it starts and the quotes met so far
  let skipping = false;
  let skipStart = 0;
  let skipQuotes = 0;

  const skip = (start: number, quotes: number) => {
    pending = null;
    pieces = [];
    piecesLength = 0;
    skipping = true;
    skipStart = start;
    skipQuotes = quotes;
  };
  /** A record ends at a line end outside quotes. */
  const skipped = () => {
    if (skipQuotes % 2 !== 0) return;
    batch.push({ line: skipStart, fields: [], tooLong: true });
    skipping = false;
  };

  /** More of the current line (no line end in it). */
  const more = (piece: string) => {
    if (!piece) return;
    if (skipping) {
      skipQuotes += quoteCount(piece);
      return;
    }
    pieces.push(piece);
    piecesLength += piece.length;
    if (piecesLength + (pending?.length ?? 0) > maxChars) {
      const quotes = pieces.reduce((n, p) => n + quoteCount(p), pending !== null ? pendingQuotes : 0);
      skip(pending !== null ? pendingStart : lineNo + 1, quotes);
    }
  };

  /** The end of the current line, with its last piece. */
  const end = (piece: string) => {
    lineNo++;
    if (skipping) {
      skipQuotes += quoteCount(piece);
      skipped();
      return;
    }
    let raw = piece;
    if (pieces.length) {
      pieces.push(piece);
      raw = pieces.join('');
      pieces = [];
      piecesLength = 0;
    }
    const ln = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (pending !== null) {
      if (pending.length + 1 + ln.length > maxChars) {
        skip(pendingStart, pendingQuotes + quoteCount(ln));
        skipped();
        return;
      }
      pending += `\n${ln}`;
      pendingQuotes += quoteCount(ln);
      if (pendingQuotes % 2 === 0) {
        batch.push({ line: pendingStart, fields: quotedFields(pending) });
        pending = null;
      }
      return;
    }
    if (ln === '') return;
    if (ln.length > maxChars) {
      skip(lineNo, quoteCount(ln));
      skipped();
      return;
    }
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

  const read = (chunk: string) => {
    let text = chunk;
    if (first && text.length) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    let from = 0;
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', from)) {
      end(text.slice(from, nl));
      from = nl + 1;
    }
    more(text.slice(from));
  };

  for await (const chunk of source) {
    read(typeof chunk === 'string' ? chunk : decoder.write(chunk));
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  read(decoder.end());
  // the last line has no line end
  if (pieces.length || skipping) end('');
  // a quote never closed: the rest of the file is that record (too long: given as such)
  if (skipping) batch.push({ line: skipStart, fields: [], tooLong: true });
  else if (pending !== null) batch.push({ line: pendingStart, fields: quotedFields(pending) });
  if (batch.length) yield batch;
}
