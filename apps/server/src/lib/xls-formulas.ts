/**
 * The text formulas of a legacy `.xls` whose file does not hold their text. An `.xls` keeps each formula's last
 * result beside it (a number in the FORMULA record, a text in the STRING record after it), but LibreOffice, saving
 * again as `.xls` a workbook it loaded with its results (an `.ods`), writes the number 0 for every text result:
 * Excel and LibreOffice compute the text again when they open the file, so the person sees their text, and a
 * reader that takes the stored result gets `0`. Such a formula is computed here from its text (SheetJS gives it
 * with `cellFormula`), for the small language text formulas are written in: text and number literals, `&`,
 * arithmetic, references to cells of the same sheet, and the text functions below. Anything else cannot be computed.
 */

/** A formula's value: text, a number or a truth value; null for a blank cell. */
export type FormulaValue = string | number | boolean | null;

/** The formula uses something this reader does not compute (another sheet, a range, a name, a function). */
export class FormulaNotComputed extends Error {}

type Token =
  | { k: 'str'; v: string }
  | { k: 'num'; v: number }
  | { k: 'bool'; v: boolean }
  | { k: 'ref'; row: number; col: number }
  | { k: 'fn'; name: string }
  | { k: 'op'; v: string }
  | { k: 'other'; v: string };

const notComputed = (why: string) => new FormulaNotComputed(why);

/** Column letters (A, AB, $C) and row digits of an A1 reference → 0-based row and column. */
function reference(letters: string, digits: string): { row: number; col: number } {
  let col = 0;
  for (const ch of letters) col = col * 26 + (ch.charCodeAt(0) - 64);
  return { row: Number(digits) - 1, col: col - 1 };
}

/** The tokens of a formula as SheetJS writes it (no leading `=`, `,` between arguments); unknown text as `other`. */
export function tokenize(formula: string): Token[] {
  const out: Token[] = [];
  const re =
    /\s+|"((?:[^"]|"")*)"|(\d+(?:\.\d*)?(?:E[+-]?\d+)?|\.\d+(?:E[+-]?\d+)?)|(TRUE|FALSE)\b(?!\()|((?:_xlfn\.)?[A-Z][A-Z0-9.]*)\(|\$?([A-Z]{1,3})\$?(\d+)(?![\d(:!A-Z_])|([&+\-*/(),])|(.)/giy;
  for (let m = re.exec(formula); m && m[0] !== ''; m = re.exec(formula)) {
    if (m[1] !== undefined) out.push({ k: 'str', v: m[1].replace(/""/g, '"') });
    else if (m[2] !== undefined) out.push({ k: 'num', v: Number(m[2]) });
    else if (m[3] !== undefined) out.push({ k: 'bool', v: m[3].toUpperCase() === 'TRUE' });
    else if (m[4] !== undefined) out.push({ k: 'fn', name: m[4].toUpperCase().replace(/^_XLFN\./, '') });
    else if (m[5] !== undefined && m[6] !== undefined) out.push({ k: 'ref', ...reference(m[5].toUpperCase(), m[6]) });
    else if (m[7] !== undefined) out.push({ k: 'op', v: m[7] });
    else if (m[8] !== undefined) out.push({ k: 'other', v: m[8] });
    if (re.lastIndex >= formula.length) break;
  }
  return out;
}

/** Excel's text of a number in a text formula (up to 15 significant digits, no exponent for everyday numbers). */
function numberText(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Number(n.toPrecision(15)));
}

const text = (v: FormulaValue): string =>
  v === null ? '' : typeof v === 'string' ? v : typeof v === 'boolean' ? (v ? 'TRUE' : 'FALSE') : numberText(v);

function number(v: FormulaValue): number {
  if (v === null) return 0;
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  const n = v.trim() === '' ? Number.NaN : Number(v.trim());
  if (Number.isNaN(n)) throw notComputed('#VALUE!');
  return n;
}

const count = (v: FormulaValue, min = 0) => {
  const n = Math.trunc(number(v));
  if (n < min) throw notComputed('#VALUE!');
  return n;
};

/** The text functions computed, by name: each takes its arguments' values. */
const FUNCTIONS: Record<string, (a: FormulaValue[]) => FormulaValue> = {
  CONCATENATE: (a) => a.map(text).join(''),
  CONCAT: (a) => a.map(text).join(''),
  UPPER: ([v = null]) => text(v).toUpperCase(),
  LOWER: ([v = null]) => text(v).toLowerCase(),
  // Excel's TRIM: no leading or trailing spaces, one space between words
  TRIM: ([v = null]) => text(v).replace(/ +/g, ' ').trim(),
  PROPER: ([v = null]) =>
    text(v)
      .toLowerCase()
      .replace(/(^|[^\p{L}])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase()),
  LEFT: ([v = null, n = 1]) => text(v).slice(0, count(n)),
  RIGHT: ([v = null, n = 1]) => {
    const k = count(n);
    return k === 0 ? '' : text(v).slice(-k);
  },
  MID: ([v = null, start = null, n = null]) => {
    const s = count(start, 1);
    return text(v).slice(s - 1, s - 1 + count(n));
  },
  SUBSTITUTE: ([v = null, from = null, to = null, nth]) => {
    const t = text(v);
    const f = text(from);
    if (!f) return t;
    if (nth === undefined) return t.split(f).join(text(to));
    const k = count(nth, 1);
    let at = -1;
    for (let i = 0; i < k; i++) {
      at = t.indexOf(f, at + 1);
      if (at < 0) return t;
    }
    return t.slice(0, at) + text(to) + t.slice(at + f.length);
  },
  REPT: ([v = null, n = null]) => text(v).repeat(Math.min(count(n), 32_767)),
  LEN: ([v = null]) => text(v).length,
  T: ([v = null]) => (typeof v === 'string' ? v : ''),
  CHAR: ([n = null]) => String.fromCharCode(count(n, 1)),
};

