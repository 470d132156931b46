import type { StatementLine, StatementLineKind } from '@gsn/domain';
import type { TFunction } from 'i18next';
import { currentLanguage, LANGUAGE_TAGS } from '../../../lib/i18n';
import { formatCharge } from '../../coverage';

/** A statement's groups of lines, in the order a statement shows them and with the totals that sum them. */
export const LINE_GROUPS = [
  { key: 'oneTime', total: 'one_time', kinds: ['nrc', 'channel_nrc'] },
  { key: 'recurring', total: 'recurring', kinds: ['mrc', 'channel_mrc'] },
  { key: 'usage', total: 'usage', kinds: ['usage'] },
  { key: 'adjustments', total: 'adjustments', kinds: ['adjustment'] },
] as const satisfies readonly { key: string; total: string; kinds: readonly StatementLineKind[] }[];

const tagOf = (language: string) => LANGUAGE_TAGS[language as keyof typeof LANGUAGE_TAGS] ?? language;

/**
 * A count with its noun in the reader's language: the translation lists the plural forms the language has
 * (`one:# day|other:# days`; Russian adds few and many), `#` standing for the number. One text per language keeps
 * the six files' keys the same whatever plural forms each language has.
 */
export function countText(forms: string, n: number, language = currentLanguage()): string {
  const tag = tagOf(language);
  const byCategory = new Map(
    forms.split('|').map((f) => {
      const at = f.indexOf(':');
      return [f.slice(0, at), f.slice(at + 1)] as const;
    }),
  );
  const form = byCategory.get(new Intl.PluralRules(tag).select(n)) ?? byCategory.get('other') ?? '#';
  return form.replace('#', new Intl.NumberFormat(tag).format(n));
}

/** A day (`YYYY-MM-DD`) in the reader's language, read as the UTC day it names. */
export function formatDay(day: string, language = currentLanguage()): string {
  const at = Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(at)) return day;
  return new Intl.DateTimeFormat(tagOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
}

/** What a line counts, in words: the days of a monthly charge, the channels of a trunk's, the calls of usage. */
export function quantityText(t: TFunction, line: StatementLine): string {
  const count = (unit: 'days' | 'channels' | 'calls', n: number) => countText(t(`billing.units.${unit}`), n);
  switch (line.kind) {
    case 'mrc':
      return count('days', line.explain.days ?? line.quantity);
    case 'channel_nrc':
    case 'channel_mrc':
      return count('channels', line.explain.channels ?? line.quantity);
    case 'usage':
    case 'adjustment':
      return count('calls', line.calls ?? line.quantity);
    default:
      return new Intl.NumberFormat(tagOf(currentLanguage())).format(line.quantity);
  }
}

/** The service a line charges: its number, else the trunk of its order. */
export function serviceText(t: TFunction, line: StatementLine): string {
  if (line.service_number) return line.service_number;
  if (line.order_id !== null) return t('billing.statement.trunkOf', { id: line.order_id });
  return t('billing.statement.noService');
}

/** Which pricing gave the line: the number's own charges, its order's custom tariff or the product's standard one. */
function sourceText(t: TFunction, source: StatementLine['explain']['source']): string | null {
  return source ? t(`billing.explain.source.${source.kind}`, { id: source.id }) : null;
}

/** How a line's amount was computed, in words: the formula with its figures, where its tariff came from, its period. */
export interface LineExplanation {
  formula: string;
  source: string | null;
  period: string | null;
}

/**
 * A line's `explain` in the reader's words, e.g. "£12.00 per month × 16 days ÷ 31 days = £6.1935" from the
 * number's own charges, charged from 16 Oct 2026. Amounts are the exact decimals the server computed (formatted,
 * never recomputed through floats).
 */
export function explainLine(t: TFunction, line: StatementLine, currency: string): LineExplanation {
  const e = line.explain;
  const money = (v: string | null) => (v === null ? '' : (formatCharge(v, currency) ?? v));
  const count = (unit: 'days' | 'channels' | 'calls', n: number | null) => countText(t(`billing.units.${unit}`), n ?? 0);
  const language = currentLanguage();
  const values = {
    unit: money(e.unit_amount),
    amount: money(line.amount),
    days: count('days', e.days),
    daysInMonth: count('days', e.days_in_month),
    channels: count('channels', e.channels ?? line.quantity),
    calls: count('calls', line.calls ?? line.quantity),
    seconds: new Intl.NumberFormat(tagOf(language), { style: 'unit', unit: 'second' }).format(line.billed_seconds ?? 0),
    rate: money(e.rate),
    month: line.calls_month ?? '',
  };
  const formula = t(`billing.explain.${line.kind}`, values);
  const rules =
    (line.kind === 'usage' || line.kind === 'adjustment') && (e.rate_field || e.increment)
      ? ` ${t('billing.explain.rules', { field: e.rate_field ?? '—', increment: e.increment ?? '—' })}`
      : '';
  const period = e.period_start
    ? e.period_end
      ? t('billing.explain.period', { start: formatDay(e.period_start, language), end: formatDay(e.period_end, language) })
      : t('billing.explain.periodOpen', { start: formatDay(e.period_start, language) })
    : null;
  return { formula: `${formula}${rules}`, source: sourceText(t, e.source), period };
}
