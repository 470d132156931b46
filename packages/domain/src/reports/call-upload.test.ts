import { describe, expect, it } from 'vitest';
import {
  answeredSeconds,
  CALL_TEMPLATE_EXAMPLE,
  CALL_UPLOAD_MESSAGES as M,
  callKey,
  serviceNumberOfCall,
  toUtcIso,
  validateCallRow,
} from './call-upload.ts';

const lower = (row: Record<string, string>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k.toLowerCase(), v]));

describe('call times', () => {
  it('reads UTC times with a space or T, seconds optional, and zones', () => {
    expect(toUtcIso('2026-11-20 09:15:02')).toBe('2026-11-20T09:15:02.000Z');
    expect(toUtcIso('2026-11-20T09:15')).toBe('2026-11-20T09:15:00.000Z');
    expect(toUtcIso('2026-11-20T09:15:02.250Z')).toBe('2026-11-20T09:15:02.250Z');
    expect(toUtcIso('2026-11-20 10:15:02+0100')).toBe('2026-11-20T09:15:02.000Z');
    expect(toUtcIso('2026-02-30 10:00:00')).toBeNull();
    expect(toUtcIso('20/11/2026 10:00')).toBeNull();
    expect(toUtcIso('2026-11-20')).toBeNull();
  });
});

describe('a call row', () => {
  it('takes the template example (lower-case headers, as the sheet reader gives them) and names the service number', () => {
    const v = validateCallRow(lower(CALL_TEMPLATE_EXAMPLE));
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    expect(v.data).toMatchObject({
      CDR_SEIZTIME: '2026-11-20T09:15:02.000Z',
      CDR_CLDNUM: '+442079460000',
      CDR_COMPCODE: 16,
      CDR_RELEASEDIR: 'calling',
      DIRECTION: 'inbound',
    });
    expect(serviceNumberOfCall(v.data)).toBe('+442079460000');
    expect(answeredSeconds(v.data)).toBe(211);
  });

  it('needs the seizure time and the called number; direction defaults to inbound', () => {
    const v = validateCallRow({ cdr_clgnum: '+33612345678' });
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.errors).toEqual([
      { field: 'CDR_SEIZTIME', message: M.seizureRequired },
      { field: 'CDR_CLDNUM', message: M.calledRequired },
    ]);
    const ok = validateCallRow({ cdr_seiztime: '2026-11-20 09:15:02', cdr_cldnum: '+44 20 7946 0000' });
    expect(ok.ok && ok.data.DIRECTION).toBe('inbound');
    expect(ok.ok && answeredSeconds(ok.data)).toBe(0);
  });

  it('names every wrong column: numbers, cause, release direction, times out of order', () => {
    const v = validateCallRow({
      cdr_seiztime: '2026-11-20 09:15:02',
      cdr_cldnum: '12',
      cdr_clgnum: 'anonymous',
      cdr_answertime: '2026-11-20 09:15:00',
      cdr_compcode: '200',
      cdr_releasedir: 'sideways',
    });
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(Object.fromEntries(v.errors.map((e) => [e.field, e.message]))).toEqual({
      CDR_CLDNUM: M.e164,
      CDR_CLGNUM: M.number,
      CDR_COMPCODE: M.cause,
      CDR_RELEASEDIR: expect.any(String),
    });
    const order = validateCallRow({
      cdr_seiztime: '2026-11-20 09:15:02',
      cdr_cldnum: '+442079460000',
      cdr_answertime: '2026-11-20 09:15:00',
    });
    expect(order.ok ? [] : order.errors).toEqual([{ field: 'CDR_ANSWERTIME', message: M.order }]);
  });

  it('finds the service number of an outbound call in the calling number', () => {
    expect(serviceNumberOfCall({ DIRECTION: 'outbound', CDR_CLDNUM: '+33612345678', CDR_CLGNUM: '442079460000' })).toBe('+442079460000');
    expect(serviceNumberOfCall({ DIRECTION: 'outbound', CDR_CLDNUM: '+33612345678', CDR_CLGNUM: null })).toBeNull();
  });

  it('keys a call by service number, calling number and the instant of seizure', () => {
    expect(callKey('+442079460000', null, '2026-11-20T10:15:02+01:00')).toBe('+442079460000||2026-11-20T09:15:02.000Z');
  });
});
