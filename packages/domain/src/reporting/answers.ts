import { z } from 'zod';
import { dataAnswer, timestampAnswer } from '../common/answers.ts';
import { exportFileAnswer } from '../exports/answers.ts';

const json = z.record(z.string(), z.unknown());

/** A saved report as the API shows it (its definition as stored, its last run and next scheduled run). */
export const reportAnswer = z
  .object({
    id: z.number().int(),
    account_id: z.number().int(),
    /** Staff's `all=true` list only. */
    owner_email: z.string().nullable().optional(),
    name: z.string(),
    type: z.string(),
    filters: json,
    period: json,
    time_zone: z.string(),
    format: z.string(),
    schedule: json,
    email: z.boolean(),
    next_run_at: timestampAnswer.nullable(),
    createdAt: timestampAnswer,
    last_run: z.object({ filename: z.string(), status: z.string(), percentage: z.number(), createdAt: timestampAnswer }).nullable(),
  })
  .meta({ id: 'Report' });
export const reportListAnswer = z.object({ data: z.array(reportAnswer), count: z.number().int() });
export const reportGetAnswer = z.object({ data: reportAnswer });
export const reportWriteAnswer = dataAnswer(reportAnswer);
/** 202 of POST /reporting/reports/{id}/run: the queued export file. */
export const reportRunAnswer = dataAnswer(exportFileAnswer);
