import { vi } from 'vitest';
import type { CallKpis, CallRecordRow, CallStatisticsRow } from '@gsn/domain';
import { makeAccount, type MockHandler } from '../../../test/utils';
import { customerRow } from '../../../test/fixtures/accounts';

export const ops = makeAccount({ id: 7, account_type_id: 130, accounttype: { id: 130, account_type: 'operation' } });
export const master = makeAccount({
  id: 50,
  account_type_id: 200,
  accounttype: { id: 200, account_type: 'master' },
  customer_id: 3,
});

const ZERO: CallKpis = { callattempts: 0, successfulcalls: 0, minutes: 0, aloc: 0, asr: 0, ner: 0, pdd: 0 };

export const statsRow = (date: string, o: Partial<CallStatisticsRow> = {}): CallStatisticsRow => ({ ...ZERO, date, costs: [], ...o });

export function callRecord(o: Partial<CallRecordRow> & Pick<CallRecordRow, 'id'>): CallRecordRow {
  return {
    CDR_SEIZTIME: '2026-11-20T09:15:02.000Z',
    SERVICE_TYPE: 'DID',
    vendor_name: 'Orange',
    CDR_CLDNUM: '+33180000001',
    CDR_CLGNUM: '+442079460000',
    CDR_CLDCNUM: '+33612345678',
    CDR_ORIGIN: 'United Kingdom',
    CDR_DESTINATION: 'France',
    CDR_DISCTIME: '2026-11-20T09:17:12.000Z',
    CDR_COMPCODE: 16,
    CDR_RELEASEDIR: 'calling',
    CDR_IC_CUSTOMER_NAME: 'Northwind Telecom',
    CDR_OG_CUSTOMER_NAME: null,
    answer_time: '2026-11-20T09:15:06.000Z',
    alerting_time: '2026-11-20T09:15:04.000Z',
    duration_seconds: 126,
    direction: 'inbound',
    jurisdiction: 'France',
    city: 'Paris',
    origin_type: 'fixed',
    billed_seconds: 126,
    rate: '0.0100',
    cost: '0.0210',
    currency: 'EUR',
    unrated_reason: null,
    ...o,
  };
}

/** The lists every report filter form reads: call jurisdictions, their cities and (staff) the customer companies. */
export const filterLists: Record<string, MockHandler> = {
  'GET /calls/jurisdictions': { body: { data: ['France', 'Germany'] } },
  'GET /calls/cities': ({ url }) => ({
    body: { data: new URL(url, 'http://x').searchParams.get('jurisdiction') === 'France' ? ['Lyon', 'Paris'] : [] },
  }),
  'GET /customers/': {
    body: {
      data: [
        customerRow({ id: 3, name: 'Northwind Telecom', provider_insight_company_code: 'NWT01' }),
        customerRow({ id: 4, name: 'Blue Harbour', provider_insight_company_code: 'BLU02' }),
      ],
      count: 2,
    },
  },
  'GET /downloads': { body: { data: [], count: 0 } },
};

/** The query of the last request to a path, from recorded request addresses. */
export const lastQuery = (urls: string[]) => new URL(urls.at(-1) ?? '', 'http://x').searchParams;

/**
 * jsdom lays nothing out, so recharts warns that every chart's container is 0 × 0: quiet that one warning (the
 * charts are checked by their accessible names, their figures in the tables).
 */
export function quietChartSizeWarnings() {
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('The width(0) and height(0) of chart')) return;
    warn(...args);
  });
}

/** Tests run on 21 November 2026 (UTC): the date pickers open on that month, "yesterday and today" are fixed. */
export function fixToday() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
}
