import type { PermissionAction } from '@gsn/domain';
import type { z } from 'zod';
import type { CountResult } from '../db/paging.ts';
import type { Access } from '../plugins/access.ts';

/**
 * The contracts of the registries modules contribute to through their manifest (modules/<name>/index.ts):
 * spreadsheet templates (served by modules/templates) and exportable reports (run by modules/exports).
 */

/**
 * A spreadsheet template served at GET /templates/{name} (spec 1 §7). A feature with a bulk upload contributes
 * its template: the columns, an example row, and who may download it (usually who may upload).
 */
export interface TemplateDef {
  name: string;
  filename: string;
  sheetName: string;
  columns: readonly string[];
  example: Readonly<Record<string, string>>;
  access: Access;
}

/**
 * A built-in notification type a feature contributes (its manifest's `notificationTypes`): the key the feature
 * notifies by, who receives it by default and whether it is e-mailed. Every start adds the ones a database lacks;
 * an administrator's edits of existing ones are kept (db/seed).
 */
export interface NotificationTypeSeed {
  functionality_id: number;
  category: string;
  sub_category: string;
  action: string;
  default_receiver_account_type_id: number[];
  alert_email: boolean;
}

/** Who asked for an export, as the job sees the account when it runs. */
export interface ExportViewer {
  accountTypeId: number;
  customerId: number | null;
}

/**
 * One exportable report (`GET /reports/download/{category}/{report_name}`): who may export it, its filters (the
 * same query parameters as its list), the file's columns and the rows in keyset batches (flat memory, constant
 * cost per batch however deep). Each report applies its own visibility from the viewer.
 */
export interface ExportReport<F extends z.ZodObject = z.ZodObject> {
  category: string;
  report_name: string;
  permission: { functionality: number; action: PermissionAction };
  filters: F;
  columns: readonly string[];
  /** Matching rows, counted up to `cap`. */
  count(viewer: ExportViewer, filters: z.output<F>, cap: number): Promise<CountResult>;
  batches(viewer: ExportViewer, filters: z.output<F>, size: number): AsyncIterable<Record<string, unknown>[]>;
}

/** Keeps a report's filter type while the registry holds them all. */
export const exportReport = <F extends z.ZodObject>(r: ExportReport<F>) => r as unknown as ExportReport;

/** A report small enough to compute whole (a handful of rows): its count is its length, and one batch holds it all. */
export function wholeExportReport<F extends z.ZodObject>(
  r: Omit<ExportReport<F>, 'count' | 'batches'> & { rows(viewer: ExportViewer, filters: z.output<F>): Promise<readonly object[]> },
): ExportReport {
  const { rows, ...report } = r;
  return exportReport<F>({
    ...report,
    async count(viewer, f) {
      return { count: (await rows(viewer, f)).length, capped: false };
    },
    async *batches(viewer, f) {
      yield (await rows(viewer, f)) as unknown as Record<string, unknown>[];
    },
  });
}
