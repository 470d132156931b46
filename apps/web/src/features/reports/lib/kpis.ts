import type { TFunction } from 'i18next';
import type { CallKpis } from '@gsn/domain';
import { formatNumber } from '../../../lib/format';

export type KpiKey = keyof CallKpis;

/** The hourly KPI picker's choices, in the contract's order. */
export const KPI_CHOICES: readonly KpiKey[] = ['callattempts', 'successfulcalls', 'minutes', 'asr', 'ner', 'aloc', 'pdd'];

/**
 * ITU-T abbreviations are written the same in every language (only their full names are translated) and the
 * units are symbols: they are not in the locale files.
 */
const ABBREVIATIONS: Partial<Record<KpiKey, string>> = { asr: 'ASR', ner: 'NER', aloc: 'ALOC', pdd: 'PDD' };
export const KPI_UNITS: Partial<Record<KpiKey, '%' | 's'>> = { asr: '%', ner: '%', aloc: 's', pdd: 's' };

type T = TFunction;

/** The short name of a KPI: "ASR" or the translated "Call attempts". */
export const kpiName = (t: T, k: KpiKey) => ABBREVIATIONS[k] ?? t(`reports.kpi.${k}`);

/** A column heading: the short name with its unit, e.g. "ASR (%)". */
export const kpiHeading = (t: T, k: KpiKey) => (KPI_UNITS[k] ? `${kpiName(t, k)} (${KPI_UNITS[k]})` : kpiName(t, k));

/** The translated full name of an abbreviated KPI (its tooltip), or null. */
export const kpiFullName = (t: T, k: KpiKey) => (ABBREVIATIONS[k] ? t(`reports.kpi.${k}`) : null);

/** A KPI figure in the interface language; a ratio without calls (null) as a dash. */
export const formatFigure = (v: number | null) => (v === null ? '—' : formatNumber(v));

/** A KPI value in the interface language, with its unit; a ratio without calls as a dash. */
export const formatKpi = (k: KpiKey, v: number | null) =>
  v === null ? '—' : KPI_UNITS[k] === '%' ? `${formatNumber(v)} %` : KPI_UNITS[k] === 's' ? `${formatNumber(v)} s` : formatNumber(v);
