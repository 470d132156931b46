import * as XLSX from '@e965/xlsx';
import { fillText, type Language, type StatementLine, type StatementWithLines } from '@gsn/domain';
import { newPdf } from '../../lib/pdf.ts';
import { csvLine, UTF8_BOM } from '../exports/index.ts';
import { STATEMENT_TEXTS, type StatementTexts } from './statements-texts.ts';

/** The formats a statement downloads in. */
export const STATEMENT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

const TOTAL_KEYS = ['one_time', 'recurring', 'usage', 'adjustments', 'total', 'total_due'] as const;

/** How a line was computed, in words (the explain of docs/billing.md), amounts in the statement's currency. */
export function explainText(line: StatementLine, t: StatementTexts, money: (v: string) => string): string {
  const e = line.explain;
  if (line.kind === 'usage' || line.kind === 'adjustment') {
    const rate = e.rate ? `${money(e.rate)}/min` : '';
    return [rate, e.increment, `${line.calls ?? 0} × ${t.calls.toLowerCase()}`, `${line.billed_seconds ?? 0} s`]
      .filter(Boolean)
      .join(' · ');
  }
  const unit = e.unit_amount ? money(e.unit_amount) : '';
  const parts = [unit];
  if (e.channels) parts.push(`× ${e.channels}`);
  if (e.days !== null && e.days_in_month !== null) parts.push(`× ${e.days} ÷ ${e.days_in_month}`);
  return `${parts.join(' ')} = ${money(line.amount)}`.trim();
}

function rows(statements: StatementWithLines[], t: StatementTexts) {
  const header = [
    t.company,
    t.month,
    t.currency,
    t.kind,
    t.serviceNumber,
    t.serviceType,
    t.origin,
    t.callsMonth,
    t.quantity,
    t.calls,
    t.billedSeconds,
    t.amount,
  ];
  const body: (string | number | null)[][] = [];
  for (const s of statements) {
    for (const l of s.lines) {
      body.push([
        s.customer_name,
        s.month,
        s.currency,
        t.kinds[l.kind],
        l.service_number,
        l.service_type,
        l.origin_type,
        l.calls_month,
        l.quantity,
        l.calls,
        l.billed_seconds,
        l.amount,
      ]);
    }
    for (const k of TOTAL_KEYS)
      body.push([s.customer_name, s.month, s.currency, t.totals[k], null, null, null, null, null, null, null, s[k]]);
  }
  return { header, body };
}

/** The statement files: CSV (UTF-8, plain decimals), XLSX (numbers as numbers) and PDF (formatted in the language). */
export async function renderStatement(
  statements: StatementWithLines[],
  format: StatementFormat,
  language: Language,
  company: string,
  month: string,
): Promise<Buffer> {
  const t = STATEMENT_TEXTS[language];
  if (format === 'csv') {
    const { header, body } = rows(statements, t);
    return Buffer.from(UTF8_BOM + csvLine(header) + body.map((r) => csvLine(r)).join(''), 'utf8');
  }
  if (format === 'xlsx') {
    const { header, body } = rows(statements, t);
    const numeric = new Set([8, 9, 10, 11]);
    const sheet = XLSX.utils.aoa_to_sheet([header, ...body.map((r) => r.map((v, i) => (numeric.has(i) && v !== null ? Number(v) : v)))]);
    sheet['!cols'] = header.map((h, i) => ({ wch: i === 3 ? 28 : Math.max(12, h.length + 2) }));
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, t.title.slice(0, 31));
    return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
  }
  return pdf(statements, t, language, company, month);
}

async function pdf(statements: StatementWithLines[], t: StatementTexts, language: Language, company: string, month: string) {
  const { doc, bytes } = await newPdf(language, { Title: `${t.title} ${month}`, Subject: company });
  const width = doc.page.width - 112;
  const [year, m] = month.split('-').map(Number);
  const monthName = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year!, m! - 1, 1),
  );
  doc.font('bold').fontSize(20).text(`${t.title} — ${monthName}`);
  doc.font('regular').fontSize(11).text(company).moveDown(0.5);
  if (!statements.length) doc.fontSize(10).text(t.none);
  for (const s of statements) {
    const money = (v: string, digits = 4) =>
      new Intl.NumberFormat(language, {
        style: 'currency',
        currency: s.currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(Number(v));
    doc.font('bold').fontSize(13).text(`${t.currency}: ${s.currency} · ${t.status[s.status]}`);
    doc.font('regular').fontSize(9).fillColor('#555');
    doc.text(
      s.status === 'closed' && s.closed_at
        ? `${t.closedAt} ${new Date(s.closed_at).toISOString().slice(0, 16).replace('T', ' ')} UTC`
        : t.openNote,
    );
    doc.fillColor('#000').moveDown(0.5);
    const cols = [
      { w: 130, at: 56 },
      { w: 110, at: 190 },
      { w: 50, at: 304 },
      { w: 130, at: 358 },
    ];
    const row = (cells: string[], font: 'regular' | 'bold') => {
      const y = doc.y;
      doc.font(font).fontSize(9);
      let bottom = y;
      cells.forEach((c, i) => {
        const col = cols[i]!;
        doc.text(c, col.at, y, { width: i === 3 ? width - col.at + 56 : col.w, align: i === 2 ? 'right' : 'left' });
        bottom = Math.max(bottom, doc.y);
      });
      doc.x = 56;
      doc.y = bottom + 2;
      if (doc.y > doc.page.height - 90) doc.addPage();
    };
    row([t.kind, t.serviceNumber, t.quantity, `${t.amount} · ${t.how}`], 'bold');
    for (const l of s.lines) {
      row(
        [
          t.kinds[l.kind],
          l.service_number ?? l.service_type ?? '',
          String(l.quantity),
          `${money(l.amount)}\n${explainText(l, t, (v) => money(v))}`,
        ],
        'regular',
      );
    }
    doc.moveDown(0.5);
    for (const k of TOTAL_KEYS) {
      row(
        [t.totals[k], '', '', k === 'total_due' ? money(s.total_due, 2) : money(s[k])],
        k === 'total_due' || k === 'total' ? 'bold' : 'regular',
      );
    }
    doc.moveDown();
  }
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('#555')
    .text(fillText('{title} · {company} · {month}', { title: t.title, company, month }), 56, doc.page.height - 70, { width });
  doc.end();
  return bytes;
}
