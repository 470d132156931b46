import { describe, expect, it } from 'vitest';
import { CALL_IMPORT_MESSAGES, callImportColumns, ignoredCallColumns, NumberMemo, readCallLine, readCallTime } from './call-import.ts';
import {
  CALL_EXPORT_DERIVED_COLUMNS,
  CALL_EXPORT_NAMES,
  CALL_TEMPLATE_COLUMNS,
  CALL_TEMPLATE_EXAMPLE,
  validateCallRow,
} from './call-upload.ts';
import { CALL_RECORD_COLUMNS } from './schemas.ts';

const cols = callImportColumns(CALL_TEMPLATE_COLUMNS)!;
const line = (over: Partial<Record<(typeof CALL_TEMPLATE_COLUMNS)[number], string>>) =>
  CALL_TEMPLATE_COLUMNS.map((c) => (c in over ? (over[c] as string) : CALL_TEMPLATE_EXAMPLE[c]));

describe('the header of a call import', () => {
  it('finds the template columns in any order and case, and wants the required ones', () => {
    const c = callImportColumns(['cdr_cldnum', ' CDR_SEIZTIME ', 'extra']);
    expect(c).toMatchObject({ CDR_CLDNUM: 0, CDR_SEIZTIME: 1, CDR_CLGNUM: -1 });
    expect(callImportColumns(['CDR_SEIZTIME', 'CDR_CLGNUM'])).toBeNull();
    expect(CALL_IMPORT_MESSAGES.header).toContain('CDR_SEIZTIME and CDR_CLDNUM');
  });
});

describe('an exported file loaded again', () => {
  it('reads every column of the call records export, or says it is derived', () => {
    const names = Object.values(CALL_EXPORT_NAMES) as string[];
    const unread = CALL_RECORD_COLUMNS.filter(
      (c) => !CALL_TEMPLATE_COLUMNS.some((t) => t.toLowerCase() === c.toLowerCase()) && !names.includes(c),
    );
    expect(unread).toEqual([...CALL_EXPORT_DERIVED_COLUMNS]);
    const cols = callImportColumns(CALL_RECORD_COLUMNS)!;
    expect(cols).toMatchObject({
      CDR_ANSWERTIME: CALL_RECORD_COLUMNS.indexOf('answer_time'),
      CDR_ALERTTIME: CALL_RECORD_COLUMNS.indexOf('alerting_time'),
      DIRECTION: CALL_RECORD_COLUMNS.indexOf('direction'),
    });
    expect(ignoredCallColumns(CALL_RECORD_COLUMNS)).toEqual([...CALL_EXPORT_DERIVED_COLUMNS]);
  });

  it('prefers the template name, and names what it does not read as written', () => {
    const header = ['CDR_SEIZTIME', 'cdr_cldnum', 'answer_time', ' CDR_ANSWERTIME ', '', 'cdr_cldnum', 'CDR_ANSWER_TIME'];
    expect(callImportColumns(header)).toMatchObject({ CDR_ANSWERTIME: 3, CDR_CLDNUM: 1 });
    expect(ignoredCallColumns(header)).toEqual(['answer_time', 'cdr_cldnum', 'CDR_ANSWER_TIME']);
    const sheetRow = { cdr_seiztime: '2026-11-20 09:15:02', cdr_cldnum: '+442079460000', answer_time: '2026-11-20 09:15:09' };
    expect(validateCallRow({ ...sheetRow, alerting_time: '2026-11-20T09:15:04.000Z', direction: 'outbound' })).toMatchObject({
      ok: true,
      data: { CDR_ANSWERTIME: '2026-11-20T09:15:09.000Z', CDR_ALERTTIME: '2026-11-20T09:15:04.000Z', DIRECTION: 'outbound' },
    });
    // the template's column left blank: no answer time, whatever the export's column says
    const blank = validateCallRow({ ...sheetRow, cdr_answertime: '' });
    expect(blank.ok && (blank.data.CDR_ANSWERTIME ?? null)).toBeNull();
  });
});

