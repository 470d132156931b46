import { MONTH_PATTERN, monthBounds } from '@gsn/domain';
import { createParser } from 'nuqs';
import { currentLanguage, LANGUAGE_TAGS } from '../../../lib/i18n';
import { defineListParams } from '../../../lib/list-view';

/** Where the statements live (docs/billing.md, Statements). */
export const STATEMENTS_PATH = '/portal/management/billing/statements';

/** One company's statement of a month (all its currencies). */
export const statementPath = (customerId: number, month: string) => `${STATEMENTS_PATH}/${customerId}/${month}`;

/** The month of a day, `YYYY-MM`, in UTC: statements are calendar months in UTC. */
export const monthOf = (d: Date) => d.toISOString().slice(0, 7);

/** `n` months after `month` (before it when negative). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return monthOf(new Date(Date.UTC(y, m - 1 + n, 1)));
}

/** The month a statement page opens on: the previous one, the last that may have ended and be closed. */
export const defaultMonth = (now = new Date()) => addMonths(monthOf(now), -1);

/** How many past months the month picker offers (a month in the address outside them is offered too). */
export const MONTHS_OFFERED = 36;

/**
 * The months the picker offers, newest first: from the current month back `MONTHS_OFFERED` months, and `chosen`
 * wherever it falls (a shared link to an older or a later month).
 */
export function monthsOffered(chosen: string, now = new Date()): string[] {
  const current = monthOf(now);
  const months = Array.from({ length: MONTHS_OFFERED + 1 }, (_, i) => addMonths(current, -i));
  if (!months.includes(chosen)) months.push(chosen);
  return months.sort().reverse();
}

/** "November 2026" in the interface language. */
export function monthLabel(month: string, language = currentLanguage()): string {
  const first = Date.parse(`${monthBounds(month).first}T00:00:00Z`);
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first);
}

/** A month in the address, `YYYY-MM`; anything else reads as none (the default month). */
export const parseAsMonth = createParser({ parse: (v) => (MONTH_PATTERN.test(v) ? v : null), serialize: (v: string) => v });

/** The statements page's address: the month (absent: the previous month). */
export const statementsListParams = defineListParams({ filters: { month: parseAsMonth } });
