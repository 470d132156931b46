import { describe, expect, it } from 'vitest';
import { CALL_UPLOAD_MESSAGES, KPI_RULES, REPORT_MESSAGES } from '@gsn/domain';
import en from '../../../locales/en.json';
import { statsRow } from '../test/fixtures';
import {
  callRecordListParams,
  callSearchOf,
  dateErrors,
  firstSelectableDay,
  NO_CALL_SEARCH,
  readCallFilters,
  readHourlyDates,
  searchErrors,
  writeCallFilters,
} from './filters';
import { hourlyPoints } from './hourly';
import { formatKpi } from './kpis';

describe('report filters in the address', () => {
  it('reads the known values only, and the customer only for staff', () => {
    const params = new URLSearchParams(
      'customer_id=3&service_type=DID&jurisdiction=%20France%20&city=Paris&direction=inbound&fromDate=2026-11-01&toDate=2026-11-30',
    );
    expect(readCallFilters(params, true)).toEqual({
      customer_id: 3,
      service_type: 'DID',
      jurisdiction: 'France',
      city: 'Paris',
      direction: 'inbound',
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
    });
    expect(readCallFilters(params, false).customer_id).toBeNull();
    const bad = new URLSearchParams('customer_id=x&service_type=FAX&city=Paris&direction=sideways&fromDate=2026-02-30&toDate=tomorrow');
    expect(readCallFilters(bad, true, '2026-11-21')).toEqual({
      customer_id: null,
      service_type: null,
      jurisdiction: null,
      // a city belongs to a jurisdiction
      city: null,
      direction: null,
      // no valid date: the default range, yesterday to today
      fromDate: '2026-11-20',
      toDate: '2026-11-21',
    });
    // one date: the other is left to the server's 30-day window
    expect(readCallFilters(new URLSearchParams('fromDate=2026-11-01'), true, '2026-11-21')).toMatchObject({
      fromDate: '2026-11-01',
      toDate: null,
    });
  });

  it('leaves the default range out of the address, and offers the last 30 days', () => {
    const f = { jurisdiction: 'France', fromDate: '2026-11-20', toDate: '2026-11-21' };
    expect(writeCallFilters(f, {}, '2026-11-21').toString()).toBe('jurisdiction=France');
    expect(writeCallFilters({ ...f, fromDate: '2026-11-19' }, {}, '2026-11-21').toString()).toBe(
      'jurisdiction=France&fromDate=2026-11-19&toDate=2026-11-21',
    );
    expect(firstSelectableDay('2026-11-21')).toBe('2026-10-23');
  });

  it('writes the set values and the page’s own parameters', () => {
    expect(writeCallFilters({ customer_id: 3, city: null, fromDate: '2026-11-01' }, { view: 'table', page: null }).toString()).toBe(
      'customer_id=3&fromDate=2026-11-01&view=table',
    );
  });

  it('gives the spec’s message keys on both dates when from is after to, and the year limit on to', () => {
    expect(dateErrors({ fromDate: '2026-11-05', toDate: '2026-11-01' })).toEqual({ fromDate: 'fromAfterTo', toDate: 'toBeforeFrom' });
    expect(dateErrors({ fromDate: '2025-01-01', toDate: '2026-01-02' })).toEqual({ toDate: 'tooManyDays' });
    expect(dateErrors({ fromDate: '2026-11-01', toDate: '2026-11-01' })).toEqual({});
    expect(dateErrors({ fromDate: null, toDate: '2026-11-01' })).toEqual({});
  });

  it('reads the call records’ search as written, beside the report filters', () => {
    const params = new URLSearchParams(
      'jurisdiction=France&calling_prefix=%2B44%2020&called_prefix=0088&cause=17,34&min_duration=60&max_duration=',
    );
    const { filters } = callRecordListParams.read(params, { staff: true });
    expect(filters.jurisdiction).toBe('France');
    expect(callSearchOf(filters)).toEqual({
      calling_prefix: '+44 20',
      called_prefix: '0088',
      cause: '17,34',
      min_duration: '60',
      max_duration: null,
    });
    // the statistics pages' address knows nothing of the search
    expect(readCallFilters(params, true)).not.toHaveProperty('calling_prefix');
    expect(
      writeCallFilters({ jurisdiction: 'France', ...NO_CALL_SEARCH, calling_prefix: '+44', cause: '17,34' }, {}, '2026-11-21').toString(),
    ).toBe('jurisdiction=France&calling_prefix=%2B44&cause=17%2C34');
  });

  it('checks the search with the domain’s rules: a message key per wrong field', () => {
    expect(searchErrors({ ...NO_CALL_SEARCH, calling_prefix: '+44 20', cause: '16', min_duration: '0', max_duration: '30' })).toEqual({});
    expect(searchErrors({ calling_prefix: 'abc', called_prefix: '+8%', cause: '17,x', min_duration: '1.5', max_duration: '-1' })).toEqual({
      calling_prefix: 'badPrefix',
      called_prefix: 'badPrefix',
      cause: 'badCause',
      min_duration: 'badSeconds',
      max_duration: 'badSeconds',
    });
    expect(searchErrors({ ...NO_CALL_SEARCH, min_duration: '90', max_duration: '30' })).toEqual({
      min_duration: 'minAboveMax',
      max_duration: 'maxBelowMin',
    });
  });

  it('compares yesterday and today by default, else up to 4 distinct real days', () => {
    expect(readHourlyDates(null, '2026-03-01')).toEqual(['2026-02-28', '2026-03-01']);
    expect(readHourlyDates('2026-11-01,2026-11-01,2026-02-30,x,2026-11-02,2026-11-03,2026-11-04,2026-11-05', '2026-11-21')).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
    ]);
    expect(readHourlyDates('', '2026-11-21')).toEqual([]);
  });
});

describe('hourly points', () => {
  it('turns the 24 rows per day into 24 hours with a value per day', () => {
    const rows = [
      statsRow('2026-11-20', { hour: 0, asr: 40 }),
      statsRow('2026-11-20', { hour: 23, asr: 60 }),
      statsRow('2026-11-21', { hour: 23, asr: 70 }),
    ];
    const points = hourlyPoints(rows, ['2026-11-20', '2026-11-21'], 'asr');
    expect(points).toHaveLength(24);
    expect(points[0]).toEqual({ hour: 0, label: '00:00', '2026-11-20': 40 });
    expect(points[23]).toEqual({ hour: 23, label: '23:00', '2026-11-20': 60, '2026-11-21': 70 });
  });

  it('shows a ratio without calls as a dash, never as 0 %', () => {
    expect(formatKpi('asr', null)).toBe('—');
    expect(formatKpi('pdd', null)).toBe('—');
    expect(formatKpi('asr', 0)).toBe('0 %');
    expect(formatKpi('aloc', 90.5)).toBe('90.5 s');
    expect(formatKpi('callattempts', 1200)).toBe('1,200');
  });
});

describe('report texts', () => {
  it('shows the domain’s KPI rules and messages in English word for word', () => {
    expect(Object.fromEntries(Object.keys(KPI_RULES).map((k) => [k, (en.reports.rules as Record<string, string>)[k]]))).toEqual(KPI_RULES);
    for (const [k, text] of Object.entries(REPORT_MESSAGES)) {
      expect((en.reports.messages as Record<string, string>)[k]).toBe(text.trim());
    }
    // the call loading answers are translated by their English text
    expect(en.reports.load.messages).toEqual(CALL_UPLOAD_MESSAGES);
  });
});
