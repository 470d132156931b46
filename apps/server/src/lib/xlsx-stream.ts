import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { entryBuffer, entryChunks, type ZipEntry, ZipError } from './zip.ts';

/**
 * The first visible sheet of an xlsx, read row by row as its XML is inflated (bulk uploads of up to 50,000 rows):
 * memory holds the workbook's small parts, its shared strings and the current chunk, never the whole sheet. Cell
 * values come back as text: shared and inline strings, numbers in JavaScript's notation, booleans as true/false,
 * errors as '', a date cell as its day `YYYY-MM-DD` (a whole day in a format without a time), other date-formatted
 * numbers as `YYYY-MM-DD HH:MM:SS` (`dateCellText`).
 */

/** A row that holds at least one stored value: its number as the sheet shows it, and each cell's text by column. */
export interface RawRow {
  row: number;
  cells: string[];
}

export interface XlsxSheet {
  sheetName: string;
  /** The used range the sheet declares (`<dimension ref>`), when it does: last row and column, 1-based. */
  rows: (onDimension: (lastRow: number, firstRow: number, lastColumn: number) => void) => AsyncGenerator<RawRow>;
}

type Entries = Map<string, ZipEntry>;

const corrupt = () => new ZipError('corrupt');
const local = (name: string) => name.slice(name.indexOf(':') + 1);
/** An attribute by local name, whatever namespace prefix the file uses (`r:id`, `x:r`). */
function attr(tag: SaxesTagPlain, name: string): string | undefined {
  const a = tag.attributes as Record<string, string>;
  if (a[name] !== undefined) return a[name];
  for (const k in a) if (local(k) === name) return a[k];
  return undefined;
}

/**
 * An XML parser whose well-formedness errors throw ZipError('corrupt'). Errors thrown by the caller's handlers
 * (a limit reached) pass through unchanged.
 */
function xmlParser(): SaxesParser {
  const parser = new SaxesParser();
  parser.on('error', () => {
    throw corrupt();
  });
  return parser;
}

/** Parses a whole small XML part, calling `open` for every element. */
function eachElement(xml: Buffer, open: (tag: SaxesTagPlain) => void) {
  const parser = xmlParser();
  parser.on('opentag', open);
  parser.write(xml.toString('utf8')).close();
}

/** Streams one entry's XML through a parser set up by `setup`; yields whatever `drain` hands back after each chunk. */
async function* streamXml<T>(data: Buffer, entry: ZipEntry, parser: SaxesParser, drain: () => T[]): AsyncGenerator<T> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of entryChunks(data, entry)) {
    parser.write(decoder.write(chunk));
    yield* drain();
  }
  parser.write(decoder.end()).close();
  yield* drain();
}

function part(entries: Entries, path: string): ZipEntry | undefined {
  return entries.get(path.replace(/^\/+/, ''));
}

/** `target` of a relationship, as a path inside the archive (relative to the part's folder unless absolute). */
function resolveTarget(baseDir: string, target: string): string {
  const parts = (target.startsWith('/') ? target : `${baseDir}/${target}`).split('/');
  const out: string[] = [];
  for (const p of parts) {
    if (p === '..') out.pop();
    else if (p && p !== '.') out.push(p);
  }
  return out.join('/');
}

/** Relationships of a part by id: the target path and type. */
function relationships(data: Buffer, entries: Entries, relsPath: string, baseDir: string) {
  const rels = new Map<string, { target: string; type: string }>();
  const e = part(entries, relsPath);
  if (!e) return rels;
  eachElement(entryBuffer(data, e), (tag) => {
    if (local(tag.name) !== 'Relationship') return;
    const id = attr(tag, 'Id');
    const target = attr(tag, 'Target');
    if (id && target && attr(tag, 'TargetMode') !== 'External')
      rels.set(id, { target: resolveTarget(baseDir, target), type: attr(tag, 'Type') ?? '' });
  });
  return rels;
}

/** Built-in number formats that show dates or times (ECMA-376 §18.8.30, and the CJK ones Excel uses). */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58,
]);

/** Whether a custom format code shows a date or time: y, m, d, h or s outside quotes, escapes and [colour] parts. */
export function isDateFormat(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[(?!h\]|m\]|s\]|hh\]|mm\]|ss\])[^\]]*\]/gi, '')
    .replace(/General/gi, '');
  return /[ymdhs]/i.test(bare);
}

/** Built-in number formats that show a time of day. */
const TIME_FORMAT_IDS = new Set([18, 19, 20, 21, 22, 45, 46, 47]);

/** Whether a date format code shows a time of day (hours or seconds outside quotes and escapes). */
export function isTimeFormat(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[(?!h\]|m\]|s\]|hh\]|mm\]|ss\])[^\]]*\]/gi, '');
  return /[hs]/i.test(bare);
}

