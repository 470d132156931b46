import {
  callCausesAnswer,
  callStatisticsAnswer,
  callStatisticsHourlyAnswer,
  callStatisticsHourlyQuery,
  callStatisticsQuery,
  errorAnswer,
  summaryOverviewAnswer,
  summaryOverviewQuery,
} from '@gsn/domain';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { answers } from '../../lib/route-schemas.ts';
import { reportAccess } from '../calls/index.ts';

const reportParams = z.object({ category: z.string().max(60), report_name: z.string().max(60) });

/**
 * Reports (spec 2 §7 /reports/{category}/{report_name}, docs/api-reports.md). The exports of the same reports are
 * `/reports/download/{category}/{report_name}` (modules/exports: one more path segment, so no clash). Thin.
 */
export async function reportsRoutes(app: App) {
  const svc = () => app.services.reports;
  const tags = ['reports'];

  app.get(
    '/reports/orders/summaryoverview',
    {
      config: { access: reportAccess },
      schema: { tags, querystring: summaryOverviewQuery, response: answers({ 200: summaryOverviewAnswer }) },
    },
    async (req) => svc().summaryOverview(req.principal!, req.query),
  );

  app.get(
    '/reports/calls/callstatistics',
    {
      config: { access: reportAccess },
      schema: {
        tags,
        querystring: callStatisticsQuery,
        response: answers({ 200: callStatisticsAnswer }),
        description: 'One row per UTC day of the range (default the last 30 days) and `totals`.',
      },
    },
    async (req) => svc().callStatistics(req.principal!, req.query),
  );

  app.get(
    '/reports/calls/callstatisticshourly',
    {
      config: { access: reportAccess },
      schema: {
        tags,
        querystring: callStatisticsHourlyQuery,
        response: answers({ 200: callStatisticsHourlyAnswer }),
        description: '`dates`: 1 to 4 distinct days (YYYY-MM-DD, comma-separated); 24 rows each.',
      },
    },
    async (req) => svc().callStatisticsHourly(req.principal!, req.query),
  );

  app.get(
    '/reports/calls/callcauses',
    {
      config: { access: reportAccess },
      schema: {
        tags,
        querystring: callStatisticsQuery,
        response: answers({ 200: callCausesAnswer }),
        description:
          'The cause breakdown over the range (default the last 30 days): per Q.850 cause (answered or not) the count, its share of the attempts, its ITU-T E.411 class and whether NER counts it as effective; `attempts`, `effective` and the `rule`.',
      },
    },
    async (req) => svc().callCauses(req.principal!, req.query),
  );

  // any other report name: a clear 404 rather than the generic one (it never succeeds: its answer is that 404)
  app.get(
    '/reports/:category/:report_name',
    { config: { access: 'session' }, schema: { tags, params: reportParams, response: answers({ 404: errorAnswer }) } },
    async () => svc().unknownReport(),
  );
}