describe('call times at volume', () => {
  it('reads the template times by hand, and the others as toUtcIso', () => {
    expect(readCallTime('2026-11-20 09:15:02')).toEqual([Date.parse('2026-11-20T09:15:02Z'), '2026-11-20 09:15:02+00']);
    expect(readCallTime('2026-11-20T09:15')?.[1]).toBe('2026-11-20 09:15:00+00');
    expect(readCallTime('2026-11-20 09:15:02.25')?.[0]).toBe(Date.parse('2026-11-20T09:15:02.250Z'));
    expect(readCallTime('2026-11-20 10:15:02+0100')).toEqual([Date.parse('2026-11-20T09:15:02Z'), '2026-11-20T09:15:02.000Z']);
    expect(readCallTime('2024-02-29 10:00:00')).not.toBeNull();
    for (const bad of ['2026-02-29 10:00:00', '2026-13-01 00:00:00', '2026-11-20 24:00:00', '2026-11-20', 'yesterday'])
      expect(readCallTime(bad), bad).toBeNull();
  });
});

describe('a line of a call import', () => {
  const memo = new NumberMemo();

  it('reads the template example as the xlsx upload does', () => {
    const r = readCallLine(line({}), cols, memo);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const v = validateCallRow(Object.fromEntries(CALL_TEMPLATE_COLUMNS.map((c) => [c, CALL_TEMPLATE_EXAMPLE[c]])));
    if (!v.ok) throw new Error('the example is valid');
    expect(r.call).toMatchObject({
      called_number: v.data.CDR_CLDNUM,
      calling_number: v.data.CDR_CLGNUM,
      completion_code: v.data.CDR_COMPCODE,
      release_direction: v.data.CDR_RELEASEDIR,
      direction: 'inbound',
      duration_seconds: 211,
      service_number: '+442079460000',
      ic_customer_name: 'Example Carrier',
      og_customer_name: null,
    });
    expect(Date.parse(r.call.seized_at.replace(' ', 'T').replace('+00', 'Z'))).toBe(Date.parse(v.data.CDR_SEIZTIME));
  });

  it('brings the numbers to E.164 with the called number’s country, and names the outbound service number', () => {
    for (const calling of ['33612345778', '0033612345778', '+33 6 12 34 57 78'])
      expect(readCallLine(line({ CDR_CLGNUM: calling }), cols, memo)).toMatchObject({ ok: true, call: { calling_number: '+33612345778' } });
    expect(readCallLine(line({ CDR_CLGNUM: '020 7946 0001' }), cols, memo)).toMatchObject({ call: { calling_number: '+442079460001' } });
    expect(readCallLine(line({ DIRECTION: 'Outbound', CDR_CLGNUM: '+4930100000' }), cols, memo)).toMatchObject({
      call: { direction: 'outbound', service_number: '+4930100000' },
    });
    expect(readCallLine(line({ DIRECTION: 'outbound', CDR_CLGNUM: '' }), cols, memo)).toMatchObject({ call: { service_number: null } });
  });

  it('refuses what the xlsx upload refuses, on the same field with the same message', () => {
    const cases: Partial<Record<(typeof CALL_TEMPLATE_COLUMNS)[number], string>>[] = [
      { CDR_SEIZTIME: '' },
      { CDR_SEIZTIME: '2026-02-30 10:00:00' },
      { CDR_CLDNUM: '' },
      { CDR_CLDNUM: '12' },
      { CDR_CLGNUM: 'anonymous' },
      { CDR_CLDCNUM: '12ab' },
      { CDR_ORIGIN: 'x'.repeat(101) },
      { CDR_ALERTTIME: 'soon' },
      { CDR_ANSWERTIME: '2026-11-20 09:15:00' },
      { CDR_DISCTIME: '2026-11-20 09:15:08' },
      { CDR_COMPCODE: '128' },
      { CDR_COMPCODE: '1.5' },
      { CDR_RELEASEDIR: 'up' },
      { DIRECTION: 'sideways' },
      { CDR_OG_CUSTOMER_NAME: 'y'.repeat(201) },
    ];
    for (const over of cases) {
      const fields = line(over);
      const upload = validateCallRow(Object.fromEntries(CALL_TEMPLATE_COLUMNS.map((c, i) => [c, fields[i]])));
      const imported = readCallLine(fields, cols, memo);
      expect(upload.ok, JSON.stringify(over)).toBe(false);
      if (upload.ok) continue;
      expect(imported, JSON.stringify(over)).toEqual({ ok: false, ...upload.errors[0] });
    }
  });
});