/** How a cell style shows a number: 0 not as a date, 1 as a day, 2 as a date and time (or a time). */
export type DateKind = 0 | 1 | 2;

/** Which cell styles (by `s` index) show numbers as dates, and whether with a time. */
function dateStyles(data: Buffer, entry: ZipEntry | undefined): DateKind[] {
  if (!entry) return [];
  const custom = new Map<number, string>();
  const styles: DateKind[] = [];
  let inCellXfs = false;
  const parser = xmlParser();
  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    if (name === 'numFmt') custom.set(Number(attr(tag, 'numFmtId')), attr(tag, 'formatCode') ?? '');
    else if (name === 'cellXfs') inCellXfs = !tag.isSelfClosing;
    else if (name === 'xf' && inCellXfs) {
      const id = Number(attr(tag, 'numFmtId') ?? 0);
      const code = custom.get(id);
      const date = code === undefined ? DATE_FORMAT_IDS.has(id) : isDateFormat(code);
      const time = code === undefined ? TIME_FORMAT_IDS.has(id) : isTimeFormat(code);
      styles.push(date ? (time ? 2 : 1) : 0);
    }
  });
  parser.on('closetag', (tag) => {
    if (local(tag.name) === 'cellXfs') inCellXfs = false;
  });
  parser.write(entryBuffer(data, entry).toString('utf8')).close();
  return styles;
}

/** OOXML's escape of characters XML cannot hold (`_x000D_`). */
const unescapeOoxml = (s: string) =>
  s.includes('_x') ? s.replace(/_x([0-9A-Fa-f]{4})_/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))) : s;

/** The shared strings table: the text of each `<si>`, its runs joined, phonetic hints left out. */
async function sharedStrings(data: Buffer, entry: ZipEntry | undefined): Promise<string[]> {
  if (!entry) return [];
  const strings: string[] = [];
  let text: string | null = null;
  let inT = false;
  let inPhonetic = 0;
  const parser = xmlParser();
  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    if (name === 'si') text = '';
    else if (name === 't') inT = !tag.isSelfClosing;
    else if (name === 'rPh' && !tag.isSelfClosing) inPhonetic++;
  });
  parser.on('text', (t) => {
    if (inT && !inPhonetic && text !== null) text += t;
  });
  parser.on('closetag', (tag) => {
    const name = local(tag.name);
    if (name === 't') inT = false;
    else if (name === 'rPh') inPhonetic--;
    else if (name === 'si' && text !== null) {
      strings.push(unescapeOoxml(text));
      text = null;
    }
  });
  for await (const _ of streamXml(data, entry, parser, () => [])) {
    // the handlers above collect the strings
  }
  return strings;
}

/** Column index (0-based) of a cell reference such as `AB12`; -1 when it has no letters. */
export function columnIndex(ref: string): number {
  let n = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const c = ref.charCodeAt(i) | 0x20;
    if (c < 97 || c > 122) break;
    n = n * 26 + (c - 96);
  }
  return i === 0 ? -1 : n - 1;
}

const rowOf = (ref: string) => Number(/\d+$/.exec(ref)?.[0] ?? Number.NaN);

