import { defineListParams, type ListValuesOf } from '../../../lib/list-view';
import { downloadQueries } from './use-downloads';

/** The downloads list's address (/portal/downloads): page and size (newest first). */
export const downloadListParams = defineListParams({ filters: {} });

/** The downloads page's query for what its address says. */
export const downloadListQuery = ({ view }: ListValuesOf<typeof downloadListParams>) => downloadQueries.list(view.page - 1, view.size);