/** Functions whose result is always text: a formula made of one of them, or joined by `&`, yields text. */
const TEXT_FUNCTIONS = new Set([
  ...Object.keys(FUNCTIONS).filter((f) => f !== 'LEN'),
  'TEXT',
  'TEXTJOIN',
  'FIXED',
  'DOLLAR',
  'CLEAN',
  'REPLACE',
]);

/** Functions that answer one of their arguments, by the positions of the arguments they may answer. */
const CHOICE_FUNCTIONS: Record<string, (i: number) => boolean> = {
  IF: (i) => i > 0,
  IFERROR: () => true,
  IFNA: () => true,
  IFS: (i) => i % 2 === 1,
  CHOOSE: (i) => i > 0,
};

/**
 * Whether a formula yields text by its form whatever its cells hold: a text literal, a `&` outside brackets, one
 * call of a text function, or a choice (IF…) one of whose answers is a text literal. (A formula that only refers to
 * a text cell yields text too, which shows once computed.)
 */
export function isTextFormula(formula: string): boolean {
  const tokens = tokenize(formula);
  if (tokens.length === 1 && tokens[0]?.k === 'str') return true;
  const opens = (t: Token) => t.k === 'fn' || (t.k === 'op' && t.v === '(');
  const closes = (t: Token) => t.k === 'op' && t.v === ')';
  let depth = 0;
  for (const t of tokens) {
    if (opens(t)) depth++;
    else if (closes(t)) depth--;
    else if (t.k === 'op' && t.v === '&' && depth === 0) return true;
  }
  const head = tokens[0];
  if (head?.k !== 'fn') return false;
  const choice = CHOICE_FUNCTIONS[head.name];
  if (!TEXT_FUNCTIONS.has(head.name) && !choice) return false;
  // one call closing at the last token: its arguments, split at the commas of its own level
  const args: Token[][] = [[]];
  depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (closes(t) && depth === 1) {
      if (i !== tokens.length - 1) return false;
      break;
    }
    if (opens(t)) depth++;
    else if (closes(t)) depth--;
    if (i === 0) continue;
    if (depth === 1 && t.k === 'op' && t.v === ',') args.push([]);
    else args.at(-1)!.push(t);
  }
  if (!choice) return true;
  return args.some((a, i) => choice(i) && a.length === 1 && a[0]!.k === 'str');
}

/**
 * Computes a formula (SheetJS's text of it). `cell(row, col)` gives the value of a cell of the same sheet (0-based;
 * null when blank) and computes the ones that are such formulas themselves. Throws FormulaNotComputed for anything
 * outside the language above.
 */
export function computeFormula(formula: string, cell: (row: number, col: number) => FormulaValue): FormulaValue {
  const tokens = tokenize(formula);
  let i = 0;
  const peek = () => tokens[i];
  const isOp = (v: string) => {
    const t = tokens[i];
    return t?.k === 'op' && t.v === v;
  };
  const expect = (v: string) => {
    if (!isOp(v)) throw notComputed(`expected ${v}`);
    i++;
  };

  // precedence as in Excel: & below + -, below * /, below a sign
  function concat(): FormulaValue {
    let v = sum();
    while (isOp('&')) {
      i++;
      v = text(v) + text(sum());
    }
    return v;
  }
  function sum(): FormulaValue {
    let v = product();
    while (isOp('+') || isOp('-')) {
      const op = (tokens[i++] as { v: string }).v;
      const r = product();
      v = op === '+' ? number(v) + number(r) : number(v) - number(r);
    }
    return v;
  }
  function product(): FormulaValue {
    let v = unary();
    while (isOp('*') || isOp('/')) {
      const op = (tokens[i++] as { v: string }).v;
      const r = number(unary());
      if (op === '/' && r === 0) throw notComputed('#DIV/0!');
      v = op === '*' ? number(v) * r : number(v) / r;
    }
    return v;
  }
  function unary(): FormulaValue {
    if (isOp('-')) {
      i++;
      return -number(unary());
    }
    if (isOp('+')) {
      i++;
      return unary();
    }
    return primary();
  }
  function primary(): FormulaValue {
    const t = peek();
    i++;
    if (!t) throw notComputed('unexpected end');
    switch (t.k) {
      case 'str':
      case 'num':
      case 'bool':
        return t.v;
      case 'ref':
        return cell(t.row, t.col);
      case 'fn': {
        const fn = FUNCTIONS[t.name];
        if (!fn) throw notComputed(`function ${t.name}`);
        const args: FormulaValue[] = [];
        if (!isOp(')')) {
          args.push(concat());
          while (isOp(',')) {
            i++;
            args.push(concat());
          }
        }
        expect(')');
        return fn(args);
      }
      case 'op':
        if (t.v === '(') {
          const v = concat();
          expect(')');
          return v;
        }
        throw notComputed(`unexpected ${t.v}`);
      default:
        throw notComputed(`unexpected ${t.v}`);
    }
  }

  const v = concat();
  if (i !== tokens.length) throw notComputed('unexpected text after the formula');
  return v;
}
