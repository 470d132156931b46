import { z } from 'zod';
import { dataAnswer, pageAnswer } from '../common/answers.ts';
import { EXPORT_FORMATS, EXPORT_STATUSES } from './schemas.ts';

/** An export file as GET /downloads lists it. */
export const exportFileAnswer = z
  .object({
    filename: z.string(),
    category: z.string(),
    report_name: z.string(),
    format: z.enum(EXPORT_FORMATS),
    percentage: z.number(),
    status: z.enum(EXPORT_STATUSES),
    rows: z.number().int().nullable(),
    /** Why a Failed file could not be made; null otherwise. */
    error: z.string().nullable(),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: 'ExportFile' });

export const downloadsListAnswer = pageAnswer(exportFileAnswer);
/** 202 of GET /reports/download/{category}/{report_name}: the queued file. */
export const exportQueuedAnswer = dataAnswer(exportFileAnswer);