/** A date serial of the 1900 (or 1904) date system as an ISO date-time in UTC. */
export function serialToIso(serial: number, date1904 = false): string {
  const days = date1904 ? serial + 1462 : serial;
  const d = new Date(Math.round((days - 25569) * 86_400_000));
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

/**
 * The text of a date-formatted number, as the user typed it: its day `YYYY-MM-DD` when the format shows no time and
 * the value is a whole day (kept as a date in date columns and free text), otherwise `YYYY-MM-DD HH:MM:SS[.sss]`
 * (UTC, as written in the cell; the call-record reader takes it as it is).
 */
export function dateCellText(serial: number, kind: DateKind, date1904 = false): string {
  const iso = serialToIso(serial, date1904);
  if (!iso) return '';
  if (kind === 1 && Number.isInteger(serial)) return iso.slice(0, 10);
  const ms = iso.slice(19, 23);
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${ms === '.000' ? '' : ms}`;
}

const HIDDEN_STATES = new Set(['hidden', 'veryHidden']);

/**
 * Opens an xlsx whose zip directory has been checked: finds the first visible sheet through the workbook's
 * relationships, loads the shared strings and the date styles, and returns the sheet's rows as a stream.
 */
export async function openXlsx(data: Buffer, list: ZipEntry[]): Promise<XlsxSheet> {
  const entries: Entries = new Map(list.map((e) => [e.name, e]));
  const root = relationships(data, entries, '_rels/.rels', '');
  const workbookPath = [...root.values()].find((r) => r.type.endsWith('/officeDocument'))?.target ?? 'xl/workbook.xml';
  const workbook = part(entries, workbookPath);
  if (!workbook) throw corrupt();
  const dir = workbookPath.includes('/') ? workbookPath.slice(0, workbookPath.lastIndexOf('/')) : '';
  const file = workbookPath.slice(dir.length ? dir.length + 1 : 0);

  // the first sheet a person sees: hidden and very hidden sheets (state="hidden" | "veryHidden") hold lookups or
  // stale rows nobody meant to upload
  let first: { name: string; rid: string } | undefined;
  let date1904 = false;
  eachElement(entryBuffer(data, workbook), (tag) => {
    const name = local(tag.name);
    if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attr(tag, 'date1904') ?? '');
    if (name === 'sheet' && !first && !HIDDEN_STATES.has(attr(tag, 'state') ?? 'visible'))
      first = { name: attr(tag, 'name') ?? 'Sheet1', rid: attr(tag, 'id') ?? '' };
  });
  if (!first) throw corrupt();
  const rels = relationships(data, entries, `${dir ? `${dir}/` : ''}_rels/${file}.rels`, dir);
  const byType = (t: string) => [...rels.values()].find((r) => r.type.endsWith(t))?.target;
  const sheet = part(entries, rels.get(first.rid)?.target ?? '');
  if (!sheet) throw corrupt();
  const strings = await sharedStrings(data, part(entries, byType('/sharedStrings') ?? `${dir}/sharedStrings.xml`));
  const dates = dateStyles(data, part(entries, byType('/styles') ?? `${dir}/styles.xml`));

  return {
    sheetName: first.name,
    rows: (onDimension) => sheetRows(data, sheet, { strings, dates, date1904 }, onDimension),
  };
}

interface CellContext {
  strings: string[];
  dates: DateKind[];
  date1904: boolean;
}

function cellText(ctx: CellContext, type: string, style: number, raw: string): string {
  switch (type) {
    case 's': {
      const s = ctx.strings[Number(raw)];
      if (s === undefined) throw corrupt();
      return s.trim();
    }
    case 'inlineStr':
    case 'str':
      return unescapeOoxml(raw).trim();
    case 'b':
      return raw.trim() === '1' || raw.trim() === 'true' ? 'true' : 'false';
    case 'e':
      return '';
    case 'd':
      return raw.trim();
    default: {
      const n = Number(raw);
      if (raw.trim() === '' || Number.isNaN(n)) return raw.trim();
      const kind = ctx.dates[style] ?? 0;
      return kind ? dateCellText(n, kind, ctx.date1904) : String(n);
    }
  }
}

/** The sheet's rows that hold a stored value, streamed as the sheet XML inflates. */
function sheetRows(
  data: Buffer,
  entry: ZipEntry,
  ctx: CellContext,
  onDimension: (lastRow: number, firstRow: number, lastColumn: number) => void,
): AsyncGenerator<RawRow> {
  const ready: RawRow[] = [];
  let row = 0;
  let cells: string[] = [];
  let stored = false;
  let column = -1;
  let type = 'n';
  let style = 0;
  let value: string | null = null;
  let collecting = false;
  let inPhonetic = 0;

  const parser = xmlParser();
  parser.on('opentag', (tag) => {
    switch (local(tag.name)) {
      case 'row': {
        const r = Number(attr(tag, 'r'));
        row = Number.isInteger(r) && r > row ? r : row + 1;
        cells = [];
        stored = false;
        column = -1;
        break;
      }
      case 'c': {
        const ref = attr(tag, 'r');
        const c = ref ? columnIndex(ref) : -1;
        column = c >= 0 ? c : column + 1;
        type = attr(tag, 't') ?? 'n';
        style = Number(attr(tag, 's') ?? 0);
        value = null;
        break;
      }
      case 'v':
      case 't':
        if (!inPhonetic) {
          collecting = !tag.isSelfClosing;
          value ??= '';
        }
        break;
      case 'rPh':
        if (!tag.isSelfClosing) inPhonetic++;
        break;
      case 'dimension': {
        const [from = '', to = from] = (attr(tag, 'ref') ?? '').split(':');
        const last = rowOf(to);
        if (Number.isFinite(last)) onDimension(last, rowOf(from), columnIndex(to) + 1);
        break;
      }
    }
  });
  parser.on('text', (t) => {
    if (collecting && value !== null) value += t;
  });
  parser.on('closetag', (tag) => {
    switch (local(tag.name)) {
      case 'v':
      case 't':
        collecting = false;
        break;
      case 'rPh':
        inPhonetic--;
        break;
      case 'c':
        if (value !== null) {
          cells[column] = cellText(ctx, type, style, value);
          stored = true;
        }
        value = null;
        break;
      case 'row':
        if (stored) ready.push({ row, cells });
        break;
    }
  });
  return streamXml(data, entry, parser, () => ready.splice(0));
}
