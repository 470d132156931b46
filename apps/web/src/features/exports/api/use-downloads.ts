import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Answer, downloadsListAnswer, ExportFormat, ExportStatus, exportFileAnswer, exportQueuedAnswer } from '@gsn/domain';
import { apiGet } from '../../../lib/api';
import { downloadFile } from '../../../lib/transfer';
import { PAGE_SIZE, queryString } from '../../../lib/query';
import { DOWNLOAD_BADGE_KEY, watchDownloads } from './use-download-count';

export const DOWNLOADS_KEY = ['downloads'] as const;

/** An export file as GET /downloads lists it. */
export type ExportFileRow = Answer<typeof exportFileAnswer>;

/** While a file is being made its row is refreshed this often. */
export const DOWNLOADS_REFRESH_MS = 3000;

const BUSY: readonly ExportStatus[] = ['Pending', 'Processing'];
export const isBusy = (row: Pick<ExportFileRow, 'status'>) => BUSY.includes(row.status);

/** The GET queries of the downloads (their keys are what a queued export invalidates). */
export const downloadQueries = {
  /** GET /downloads: the caller's export files, newest first, 10 a page; refreshed every 3 s while one is being made. */
  list: (page: number, size: number = PAGE_SIZE) =>
    queryOptions({
      queryKey: [...DOWNLOADS_KEY, 'list', page, size],
      queryFn: ({ signal }) => apiGet<Answer<typeof downloadsListAnswer>>(`/downloads${queryString({ limit: size, page })}`, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
      refetchInterval: (query) => ((query.state.data?.data ?? []).some(isBusy) ? DOWNLOADS_REFRESH_MS : false),
    }),
};

export type ExportFilters = Record<string, string | number | boolean | null | undefined>;

export interface ExportRequest {
  /** e.g. 'inventory' */
  category: string;
  /** e.g. 'inventorynumbers' */
  report: string;
  format: ExportFormat;
  /** The report's current filters, sent beside the format. */
  filters: ExportFilters;
}

/** 202 of GET /reports/download/{category}/{report_name}: the queued file. */
export type ExportAnswer = Answer<typeof exportQueuedAnswer>;

/** The path of GET /reports/download/{category}/{report_name} with the format and the report's filters. */
export function exportPath({ category, report, format, filters }: ExportRequest): string {
  return `/reports/download/${encodeURIComponent(category)}/${encodeURIComponent(report)}${queryString({ ...filters, format })}`;
}

/** Queues an export (202); the downloads list and the header badge follow it. Errors are shown by the caller. */
export function useRequestExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (req: ExportRequest) => apiGet<ExportAnswer>(exportPath(req), { silent: true }),
    onSuccess: () => {
      watchDownloads(client.getQueryData<number>(DOWNLOAD_BADGE_KEY));
      return Promise.all([
        client.invalidateQueries({ queryKey: DOWNLOADS_KEY }),
        client.invalidateQueries({ queryKey: DOWNLOAD_BADGE_KEY }),
      ]);
    },
  });
}

/** GET /download/{filename} with the session token, saved by the browser; the file is then no longer "fresh". */
export function useDownloadExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (filename: string) => downloadFile(`/download/${encodeURIComponent(filename)}`, filename),
    onSettled: () => client.invalidateQueries({ queryKey: DOWNLOAD_BADGE_KEY }),
  });
}
